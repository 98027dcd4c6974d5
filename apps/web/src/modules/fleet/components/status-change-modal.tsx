import { Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { idFromIri } from '@velodesk/contract/hydra';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { declinationLabel } from '../../pricing/pricing-labels.ts';
import { violationsOf } from '../../settings/form-messages.ts';
import { updateProduct } from '../api/products-api.ts';
import { needsComment, statusLabel } from '../fleet-statuses.ts';
import { fleetQueryKeys, useStatusOptions } from '../hooks/use-fleet-options.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * Change a product's status with a comment (required to make it unavailable). The server records
 * the history entry in the same transaction (docs/decisions/product-status-changes.md).
 */
export function StatusChangeModal({ product, onClose }: { product: ProductRead; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const statuses = useStatusOptions().filter((option) => option.value !== product.status['@id']);
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const statusId = status ? idFromIri(status) : null;
  const commentMissing = needsComment(statusId) && isBlank(comment);

  const save = useMutation({
    mutationFn: () =>
      updateProduct(product.id, {
        status: status ?? undefined,
        comment: isBlank(comment) ? null : comment.trim(),
      }),
    onSuccess: async (saved) => {
      notifySuccess(
        t('FLEET.STATUS_CHANGED', {
          internalNumber: saved.internalNumber,
          status: statusLabel(t, saved.status),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: fleetQueryKeys.products });
      await queryClient.invalidateQueries({ queryKey: fleetQueryKeys.history(product.id) });
      onClose();
    },
    onError: (error) => {
      const violations = violationsOf(error);
      setRefused(violations.comment ? t('FLEET.ERRORS.COMMENT_REQUIRED') : (violations.status ?? null));
      notifyError(t('FLEET.STATUS_ERROR'));
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (status && !commentMissing && !save.isPending) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('FLEET.CHANGE_STATUS_TITLE')}
      size="md"
      data-testid="status-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Paper withBorder radius="sm" p="sm" bg="gray.0">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {product.internalNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {declinationLabel(product.declination)} · {product.site.name}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <StatusBadge status={product.status} />
                {status ? (
                  <>
                    <IconArrowRight size={14} />
                    <StatusBadge status={{ id: statusId ?? 0, status: '' }} />
                  </>
                ) : null}
              </Group>
            </Group>
          </Paper>
          <Select
            label={t('FLEET.NEW_STATUS')}
            withAsterisk
            data={statuses}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setRefused(null);
            }}
            error={touched && !status ? t('FLEET.ERRORS.STATUS_REQUIRED') : undefined}
            data-testid="status-new"
          />
          <Textarea
            label={t('FLEET.COMMENT')}
            description={t('FLEET.COMMENT_HINT')}
            withAsterisk={needsComment(statusId)}
            autosize
            minRows={3}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setTouched(true);
              setRefused(null);
            }}
            error={refused ?? (touched && commentMissing ? t('FLEET.ERRORS.COMMENT_REQUIRED') : undefined)}
            data-testid="status-comment"
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="status-cancel">
            {t('CANCEL')}
          </Button>
          <Button
            type="submit"
            disabled={!status || commentMissing || save.isPending}
            loading={save.isPending}
            data-testid="status-submit"
          >
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type ProductRead, productUpdate } from '@velodesk/contract/api/catalogue';
import { idFromIri } from '@velodesk/contract/hydra';
import { useTranslation } from 'react-i18next';
import { applyApiViolations } from '../../../ui/form/api-violations.ts';
import { fieldErrorOf } from '../../../ui/form/field-message.ts';
import { blankToNull } from '../../../ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '../../../ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { declinationLabel } from '../declination-label.ts';
import { needsComment, statusLabel } from '../fleet-statuses.ts';
import { useStatusOptions } from '../hooks/use-fleet-options.ts';
import { useSaveProduct } from '../hooks/use-fleet-writes.ts';
import { StatusBadge } from './status-badge.tsx';

interface StatusFormValues {
  status: string | null;
  comment: string;
}

/** The contract's status change: a status, and a comment when the product becomes unavailable. */
const statusChange = productUpdate
  .pick({ status: true, comment: true })
  .required({ status: true })
  .refine((input) => !(needsComment(idFromIri(input.status)) && !input.comment), { path: ['comment'] });

const toInput = (values: StatusFormValues) => ({
  status: values.status ?? undefined,
  comment: blankToNull(values.comment),
});

/**
 * Change a product's status with a comment (required to make it unavailable). The server records
 * the history entry in the same transaction (docs/decisions/product-status-changes.md).
 */
export function StatusChangeModal({ product, onClose }: { product: ProductRead; onClose: () => void }) {
  const { t } = useTranslation();
  const statuses = useStatusOptions().filter((option) => option.value !== product.status['@id']);
  const form = useVelodeskForm(statusChange, { status: null, comment: '' } as StatusFormValues, { toInput });
  const status = form.getValues('status');
  const statusId = status ? idFromIri(status) : null;

  const save = useSaveProduct({
    onSuccess: (saved) => {
      notifySuccess(
        t('FLEET.STATUS_CHANGED', {
          internalNumber: saved.internalNumber,
          status: statusLabel(t, saved.status),
        }),
      );
      onClose();
    },
    onError: (error) => {
      applyApiViolations(form, error, t);
      notifyError(t('FLEET.STATUS_ERROR'));
    },
  });
  const isBlocked = isFormBlocked(form, save.isPending);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('FLEET.CHANGE_STATUS_TITLE')}
      size="md"
      data-testid="status-modal"
    >
      <form
        onSubmit={form.handleSubmit(
          (body) =>
            !isBlocked && save.mutate({ id: product.id, body: { ...body, comment: body.comment ?? null } }),
        )}
        noValidate
      >
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
            {...bindField(form, 'status', { deps: ['comment'] })}
            error={fieldErrorOf(form, t, 'status', { required: 'FLEET.ERRORS.STATUS_REQUIRED' })}
            data-testid="status-new"
          />
          <Textarea
            label={t('FLEET.COMMENT')}
            description={t('FLEET.COMMENT_HINT')}
            withAsterisk={needsComment(statusId)}
            autosize
            minRows={3}
            {...bindField(form, 'comment')}
            error={fieldErrorOf(form, t, 'comment', { custom: 'FLEET.ERRORS.COMMENT_REQUIRED' })}
            data-testid="status-comment"
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="status-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="status-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

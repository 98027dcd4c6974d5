import { Badge, Button, Group, Modal, Paper, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type ProductRead, productUpdate } from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
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

const unavailableIri = iri('product_statuses', ProductStatus.unavailable);

/**
 * Change a product's status with a comment (required to make it unavailable). The server records
 * the history entry in the same transaction (docs/decisions/product-status-changes.md).
 * `mode="unavailable"` is the planning's form of the rentals spec: a no/yes radio that can only
 * make the product unavailable (status 4), yes requiring a comment; the fleet offers every status.
 */
export function StatusChangeModal({
  product,
  onClose,
  mode = 'any',
}: {
  product: ProductRead;
  onClose: () => void;
  mode?: 'any' | 'unavailable';
}) {
  const { t } = useTranslation();
  const statuses = useStatusOptions().filter((option) => option.value !== product.status['@id']);
  const alreadyUnavailable = product.status.id === ProductStatus.unavailable;
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
            <Stack gap={8}>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {product.internalNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {declinationLabel(product.declination)} · {product.site.name}
                </Text>
              </Stack>
              {/* The change at a glance: the current status, an arrow, the new one once chosen. */}
              <Group gap="sm" wrap="wrap" align="flex-end" data-testid="status-change">
                <Stack gap={2} data-testid="status-from">
                  <Text size="xs" c="dimmed">
                    {t('FLEET.CURRENT_STATUS')}
                  </Text>
                  <StatusBadge status={product.status} />
                </Stack>
                <IconArrowRight
                  size={18}
                  aria-hidden
                  data-testid="status-arrow"
                  style={{ marginBottom: 1 }}
                />
                <Stack gap={2} data-testid="status-to">
                  <Text size="xs" c="dimmed">
                    {t('FLEET.NEW_STATUS')}
                  </Text>
                  {statusId ? (
                    <StatusBadge status={{ id: statusId, status: '' }} />
                  ) : (
                    <Badge
                      variant="outline"
                      color="gray"
                      size="sm"
                      tt="none"
                      fw={500}
                      style={{ borderStyle: 'dashed' }}
                    >
                      {t('FLEET.STATUS_TO_CHOOSE')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Stack>
          </Paper>
          {mode === 'unavailable' ? (
            <Radio.Group
              label={t('FLEET.MAKE_UNAVAILABLE')}
              description={alreadyUnavailable ? t('FLEET.ALREADY_UNAVAILABLE') : undefined}
              value={status === unavailableIri ? 'yes' : 'no'}
              onChange={(value) => {
                form.setValue('status', value === 'yes' ? unavailableIri : null, { shouldDirty: true });
                // As the fleet's select does: the comment's rule shows at once (Save blocked until written).
                void form.trigger(['status', 'comment']);
              }}
              data-testid="status-unavailable"
            >
              <Group gap="lg" mt={6}>
                <Radio value="no" label={t('FLEET.NO')} data-testid="status-unavailable-no" />
                <Radio
                  value="yes"
                  label={t('FLEET.YES')}
                  disabled={alreadyUnavailable}
                  data-testid="status-unavailable-yes"
                />
              </Group>
            </Radio.Group>
          ) : (
            <Select
              label={t('FLEET.NEW_STATUS')}
              withAsterisk
              data={statuses}
              {...bindField(form, 'status', { deps: ['comment'] })}
              error={fieldErrorOf(form, t, 'status', { required: 'FLEET.ERRORS.STATUS_REQUIRED' })}
              data-testid="status-new"
            />
          )}
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
          {mode === 'unavailable' && status === null ? (
            // "No": nothing to change, Save simply closes (only status 4 can be set here).
            <Button onClick={onClose} data-testid="status-submit">
              {t('SETTINGS.FORM.SAVE')}
            </Button>
          ) : (
            <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="status-submit">
              {t('SETTINGS.FORM.SAVE')}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}

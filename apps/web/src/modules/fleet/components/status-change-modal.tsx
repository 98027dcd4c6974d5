import { Button, Group, Modal, Radio, Select, Stack, Textarea } from '@mantine/core';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { needsComment } from '../fleet-statuses.ts';
import { StatusChangeSummary } from './status-change-summary.tsx';
import { unavailableIri, useStatusChangeModal } from './use-status-change-modal.ts';

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
  const { statuses, alreadyUnavailable, form, status, statusId, save, isBlocked } = useStatusChangeModal(
    product,
    onClose,
  );

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
          <StatusChangeSummary product={product} statusId={statusId} />
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

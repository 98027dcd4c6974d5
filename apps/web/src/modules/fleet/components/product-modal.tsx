import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { needsComment } from '../fleet-statuses.ts';
import { useProductModal } from './use-product-modal.ts';

/**
 * Add or edit a product: site, declination, internal number (required, unique), serial number
 * (unique when given) and status (new products are "in carton" by default). Changing the status
 * of an existing product records its history on the server, with the comment (required to make it
 * unavailable).
 */
export function ProductModal({
  product,
  defaultSite,
  onClose,
}: {
  product: ProductRead | null;
  defaultSite: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    form,
    isEdit,
    sites,
    declinations,
    statuses,
    statusChanged,
    newStatusId,
    commentMissing,
    commentShown,
    save,
    errorOf,
    isBlocked,
    submit,
  } = useProductModal(product, defaultSite, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'FLEET.EDIT_TITLE' : 'FLEET.ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="product-modal"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('FLEET.INTERNAL_NUMBER')}
              withAsterisk
              {...bindField(form, 'internalNumber')}
              error={errorOf('internalNumber')}
              data-testid="product-internal-number"
              data-autofocus
            />
            <TextInput
              label={t('FLEET.SERIAL_NUMBER')}
              {...bindField(form, 'serialNumber')}
              error={errorOf('serialNumber')}
              data-testid="product-serial-number"
            />
            <Select
              label={t('FLEET.SITE')}
              withAsterisk
              data={sites}
              {...bindField(form, 'site')}
              error={errorOf('site')}
              searchable
              nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
              data-testid="product-site"
            />
            <Select
              label={t('FLEET.STATUS_LABEL')}
              withAsterisk
              data={statuses}
              {...bindField(form, 'status')}
              error={errorOf('status')}
              data-testid="product-status"
            />
          </SimpleGrid>
          <Select
            label={t('FLEET.DECLINATION')}
            withAsterisk
            data={declinations}
            {...bindField(form, 'declination')}
            error={errorOf('declination')}
            searchable
            maxDropdownHeight={400}
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            data-testid="product-declination"
          />
          {statusChanged ? (
            <Textarea
              label={t('FLEET.COMMENT')}
              description={t('FLEET.COMMENT_HINT')}
              withAsterisk={needsComment(newStatusId)}
              autosize
              minRows={2}
              {...bindField(form, 'comment')}
              error={
                fieldErrorOf(form, t, 'comment') ??
                (commentMissing && commentShown ? t('FLEET.ERRORS.COMMENT_REQUIRED') : undefined)
              }
              data-testid="product-comment"
            />
          ) : null}
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="product-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="product-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

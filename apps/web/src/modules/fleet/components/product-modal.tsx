import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type ProductCreate,
  type ProductRead,
  type ProductUpdate,
  productCreate,
  productUpdate,
} from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull, isBlank } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { needsComment } from '../fleet-statuses.ts';
import { useDeclinationOptions } from '../hooks/use-declinations.ts';
import { useFleetSiteOptions, useStatusOptions } from '../hooks/use-fleet-options.ts';
import { useSaveProduct } from '../hooks/use-fleet-writes.ts';

interface ProductFormValues {
  site: string | null;
  declination: string | null;
  internalNumber: string;
  serialNumber: string;
  status: string | null;
  comment: string;
}

const requiredKeys: Partial<Record<keyof ProductFormValues, TextKey>> = {
  site: 'FLEET.ERRORS.SITE_REQUIRED',
  declination: 'FLEET.ERRORS.DECLINATION_REQUIRED',
  internalNumber: 'FLEET.ERRORS.INTERNAL_NUMBER_REQUIRED',
  status: 'FLEET.ERRORS.STATUS_REQUIRED',
};

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
  const isEdit = product !== null;
  const statusChangedIn = (values: ProductFormValues) => isEdit && values.status !== product.status['@id'];
  const form = useVelodeskForm<ProductFormValues, typeof productCreate | typeof productUpdate>(
    isEdit ? productUpdate : productCreate,
    {
      site: product?.site['@id'] ?? defaultSite,
      declination: product?.declination['@id'] ?? null,
      internalNumber: product?.internalNumber ?? '',
      serialNumber: product?.serialNumber ?? '',
      status: product?.status['@id'] ?? iri('product_statuses', ProductStatus.inCarton),
      comment: '',
    },
    {
      toInput: (values) => ({
        site: values.site ?? undefined,
        declination: values.declination ?? undefined,
        internalNumber: values.internalNumber,
        serialNumber: blankToNull(values.serialNumber),
        status: values.status ?? undefined,
        ...(statusChangedIn(values) && !isBlank(values.comment) ? { comment: values.comment.trim() } : {}),
      }),
    },
  );
  const values = form.getValues();
  const sites = useFleetSiteOptions();
  const declinations = useDeclinationOptions();
  const statuses = useStatusOptions();

  const statusChanged = statusChangedIn(values);
  const newStatusId = values.status ? idFromIri(values.status) : null;
  const commentMissing = statusChanged && needsComment(newStatusId) && isBlank(values.comment);

  const save = useSaveProduct({
    onSuccess: (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.EDIT_SUCCESS' : 'FLEET.ADD_SUCCESS', { internalNumber: saved.internalNumber }),
      );
      onClose();
    },
    onError: (error) => {
      const taken = isApiError(error) && error.status === 409;
      applyApiViolations(form, error, t, {
        messageOf: (violation) =>
          taken && violation.propertyPath === 'internalNumber'
            ? t('FLEET.ERRORS.INTERNAL_NUMBER_TAKEN')
            : taken && violation.propertyPath === 'serialNumber'
              ? t('FLEET.ERRORS.SERIAL_NUMBER_TAKEN')
              : undefined,
      });
      notifyError(t(isEdit ? 'FLEET.EDIT_ERROR' : 'FLEET.ADD_ERROR'));
    },
  });

  const errorOf = (field: keyof ProductFormValues) =>
    fieldErrorOf(form, t, field, { required: requiredKeys[field] });
  const isBlocked = isFormBlocked(form, save.isPending) || commentMissing;
  const commentShown = form.getFieldState('comment').isTouched || form.formState.isSubmitted;

  const submit = (body: ProductCreate | ProductUpdate) => {
    if (isBlocked) return;
    if (!product) {
      save.mutate({ id: null, body: body as ProductCreate });
      return;
    }
    const { status, comment, ...fields } = body as ProductUpdate;
    save.mutate({ id: product.id, body: statusChanged ? { ...fields, status, comment } : fields });
  };

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

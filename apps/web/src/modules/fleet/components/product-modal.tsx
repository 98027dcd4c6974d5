import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductRead, productCreate, productUpdate } from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { blankToNull, fieldIssues, isBlank, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useDeclinationOptions } from '../../pricing/hooks/use-pricing-options.ts';
import { fieldMessage, violationsOf } from '../../settings/form-messages.ts';
import { createProduct, updateProduct } from '../api/products-api.ts';
import { needsComment } from '../fleet-statuses.ts';
import { fleetQueryKeys, useFleetSiteOptions, useStatusOptions } from '../hooks/use-fleet-options.ts';

interface ProductFormValues {
  site: string | null;
  declination: string | null;
  internalNumber: string;
  serialNumber: string;
  status: string | null;
  comment: string;
}

const requiredKeys: Partial<Record<keyof ProductFormValues, string>> = {
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
  const queryClient = useQueryClient();
  const isEdit = product !== null;
  const form = useFormState<ProductFormValues>({
    site: product?.site['@id'] ?? defaultSite,
    declination: product?.declination['@id'] ?? null,
    internalNumber: product?.internalNumber ?? '',
    serialNumber: product?.serialNumber ?? '',
    status: product?.status['@id'] ?? iri('product_statuses', ProductStatus.inCarton),
    comment: '',
  });
  const { values } = form;
  const [refusals, setRefusals] = useState<{
    values: ProductFormValues;
    messages: Record<string, string>;
  } | null>(null);
  const sites = useFleetSiteOptions();
  const declinations = useDeclinationOptions();
  const statuses = useStatusOptions();

  const statusChanged = isEdit && values.status !== product.status['@id'];
  const newStatusId = values.status ? idFromIri(values.status) : null;
  const commentMissing = statusChanged && needsComment(newStatusId) && isBlank(values.comment);
  const payload = {
    site: values.site ?? undefined,
    declination: values.declination ?? undefined,
    internalNumber: values.internalNumber,
    serialNumber: blankToNull(values.serialNumber),
    status: values.status ?? undefined,
    ...(statusChanged && !isBlank(values.comment) ? { comment: values.comment.trim() } : {}),
  };
  const issues = fieldIssues(isEdit ? productUpdate : productCreate, payload);

  const save = useMutation({
    mutationFn: () => {
      if (!product) return createProduct(productCreate.parse(payload));
      const { status, comment, ...fields } = productUpdate.parse(payload);
      return updateProduct(product.id, statusChanged ? { ...fields, status, comment } : fields);
    },
    onSuccess: async (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.EDIT_SUCCESS' : 'FLEET.ADD_SUCCESS', { internalNumber: saved.internalNumber }),
      );
      await queryClient.invalidateQueries({ queryKey: fleetQueryKeys.products });
      await queryClient.invalidateQueries({ queryKey: ['product-histories'] });
      onClose();
    },
    onError: (error) => {
      const messages: Record<string, string> = {};
      for (const [field, message] of Object.entries(violationsOf(error))) {
        const taken = isApiError(error) && error.status === 409;
        messages[field] =
          taken && field === 'internalNumber'
            ? t('FLEET.ERRORS.INTERNAL_NUMBER_TAKEN')
            : taken && field === 'serialNumber'
              ? t('FLEET.ERRORS.SERIAL_NUMBER_TAKEN')
              : message;
      }
      setRefusals({ values, messages });
      notifyError(t(isEdit ? 'FLEET.EDIT_ERROR' : 'FLEET.ADD_ERROR'));
    },
  });

  const refusedMessage = (field: keyof ProductFormValues) =>
    refusals && refusals.values[field] === values[field] ? refusals.messages[field] : undefined;
  const errorOf = (field: keyof ProductFormValues) =>
    refusedMessage(field) ??
    (form.isShown(field)
      ? fieldMessage(t, issues[field], values[field], requiredKeys[field] ?? 'SETTINGS.FORM.INVALID')
      : undefined);
  const isBlocked = Object.keys(issues).length > 0 || commentMissing || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!isBlocked) save.mutate();
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
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('FLEET.INTERNAL_NUMBER')}
              withAsterisk
              value={values.internalNumber}
              onChange={(event) => form.setField('internalNumber', event.currentTarget.value)}
              onBlur={() => form.touch('internalNumber')}
              error={errorOf('internalNumber')}
              data-testid="product-internal-number"
              data-autofocus
            />
            <TextInput
              label={t('FLEET.SERIAL_NUMBER')}
              value={values.serialNumber}
              onChange={(event) => form.setField('serialNumber', event.currentTarget.value)}
              error={errorOf('serialNumber')}
              data-testid="product-serial-number"
            />
            <Select
              label={t('FLEET.SITE')}
              withAsterisk
              data={sites}
              value={values.site}
              onChange={(value) => form.setField('site', value)}
              onBlur={() => form.touch('site')}
              error={errorOf('site')}
              searchable
              nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
              data-testid="product-site"
            />
            <Select
              label={t('FLEET.STATUS_LABEL')}
              withAsterisk
              data={statuses}
              value={values.status}
              onChange={(value) => form.setField('status', value)}
              onBlur={() => form.touch('status')}
              error={errorOf('status')}
              data-testid="product-status"
            />
          </SimpleGrid>
          <Select
            label={t('FLEET.DECLINATION')}
            withAsterisk
            data={declinations}
            value={values.declination}
            onChange={(value) => form.setField('declination', value)}
            onBlur={() => form.touch('declination')}
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
              value={values.comment}
              onChange={(event) => form.setField('comment', event.currentTarget.value)}
              onBlur={() => form.touch('comment')}
              error={
                refusedMessage('comment') ??
                (commentMissing && form.isShown('comment') ? t('FLEET.ERRORS.COMMENT_REQUIRED') : undefined)
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

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
import { isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
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
 * The product form of the modal: the sites, declinations and statuses to choose from, a status
 * change and the comment it may require, each field's message and the save (the status and its
 * comment sent only when the status changed).
 */
export function useProductModal(
  product: ProductRead | null,
  defaultSite: string | null,
  onClose: () => void,
) {
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

  return {
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
  };
}

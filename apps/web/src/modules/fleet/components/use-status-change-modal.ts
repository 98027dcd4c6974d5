import { type ProductRead, productUpdate } from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { needsComment, statusLabel } from '../fleet-statuses.ts';
import { useStatusOptions } from '../hooks/use-fleet-options.ts';
import { useSaveProduct } from '../hooks/use-fleet-writes.ts';

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

export const unavailableIri = iri('product_statuses', ProductStatus.unavailable);

/**
 * The status change form of the modal: the other statuses to choose from, the comment's rule, and
 * the save that records the history entry.
 */
export function useStatusChangeModal(product: ProductRead, onClose: () => void) {
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

  return { statuses, alreadyUnavailable, form, status, statusId, save, isBlocked };
}

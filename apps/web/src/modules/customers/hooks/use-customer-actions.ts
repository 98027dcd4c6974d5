import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { createCustomer, createPhone, getCustomer, updateCustomer } from '../api/customers-api.ts';
import { actionErrorMessage } from '../customer-errors.ts';
import { type CompanyValues, companyCreateBody, companyPatchBody } from '../form/company-form.ts';
import { type IndividualValues, individualCreateBody, individualPatchBody } from '../form/individual-form.ts';
import { phonesToSave } from '../form/phones-rules.ts';

/** Creating and editing customers, with the success and error notifications of spec §8. */

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      queryClient.invalidateQueries({ queryKey: uniquenessKeys.all }),
    ]);
};

export const useCreateIndividual = () => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: IndividualValues) => createCustomer(individualCreateBody(values)),
    onSuccess: async () => {
      notifySuccess(t('CUSTOMERS.ADD_SUCCESS'));
      await invalidate();
    },
    onError: (error) => notifyError(actionErrorMessage(error, 'CUSTOMERS.ADD_ERROR', t)),
  });
};

/**
 * A company is created first, then each non-blank phone is posted with the company's IRI (spec §7).
 * A phone that fails shows CUSTOMERS.ADD_ERROR; the company stays, with the phones that worked.
 */
export const useCreateCompany = () => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (values: CompanyValues): Promise<CustomerDetail> => {
      const company = await createCustomer(companyCreateBody(values));
      const numbers = phonesToSave(values.phones);
      if (numbers.length === 0) return company;
      let failure: unknown = null;
      for (const number of numbers) {
        try {
          await createPhone(number, company['@id']);
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure) notifyError(actionErrorMessage(failure, 'CUSTOMERS.ADD_ERROR', t));
      return getCustomer(company.id);
    },
    onSuccess: async () => {
      notifySuccess(t('CUSTOMERS.ADD_SUCCESS'));
      await invalidate();
    },
    onError: (error) => notifyError(actionErrorMessage(error, 'CUSTOMERS.ADD_ERROR', t)),
  });
};

export const useUpdateIndividual = (id: number) => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: IndividualValues) => updateCustomer(id, individualPatchBody(values)),
    onSuccess: async () => {
      notifySuccess(t('CUSTOMERS.EDIT_SUCCESS'));
      await invalidate();
    },
    onError: (error) => notifyError(actionErrorMessage(error, 'CUSTOMERS.EDIT_ERROR', t)),
  });
};

/** A company's edit sends its whole phone list; a refused phone shows CUSTOMERS.ADD_ERROR (spec §8). */
export const useUpdateCompany = (id: number) => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: CompanyValues) => updateCustomer(id, companyPatchBody(values)),
    onSuccess: async () => {
      notifySuccess(t('CUSTOMERS.EDIT_SUCCESS'));
      await invalidate();
    },
    onError: (error) => {
      const isPhone =
        isApiError(error) &&
        error.violations.some((violation) => violation.propertyPath.startsWith('phones'));
      notifyError(actionErrorMessage(error, isPhone ? 'CUSTOMERS.ADD_ERROR' : 'CUSTOMERS.EDIT_ERROR', t));
    },
  });
};

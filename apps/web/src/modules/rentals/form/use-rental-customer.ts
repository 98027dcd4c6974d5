import { useQueryClient } from '@tanstack/react-query';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import type { UseFormReturn } from 'react-hook-form';
import type { PickedStay } from '@/modules/customers/components/customer-picker/customer-picker-modal.tsx';
import { defaultDiscountKeys } from '@/shared/data/keys/rentals-keys.ts';
import { fetchDefaultDiscount } from '@/shared/rentals/rentals-api.ts';
import { customerOfRead, type RentalFormValues } from './rental-form.ts';

/** The rental's customer and stay: picked (a new rental takes its defaults) or removed. */
export const useRentalCustomer = (
  form: Pick<UseFormReturn<RentalFormValues>, 'setValue'>,
  rentalId: number | null,
) => {
  const queryClient = useQueryClient();

  /** Picks a customer (and its stay): its loyalty discount and pricing type become the defaults. */
  const pickCustomer = async (customer: CustomerRead, stay?: PickedStay) => {
    const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('customer', customerOfRead(customer), set);
    form.setValue('stayId', stay?.stayId ?? null, set);
    form.setValue('stayLink', stay?.stayLink ?? null, set);
    form.setValue('emplacementName', stay?.emplacementName ?? null, set);
    form.setValue('stayEndDate', stay?.stayEndDate ?? null);
    if (rentalId !== null) return;
    try {
      const query = { customerId: customer.id, stayId: stay?.stayId ?? null };
      const defaultsOf = await queryClient.fetchQuery({
        queryKey: defaultDiscountKeys.list(query),
        queryFn: ({ signal }) => fetchDefaultDiscount(query, signal),
      });
      form.setValue('discount', defaultsOf.discount, set);
      form.setValue('pricingType', defaultsOf.pricingType.split('/').pop() ?? null, set);
    } catch {
      // The defaults are a help: without them the counter chooses.
    }
  };

  const removeCustomer = () => {
    const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('customer', null, set);
    form.setValue('stayId', null, set);
    form.setValue('stayLink', null, set);
    form.setValue('emplacementName', null, set);
    form.setValue('stayEndDate', null);
  };
  return { pickCustomer, removeCustomer };
};

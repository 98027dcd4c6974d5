import { useQuery } from '@tanstack/react-query';
import { cashDeskKeys, paymentMethodKeys, remainingAmountKeys } from '@/shared/data/keys/payments-keys.ts';
import { fetchCashDesks, fetchPaymentMethods, fetchRemainingAmount } from '../api/payments-api.ts';

/** The stay system's lists change rarely: read once per few minutes. */
const listStaleMs = 5 * 60_000;

/** The cash desks of a site (the stay system's), once the site is known. */
export const useCashDesks = (siteId: number | null) =>
  useQuery({
    queryKey: cashDeskKeys.list({ siteId }),
    queryFn: ({ signal }) => fetchCashDesks(siteId ?? 0, signal),
    enabled: siteId !== null,
    staleTime: listStaleMs,
    retry: false,
  });

export const usePaymentMethods = (enabled = true) =>
  useQuery({
    queryKey: paymentMethodKeys.lists(),
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    enabled,
    staleTime: listStaleMs,
    retry: false,
  });

/** What remains to pay on a rental, read fresh each time a form opens. */
export const useRemainingAmount = (rentalId: number | null, enabled = true) =>
  useQuery({
    queryKey: remainingAmountKeys.detail(rentalId ?? 0),
    queryFn: ({ signal }) => fetchRemainingAmount(rentalId ?? 0, signal),
    enabled: enabled && rentalId !== null,
    staleTime: 0,
    retry: false,
  });

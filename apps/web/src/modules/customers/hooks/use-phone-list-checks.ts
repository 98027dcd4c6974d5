import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { phoneKey } from '@velodesk/contract/phones';
import { checkValueIsFree } from '../api/customers-api.ts';
import { customerQueryKeys } from './customer-query-keys.ts';
import { type UniquenessState, uniquenessDebounceMs } from './use-uniqueness-check.ts';

/**
 * The uniqueness of each row of a company's phone list, checked as the user types. Numbers the
 * company already holds (`own`) are not checked.
 */
export const usePhoneListChecks = (
  rows: readonly string[],
  own: readonly string[] = [],
  country?: string | null,
): UniquenessState[] => {
  const ownNumbers = new Set(own.map((number) => phoneKey(number)));
  const wanted = rows.map((row) => phoneKey(row));
  const [debounced] = useDebouncedValue(wanted, uniquenessDebounceMs);
  const queries = useQueries({
    queries: wanted.map((_, index) => {
      const value = debounced[index] ?? '';
      return {
        queryKey: [...customerQueryKeys.uniqueness('phone', value, undefined), country ?? ''],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          checkValueIsFree('phone', value, undefined, signal, country),
        enabled: value !== '' && !ownNumbers.has(value),
        staleTime: 0,
        gcTime: 30_000,
        retry: false,
      };
    }),
  });
  return wanted.map((value, index) => {
    if (value === '' || ownNumbers.has(value)) return { isChecking: false, isTaken: false };
    const query = queries[index];
    const isCurrent = debounced[index] === value;
    return {
      isChecking: !isCurrent || Boolean(query?.isFetching),
      isTaken: isCurrent && !query?.isFetching && query?.data === false,
    };
  });
};

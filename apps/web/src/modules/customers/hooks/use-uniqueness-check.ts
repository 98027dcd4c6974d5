import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { phoneKey } from '@velodesk/contract/phones';
import { checkValueIsFree, type UniqueValueKind } from '../api/customers-api.ts';
import { customerQueryKeys } from './customer-query-keys.ts';

export interface UniquenessState {
  /** A check of the value on screen is running (or about to start). */
  isChecking: boolean;
  /** The server answered that the value on screen is already used. */
  isTaken: boolean;
}

/** Keystrokes closer than this are checked once, for the last value. */
export const uniquenessDebounceMs = 200;

const comparable = (kind: UniqueValueKind, value: string) =>
  kind === 'phone' ? phoneKey(value) : value.trim().toLowerCase();

/**
 * Checks on each key-up whether an e-mail or a phone number is free (back-office spec §5). The
 * record's own row (`exclude`, an IRI) and the values it already holds (`own`) never count as taken.
 * A failed check counts as free: the server refuses a clash on save anyway.
 */
export const useUniquenessCheck = (
  kind: UniqueValueKind,
  value: string,
  options: {
    exclude?: string | undefined;
    own?: readonly string[];
    enabled?: boolean;
    /** Phones: the IRI of the country a national number is read in (the customer's). */
    country?: string | null | undefined;
  } = {},
): UniquenessState => {
  const wanted = comparable(kind, value);
  const isOwn = (options.own ?? []).some((item) => comparable(kind, item) === wanted);
  const enabled = (options.enabled ?? true) && wanted !== '' && !isOwn;
  const [debounced] = useDebouncedValue(wanted, uniquenessDebounceMs);
  const query = useQuery({
    queryKey: [...customerQueryKeys.uniqueness(kind, debounced, options.exclude), options.country ?? ''],
    queryFn: ({ signal }) => checkValueIsFree(kind, debounced, options.exclude, signal, options.country),
    enabled: enabled && debounced !== '',
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
  if (!enabled) return { isChecking: false, isTaken: false };
  const isCurrent = debounced === wanted;
  return {
    isChecking: !isCurrent || query.isFetching,
    isTaken: isCurrent && !query.isFetching && query.data === false,
  };
};

import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { UniquenessKind } from '@velodesk/contract/api/reference';
import { checkUniqueness } from '../api/uniqueness-api.ts';
import { settingsQueryKeys } from './settings-query-keys.ts';

export interface UniquenessState {
  /** A check of the value on screen is under way (or about to start). */
  isChecking: boolean;
  /** The server answered that the value on screen is taken. */
  isTaken: boolean;
}

/** Keystrokes closer than this are checked once, for the last value. */
export const uniquenessDebounceMs = 150;

/**
 * Checks a value's uniqueness as the user types (back-office spec, site name and company e-mail
 * and phone). A failed check counts as "not taken": the server refuses a clash on save anyway.
 */
export const useUniquenessCheck = (
  kind: UniquenessKind,
  field: string,
  value: string,
  options: { exclude?: string | undefined; enabled?: boolean; country?: string | null | undefined } = {},
): UniquenessState => {
  const enabled = options.enabled ?? true;
  const wanted = value.trim();
  const [debounced] = useDebouncedValue(wanted, uniquenessDebounceMs);
  const query = useQuery({
    queryKey: [...settingsQueryKeys.uniqueness(kind, debounced, options.exclude), options.country ?? ''],
    queryFn: ({ signal }) =>
      checkUniqueness(kind, field, debounced, options.exclude, signal, options.country),
    enabled: enabled && debounced !== '',
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
  if (!enabled || wanted === '') return { isChecking: false, isTaken: false };
  const isCurrent = debounced === wanted;
  return {
    isChecking: !isCurrent || query.isFetching,
    isTaken: isCurrent && !query.isFetching && query.data === false,
  };
};

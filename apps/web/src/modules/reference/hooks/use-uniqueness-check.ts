import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import type { UniquenessKind } from '@velodesk/contract/api/reference';
import { phoneKey } from '@velodesk/contract/phones';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import { checkUniqueness } from '../api/uniqueness-api.ts';

export interface UniquenessState {
  /** A check of the value on screen is under way (or about to start). */
  isChecking: boolean;
  /** The server answered that the value on screen is already used. */
  isTaken: boolean;
}

/** Keystrokes closer than this are checked once, for the last value (every form's one debounce). */
export const uniquenessDebounceMs = 200;

export interface UniquenessOptions {
  /** The IRI of the edited record: its own row never counts as a clash. */
  exclude?: string | undefined;
  /** Values the record already holds (its username, its phones): not checked. */
  own?: readonly string[] | undefined;
  enabled?: boolean | undefined;
  /** Phones: the IRI of the country a national number is read in. */
  country?: string | null | undefined;
}

/**
 * What is compared and sent: a customer's phone by its normal form (or its digits), anything else
 * trimmed (the server ignores case).
 */
const comparable = (kind: UniquenessKind, value: string) =>
  kind === 'phone' ? phoneKey(value) : value.trim();

const free: UniquenessState = { isChecking: false, isTaken: false };

/**
 * Checks, as the user types, whether each value is free (POST /api/check/uniqueness/{kind}: a site
 * name, a username, a customer's or a company's e-mail and phones; back-office spec). One query per
 * value, after one debounce; the record's own values are not checked. A failed check counts as
 * free: the server refuses a clash on save anyway.
 */
export const useUniquenessChecks = (
  kind: UniquenessKind,
  field: string,
  values: readonly string[],
  options: UniquenessOptions = {},
): UniquenessState[] => {
  const own = new Set((options.own ?? []).map((value) => comparable(kind, value).toLowerCase()));
  const wanted = values.map((value) => comparable(kind, value));
  const isChecked = (value: string) =>
    (options.enabled ?? true) && value !== '' && !own.has(value.toLowerCase());
  const [debounced] = useDebouncedValue(wanted, uniquenessDebounceMs);
  const country = options.country ?? null;
  const queries = useQueries({
    queries: wanted.map((_, index) => {
      const value = debounced[index] ?? '';
      return {
        queryKey: uniquenessKeys.list({
          kind,
          field,
          value,
          exclude: options.exclude ?? '',
          country: country ?? '',
        }),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          checkUniqueness(kind, field, value, { exclude: options.exclude, country, signal }),
        enabled: isChecked(value),
        staleTime: 0,
        gcTime: 30_000,
        retry: false,
      };
    }),
  });
  return wanted.map((value, index) => {
    if (!isChecked(value)) return free;
    const query = queries[index];
    const isCurrent = debounced[index] === value;
    return {
      isChecking: !isCurrent || Boolean(query?.isFetching),
      isTaken: isCurrent && !query?.isFetching && query?.data === false,
    };
  });
};

/** The same for one value. */
export const useUniquenessCheck = (
  kind: UniquenessKind,
  field: string,
  value: string,
  options: UniquenessOptions = {},
): UniquenessState => useUniquenessChecks(kind, field, [value], options)[0] ?? free;

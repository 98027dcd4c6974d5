import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { isUsernameFree } from '../api/users-admin-api.ts';
import { usersQueryKeys } from './users-query-keys.ts';

export interface UsernameCheck {
  /** A check of the username on screen is under way (or about to start). */
  isChecking: boolean;
  /** The server answered that the username on screen is taken. */
  isTaken: boolean;
}

/** Keystrokes closer than this are checked once, for the last value. */
export const usernameCheckDebounceMs = 200;

/**
 * Checks the username as the user types (POST /api/check/uniqueness/user). The unchanged username of
 * an edited user is not checked. A failed check counts as free: the server refuses a clash anyway.
 */
export const useUsernameCheck = (
  username: string,
  options: { exclude?: string; initial?: string } = {},
): UsernameCheck => {
  const wanted = username.trim();
  const [debounced] = useDebouncedValue(wanted, usernameCheckDebounceMs);
  const isUnchanged = options.initial !== undefined && wanted === options.initial;
  const enabled = wanted !== '' && !isUnchanged;
  const query = useQuery({
    queryKey: usersQueryKeys.usernameFree(debounced, options.exclude),
    queryFn: ({ signal }) => isUsernameFree(debounced, options.exclude, signal),
    enabled: enabled && debounced === wanted,
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

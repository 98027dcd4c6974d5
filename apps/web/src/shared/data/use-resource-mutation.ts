import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The keys a successful write makes stale (usually `keys.all` of each resource it changed). */
export type Invalidates<TData, TVariables> =
  | readonly QueryKey[]
  | ((data: TData, variables: TVariables) => readonly QueryKey[]);

/** What a screen adds to a module's write: its notifications and navigation, never a cache key. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, unknown, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/**
 * A write that owns its cache refresh (docs/decisions/web-data-layer.md): once the server has
 * answered, every query under `invalidates` is refreshed, then the screen's own `onSuccess` runs
 * and `mutateAsync` resolves, so the screen that awaits it shows the new data when it closes its
 * modal. Components never call `invalidateQueries` themselves: they call a module's mutation hook,
 * built on this one, and pass only their notifications.
 */
export const useResourceMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: Invalidates<TData, TVariables>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    ...callbacks,
    mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await callbacks.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
};

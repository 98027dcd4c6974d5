import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { productKeys } from '@/shared/data/keys/fleet-keys.ts';
import { planningKeys } from '@/shared/data/keys/rentals-keys.ts';
import { arrivedPlanning, fetchPlanning, fetchProduct, type PlanningParams } from '../api/planning-api.ts';

/** Others book while the counter looks: the planning is read again every 10 seconds at most. */
export const planningRefreshMillis = 10_000;

/** Answers the boot asked for and the screen started with: not asked again at mount. */
const bootAnswers = new WeakSet<PlanningRead>();

const bootAnswerOf = (params: PlanningParams): PlanningRead | undefined => {
  const answer = arrivedPlanning(params);
  if (answer) bootAnswers.add(answer);
  return answer;
};

/**
 * The planning of the current site over a window. The previous window stays on screen while the
 * next one loads; the answer is not compared field by field with the previous one (20,000 blocks:
 * a new answer simply replaces it).
 */
export const usePlanning = (params: PlanningParams) => {
  // The API answers for the user's current site: the site is part of the key (not of the query),
  // and another site's planning is never shown while this one loads.
  const currentSite = useCurrentSite();
  const siteId = currentSite.site?.id ?? null;
  return useQuery({
    // The shell reads the current site first; waiting for it avoids reading the planning twice.
    enabled: currentSite.isLoaded || !currentSite.isLoading,
    queryKey: planningKeys.list({ ...params, siteId }),
    queryFn: ({ signal }) => fetchPlanning(params, signal),
    // The boot's answer, when it has already arrived, is drawn in the screen's first render (known
    // site only: the key holds it); it is as fresh as a refresh, so the mount does not ask again.
    initialData: currentSite.isLoaded ? () => bootAnswerOf(params) : undefined,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { siteId?: number | null } | undefined)?.siteId === siteId
        ? keepPreviousData(previous)
        : undefined,
    refetchInterval: planningRefreshMillis,
    staleTime: (query) =>
      query.state.data !== undefined && bootAnswers.has(query.state.data) ? planningRefreshMillis : 0,
    structuralSharing: false,
  });
};

/** A product of the planning, opened from its name for a status change. */
export const usePlanningProduct = (productId: number | null) =>
  useQuery({
    queryKey: productKeys.detail(productId ?? 0),
    queryFn: ({ signal }) => fetchProduct(productId ?? 0, signal),
    enabled: productId !== null,
  });

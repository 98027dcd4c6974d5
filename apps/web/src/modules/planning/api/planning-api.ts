import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { rentalsRoutes } from '@velodesk/contract/routes/rentals';
import { z } from 'zod';
import { arrivedRouteAnswer, callRouteChecked } from '@/shared/api/api-route.ts';

export interface PlanningParams {
  searchStartDate: string;
  searchEndDate: string;
  rangeId: number | null;
}

/**
 * The answer's outer shape only. A big site's planning holds 20,000 block tuples: checking each one
 * on every refresh would cost more than drawing the screen, and the API's contract tests already
 * check the tuples against `planningRead` (docs/decisions/planning-calendar.md).
 */
const planningShape = z.object({
  '@type': z.literal('Planning'),
  searchStartDate: z.string(),
  searchEndDate: z.string(),
  ranges: z.array(
    z.object({ id: z.number(), name: z.string(), products: z.custom<unknown[]>(Array.isArray) }),
  ),
  rentals: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null),
});

const planningQueryOf = (params: PlanningParams) => ({
  searchStartDate: params.searchStartDate,
  searchEndDate: params.searchEndDate,
  rangeId: params.rangeId ?? undefined,
});

/** GET /plannings: the current site's products and their blocks over the window (compact tuples). */
export const fetchPlanning = async (params: PlanningParams, signal?: AbortSignal): Promise<PlanningRead> =>
  (await callRouteChecked(rentalsRoutes['GET /plannings'], planningShape, {
    query: planningQueryOf(params),
    signal,
  })) as PlanningRead;

/** The same planning if the boot has already received it (app/boot-prefetch.ts), else undefined. */
export const arrivedPlanning = (params: PlanningParams): PlanningRead | undefined =>
  arrivedRouteAnswer(rentalsRoutes['GET /plannings'], planningShape, { query: planningQueryOf(params) }) as
    | PlanningRead
    | undefined;

/** One product, as the status-change modal shows it (the fleet's call). */
export { fetchProduct } from '@/modules/fleet/api/products-api.ts';

import { type ProductRead, productRead } from '@velodesk/contract/api/catalogue';
import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client.ts';

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

/** GET /plannings: the current site's products and their blocks over the window (compact tuples). */
export const fetchPlanning = async (params: PlanningParams, signal?: AbortSignal): Promise<PlanningRead> =>
  (await apiRequest('/plannings', planningShape, {
    query: {
      searchStartDate: params.searchStartDate,
      searchEndDate: params.searchEndDate,
      rangeId: params.rangeId ?? undefined,
    },
    signal,
  })) as PlanningRead;

/** One product, as the status-change modal shows it. */
export const fetchProduct = (id: number, signal?: AbortSignal): Promise<ProductRead> =>
  apiRequest(`/products/${id}`, productRead, { signal });

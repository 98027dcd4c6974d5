import type { UniquenessKind } from '@velodesk/contract/api/reference';
import { referenceRoutes } from '@velodesk/contract/routes/reference';
import { callRoute } from '@/shared/api/api-route.ts';

/**
 * POST /check/uniqueness/{kind}: may this value be inserted (the edited record, `exclude`, aside)?
 * `country`: a phone's national number is read in this country, as the save reads it.
 */
export const checkUniqueness = async (
  kind: UniquenessKind,
  field: string,
  value: string,
  options: { exclude?: string | undefined; country?: string | null | undefined; signal?: AbortSignal } = {},
): Promise<boolean> => {
  const { exclude, country, signal } = options;
  const answer = await callRoute(referenceRoutes['POST /check/uniqueness/:entity'], {
    params: { entity: kind },
    body: { field, value, ...(exclude ? { exclude } : {}), ...(country ? { country } : {}) },
    signal,
  });
  return answer.canBeInserted;
};

import { type UniquenessKind, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { apiRequest } from '@/shared/api/api-client.ts';

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
  const answer = await apiRequest(`/check/uniqueness/${kind}`, uniquenessAnswer, {
    method: 'POST',
    body: { field, value, ...(exclude ? { exclude } : {}), ...(country ? { country } : {}) },
    signal,
  });
  return answer.canBeInserted;
};

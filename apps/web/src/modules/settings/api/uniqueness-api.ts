import { type UniquenessKind, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { apiRequest } from '../../../app/api-client.ts';

/** POST /check/uniqueness/{kind}: may this value be inserted (the edited record excluded)? */
export const checkUniqueness = async (
  kind: UniquenessKind,
  field: string,
  value: string,
  exclude: string | undefined,
  signal?: AbortSignal,
  country?: string | null,
): Promise<boolean> => {
  const answer = await apiRequest(`/check/uniqueness/${kind}`, uniquenessAnswer, {
    method: 'POST',
    // `country`: a phone's national number is read in this country, as the save reads it.
    body: { field, value, ...(exclude ? { exclude } : {}), ...(country ? { country } : {}) },
    signal,
  });
  return answer.canBeInserted;
};

import { type UniquenessKind, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { apiRequest } from '../../../app/api-client.ts';

/** POST /check/uniqueness/{kind}: may this value be inserted (the edited record excluded)? */
export const checkUniqueness = async (
  kind: UniquenessKind,
  field: string,
  value: string,
  exclude: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> => {
  const answer = await apiRequest(`/check/uniqueness/${kind}`, uniquenessAnswer, {
    method: 'POST',
    body: exclude ? { field, value, exclude } : { field, value },
    signal,
  });
  return answer.canBeInserted;
};

import {
  type DeclinationCreate,
  type DeclinationRead,
  type DeclinationUpdate,
  declinationRead,
  type RangeCreate,
  type RangeRead,
  type RangeUpdate,
  rangeRead,
} from '@velodesk/contract/api/catalogue';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Ranges and declinations (models) of the fleet: created and edited, never deleted. */
export const createRange = (body: RangeCreate): Promise<RangeRead> =>
  apiRequest('/ranges', rangeRead, { method: 'POST', body });

export const updateRange = (id: number, body: RangeUpdate): Promise<RangeRead> =>
  apiRequest(`/ranges/${id}`, rangeRead, { method: 'PATCH', body });

export const createDeclination = (body: DeclinationCreate): Promise<DeclinationRead> =>
  apiRequest('/declinations', declinationRead, { method: 'POST', body });

export const updateDeclination = (id: number, body: DeclinationUpdate): Promise<DeclinationRead> =>
  apiRequest(`/declinations/${id}`, declinationRead, { method: 'PATCH', body });

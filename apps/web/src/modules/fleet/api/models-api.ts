import type {
  DeclinationCreate,
  DeclinationRead,
  DeclinationUpdate,
  RangeCreate,
  RangeRead,
  RangeUpdate,
} from '@velodesk/contract/api/catalogue';
import { catalogueRoutes } from '@velodesk/contract/routes/catalogue';
import { callRoute } from '@/shared/api/api-route.ts';

/** Ranges and declinations (models) of the fleet: created and edited, never deleted. */
export const createRange = (body: RangeCreate): Promise<RangeRead> =>
  callRoute(catalogueRoutes['POST /ranges'], { body });

export const updateRange = (id: number, body: RangeUpdate): Promise<RangeRead> =>
  callRoute(catalogueRoutes['PATCH /ranges/:id'], { params: { id }, body });

export const createDeclination = (body: DeclinationCreate): Promise<DeclinationRead> =>
  callRoute(catalogueRoutes['POST /declinations'], { body });

export const updateDeclination = (id: number, body: DeclinationUpdate): Promise<DeclinationRead> =>
  callRoute(catalogueRoutes['PATCH /declinations/:id'], { params: { id }, body });

import type {
  SettingsDiscountCreate,
  SettingsDiscountRead,
  SettingsDiscountUpdate,
} from '@velodesk/contract/api/pricing';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { callRoute } from '@/shared/api/api-route.ts';

/** Loyalty discounts (settings_discounts; application settings). */
export const createDiscount = (body: SettingsDiscountCreate): Promise<SettingsDiscountRead> =>
  callRoute(pricingRoutes['POST /settings_discounts'], { body });

export const updateDiscount = (id: number, body: SettingsDiscountUpdate): Promise<SettingsDiscountRead> =>
  callRoute(pricingRoutes['PATCH /settings_discounts/:id'], { params: { id }, body });

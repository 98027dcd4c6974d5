import {
  type SettingsDiscountCreate,
  type SettingsDiscountRead,
  type SettingsDiscountUpdate,
  settingsDiscountRead,
} from '@velodesk/contract/api/pricing';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Loyalty discounts (settings_discounts; application settings). */
export const createDiscount = (body: SettingsDiscountCreate): Promise<SettingsDiscountRead> =>
  apiRequest('/settings_discounts', settingsDiscountRead, { method: 'POST', body });

export const updateDiscount = (id: number, body: SettingsDiscountUpdate): Promise<SettingsDiscountRead> =>
  apiRequest(`/settings_discounts/${id}`, settingsDiscountRead, { method: 'PATCH', body });

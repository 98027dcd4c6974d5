import { type MenuGroup, settingsMenuGroups } from '@/shared/navigation/menu-entries.ts';

/**
 * The links of the settings sidebar: the settings menu of the shell (back-office spec "Menus"),
 * taxes included (the cog menu and the home tiles list them like their siblings). Every link keeps
 * its route key, so the sidebar hides what the user's feature accesses do not allow.
 */
export const settingsSidebarGroups: readonly MenuGroup[] = settingsMenuGroups;

/** Ids of the groups, for screens whose sidebar shows only some (pricings: pricings and reports). */
export const settingsGroupIds = {
  product: 'settings-product',
  rental: 'settings-rental',
  users: 'settings-users',
} as const;

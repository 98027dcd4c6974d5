import { IconReceiptTax } from '@tabler/icons-react';
import { type MenuGroup, type MenuLink, settingsMenuGroups } from '../../app/shell/menu-entries.ts';

/**
 * The links of the settings sidebar: the settings menu of the shell (back-office spec "Menus"),
 * plus the taxes screen, which the spec places under the settings breadcrumb but in no menu.
 * Every link keeps its route key, so the sidebar hides what the user's feature accesses do not allow.
 */
export const taxesLink: MenuLink = {
  to: '/taxes',
  routeKey: 'taxes',
  labelKey: 'MENU.TAXES',
  icon: IconReceiptTax,
};

const withExtraLinks = (group: MenuGroup): MenuGroup =>
  group.id === 'settings-product' ? { ...group, links: [...group.links, taxesLink] } : group;

export const settingsSidebarGroups: readonly MenuGroup[] = settingsMenuGroups.map(withExtraLinks);

/** Ids of the groups, for screens whose sidebar shows only some (pricings: pricings and reports). */
export const settingsGroupIds = {
  product: 'settings-product',
  rental: 'settings-rental',
  users: 'settings-users',
} as const;

import {
  IconBike,
  IconBuilding,
  IconBuildingStore,
  IconCalendar,
  IconCash,
  IconCurrencyEuro,
  IconDiscount,
  IconFileInvoice,
  IconFilePlus,
  IconFileSpreadsheet,
  IconHistory,
  IconIdBadge2,
  IconInfoCircle,
  IconKey,
  IconList,
  IconLockDollar,
  IconMail,
  IconMapPin,
  IconMapPins,
  IconReceipt,
  IconReceiptTax,
  IconReportAnalytics,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconShieldSearch,
  IconTableExport,
  IconTool,
  IconUser,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import {
  canExport,
  canReadReports,
  type FeatureIdentifier,
  type Grants,
  hasFeature,
  isAdministrator,
  type RouteKey,
  routeRequirements,
  satisfies,
} from '@velodesk/contract/permissions';
import type { ComponentType } from 'react';
import type { TextKey } from '@/i18n/text-key.ts';

/** The menus of the shell (back-office spec "Menus"), as data; each entry shows only when allowed. */
export type MenuIcon = ComponentType<{ size?: number | string; stroke?: number }>;

export interface MenuLink {
  /** Where the entry leads, with its query string if any. */
  to: string;
  routeKey: RouteKey;
  labelKey: TextKey;
  icon: MenuIcon;
  /** The export entries also need the ADMINISTRATEUR or FINANCE profile. */
  needsExportProfile?: boolean;
  /**
   * A feature the entry's action needs beyond its route's: the route of "new contract" is open to
   * reservation access too, but only contract access may create one.
   */
  needsFeature?: FeatureIdentifier;
  /** The entry is for the ADMINISTRATEUR profile only (the personal data journal). */
  needsAdministrator?: boolean;
}

export interface MenuGroup {
  id: string;
  labelKey: TextKey;
  icon: MenuIcon;
  links: readonly MenuLink[];
}

/** `data-testid` of an entry: menu-<path>, slashes as dashes and no query ("menu-rental-contract"). */
export const menuTestId = (to: string): string =>
  `menu-${to.replace(/^\//, '').split('?')[0]?.replace(/\//g, '-')}`;

export const calendarLink: MenuLink = {
  to: '/calendar',
  routeKey: 'calendar',
  labelKey: 'MENU.CALENDAR',
  icon: IconCalendar,
};

export const mainMenuGroups: readonly MenuGroup[] = [
  {
    id: 'customers',
    labelKey: 'MENU.CUSTOMERS',
    icon: IconUsers,
    links: [
      {
        to: '/individual-customers',
        routeKey: 'customers',
        labelKey: 'MENU.INDIVIDUAL_CUSTOMERS',
        icon: IconUser,
      },
      {
        to: '/company-customers',
        routeKey: 'customers',
        labelKey: 'MENU.COMPANY_CUSTOMERS',
        icon: IconBuilding,
      },
      // Who read or exported customers' personal data (issue 26): administrators only.
      {
        to: '/personal-data-journal',
        routeKey: 'customers',
        labelKey: 'PRIVACY.JOURNAL.MENU',
        icon: IconShieldSearch,
        needsAdministrator: true,
      },
    ],
  },
  {
    id: 'rentals',
    labelKey: 'MENU.RENTALS_GROUP',
    icon: IconBike,
    links: [
      { to: '/rentals', routeKey: 'rentals', labelKey: 'MENU.RENTALS', icon: IconList },
      {
        to: '/rental/contract?edit=false',
        routeKey: 'rental',
        labelKey: 'MENU.NEW_CONTRACT',
        icon: IconFilePlus,
        needsFeature: 'rental_contract',
      },
    ],
  },
  {
    id: 'finance',
    labelKey: 'MENU.FINANCE',
    icon: IconReceipt,
    links: [
      { to: '/invoices', routeKey: 'invoices', labelKey: 'MENU.INVOICES', icon: IconFileInvoice },
      { to: '/payments', routeKey: 'payments', labelKey: 'MENU.PAYMENTS', icon: IconCash },
      // What the drawer should hold: every user with contract access (counter, manager, finance).
      {
        to: '/held-deposits',
        routeKey: 'held-deposits',
        labelKey: 'DEPOSITS.HELD.MENU',
        icon: IconLockDollar,
      },
      {
        to: '/invoice-export',
        routeKey: 'invoice-export',
        labelKey: 'MENU.INVOICE_EXPORT',
        icon: IconFileSpreadsheet,
        needsExportProfile: true,
      },
      {
        to: '/payment-export',
        routeKey: 'payment-export',
        labelKey: 'MENU.PAYMENT_EXPORT',
        icon: IconTableExport,
        needsExportProfile: true,
      },
      // The ledger: behind the invoices' route, for finance and administrators (the server's rule).
      {
        to: '/ledger',
        routeKey: 'invoices',
        labelKey: 'LEDGER.MENU',
        icon: IconShieldCheck,
        needsExportProfile: true,
      },
      // The technical event journal: the same people, the same route's guard.
      {
        to: '/technical-journal',
        routeKey: 'invoices',
        labelKey: 'JOURNAL.MENU',
        icon: IconShieldCheck,
        needsExportProfile: true,
      },
    ],
  },
];

export const settingsMenuGroups: readonly MenuGroup[] = [
  {
    id: 'settings-product',
    labelKey: 'MENU.SETTINGS_PRODUCT',
    icon: IconSettings,
    links: [
      {
        to: '/fidelity-settings',
        routeKey: 'fidelity-settings',
        labelKey: 'MENU.FIDELITY_SETTINGS',
        icon: IconDiscount,
      },
      { to: '/site-settings', routeKey: 'site-settings', labelKey: 'MENU.SITE_SETTINGS', icon: IconMapPin },
      {
        to: '/company-settings',
        routeKey: 'company-settings',
        labelKey: 'MENU.COMPANY_SETTINGS',
        icon: IconBuildingStore,
      },
      { to: '/fleet', routeKey: 'fleet', labelKey: 'MENU.FLEET', icon: IconTool },
      { to: '/taxes', routeKey: 'taxes', labelKey: 'MENU.TAXES', icon: IconReceiptTax },
    ],
  },
  {
    id: 'settings-rental',
    labelKey: 'MENU.SETTINGS_RENTAL',
    icon: IconBike,
    links: [
      { to: '/pricings', routeKey: 'pricings', labelKey: 'MENU.PRICINGS', icon: IconCurrencyEuro },
      {
        to: '/deposit-rules',
        routeKey: 'deposit-rules',
        labelKey: 'DEPOSITS.RULES.MENU',
        icon: IconShieldLock,
      },
      { to: '/reports', routeKey: 'reports', labelKey: 'MENU.REPORTS', icon: IconReportAnalytics },
    ],
  },
  {
    id: 'settings-users',
    labelKey: 'MENU.SETTINGS_USERS',
    icon: IconUsersGroup,
    links: [
      {
        to: '/user-management',
        routeKey: 'user-management',
        labelKey: 'MENU.USER_MANAGEMENT',
        icon: IconUsersGroup,
      },
      {
        to: '/profile-management',
        routeKey: 'profile-management',
        labelKey: 'MENU.PROFILE_MANAGEMENT',
        icon: IconIdBadge2,
      },
      {
        to: '/feature-management',
        routeKey: 'feature-management',
        labelKey: 'MENU.FEATURE_MANAGEMENT',
        icon: IconKey,
      },
      { to: '/outbox', routeKey: 'outbox', labelKey: 'MENU.OUTBOX', icon: IconMail },
    ],
  },
];

export const infoLinks: readonly MenuLink[] = [
  { to: '/about', routeKey: 'about', labelKey: 'MENU.ABOUT', icon: IconInfoCircle },
  { to: '/changelog', routeKey: 'changelog', labelKey: 'MENU.CHANGELOG', icon: IconHistory },
];

export const siteListLink: MenuLink = {
  to: '/site-list',
  routeKey: 'site-list',
  labelKey: 'MENU.SITE_LIST',
  icon: IconMapPins,
};

export const userProfileLink: MenuLink = {
  to: '/user-profile',
  routeKey: 'user-profile',
  labelKey: 'MENU.USER_PROFILE',
  icon: IconUserCircle,
};

/** The export screens: their feature, and the ADMINISTRATEUR or FINANCE profile too. */
const exportRouteKeys: ReadonlySet<RouteKey> = new Set<RouteKey>(['invoice-export', 'payment-export']);

/**
 * Whether the user may open a route: the one rule of the menus and the route guard, so that a page
 * the menus hide is never reachable by its URL either. Nothing until the grants are loaded.
 */
export const mayOpenRoute = (routeKey: RouteKey, grants: Grants | null): boolean => {
  if (!grants) return false;
  if (!satisfies(grants, routeRequirements[routeKey])) return false;
  // The reports (fleet status): the ADMINISTRATEUR, FINANCE and RESPONSABLE profiles.
  if (routeKey === 'reports') return canReadReports(grants);
  return !exportRouteKeys.has(routeKey) || canExport(grants);
};

/** Whether the user may see an entry; nothing shows until the grants are loaded. */
export const isLinkVisible = (link: MenuLink, grants: Grants | null): boolean =>
  mayOpenRoute(link.routeKey, grants) &&
  (!link.needsExportProfile || canExport(grants as Grants)) &&
  (!link.needsFeature || hasFeature(grants as Grants, link.needsFeature)) &&
  (!link.needsAdministrator || isAdministrator(grants as Grants));

export const visibleLinks = (links: readonly MenuLink[], grants: Grants | null): MenuLink[] =>
  links.filter((link) => isLinkVisible(link, grants));

/** Groups with their visible links; a group with none is left out. */
export const visibleGroups = (groups: readonly MenuGroup[], grants: Grants | null): MenuGroup[] =>
  groups
    .map((group) => ({ ...group, links: visibleLinks(group.links, grants) }))
    .filter((group) => group.links.length > 0);

/** The menu label of a route (the first entry leading there), for messages about that page. */
export const routeLabelKey = (routeKey: RouteKey): TextKey | null => {
  const links = [
    calendarLink,
    ...mainMenuGroups.flatMap((group) => group.links),
    ...settingsMenuGroups.flatMap((group) => group.links),
    ...infoLinks,
    siteListLink,
    userProfileLink,
  ];
  return links.find((link) => link.routeKey === routeKey)?.labelKey ?? null;
};

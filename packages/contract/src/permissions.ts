/**
 * Features, permissions and the route table of the specs. The server checks these on every call;
 * the web app uses the same table to hide what the user cannot use.
 */
export const featureIdentifiers = [
  'planning',
  'rental_reservation',
  'rental_contract',
  'settings_users',
  'settings_access',
  'settings_application',
  'all_destination',
  'data_protection',
] as const;
export type FeatureIdentifier = (typeof featureIdentifiers)[number];

/** Feature ids are fixed by the migration that seeds them (ids 2 and 3 are read specially). */
export const FeatureId: Record<FeatureIdentifier, number> = {
  planning: 1,
  rental_reservation: 2,
  rental_contract: 3,
  settings_users: 4,
  settings_access: 5,
  settings_application: 6,
  all_destination: 7,
  data_protection: 8,
};

/** The permission names of the specs, as shown to managers. */
export const permissionNames: Record<FeatureIdentifier, string> = {
  planning: 'Planning',
  rental_reservation: 'Location (réservation)',
  rental_contract: 'Location (contrat)',
  settings_users: 'Paramétrages utilisateurs',
  settings_access: 'Paramétrages accès',
  settings_application: 'Paramétrages applicatifs',
  all_destination: 'Toute destination',
  data_protection: 'Protection des données',
};

export const AccessType = { granted: 'oui', denied: 'non' } as const;
export type AccessTypeValue = (typeof AccessType)[keyof typeof AccessType];

export const ProfileName = {
  admin: 'ADMINISTRATEUR',
  finance: 'FINANCE',
  manager: 'RESPONSABLE',
  counter: 'VENDEUR',
  trainee: 'STAGIAIRE',
} as const;

/** Profiles that see the invoice and payment export entries. */
export const exportProfiles: readonly string[] = [ProfileName.admin, ProfileName.finance];

/**
 * What a call or a screen needs: signed in only, or any one of the listed features.
 * `{ anyOf: [] }` is never used: "login" says it.
 */
export type Requirement = 'public' | 'login' | { anyOf: readonly FeatureIdentifier[] };

export const need = (...anyOf: FeatureIdentifier[]): Requirement => ({ anyOf });

/** What the signed-in user holds, as the server computes it (and sends to the web app). */
export interface Grants {
  profileName: string;
  features: readonly FeatureIdentifier[];
}

export const isAdministrator = (grants: Grants): boolean => grants.profileName === ProfileName.admin;

export const hasFeature = (grants: Grants, feature: FeatureIdentifier): boolean =>
  isAdministrator(grants) || grants.features.includes(feature);

export const satisfies = (grants: Grants | null, requirement: Requirement): boolean => {
  if (requirement === 'public') return true;
  if (!grants) return false;
  if (requirement === 'login') return true;
  return requirement.anyOf.some((feature) => hasFeature(grants, feature));
};

/** Whether the user may see and choose every site (docs/domain.md "Sites and access"). */
export const seesAllSites = (grants: Grants): boolean => hasFeature(grants, 'all_destination');

export const canExport = (grants: Grants): boolean => exportProfiles.includes(grants.profileName);

/** Profiles that read the reports (the fleet status): the exports' profiles and the site managers. */
export const reportProfiles: readonly string[] = [
  ProfileName.admin,
  ProfileName.finance,
  ProfileName.manager,
];

/**
 * Who answers a customer's data request and reveals identity numbers (docs/decisions/personal-data.md):
 * finance, administrators, and the holders of the data-protection feature.
 */
export const canHandlePersonalData = (grants: Grants): boolean =>
  canExport(grants) || hasFeature(grants, 'data_protection');

/**
 * Who may see an identity number in clear (one at a time, journaled): holders of the
 * data-protection feature (administrators have every feature). Finance exports a customer's data
 * on request, but reads identity numbers masked like everyone else.
 */
export const canRevealIdentity = (grants: Grants): boolean => hasFeature(grants, 'data_protection');

export const canReadReports = (grants: Grants): boolean => reportProfiles.includes(grants.profileName);

/** The route table of the specs (paths of the web app, without the leading slash). */
export const routeRequirements = {
  home: 'login',
  'user-profile': 'login',
  changelog: 'login',
  'site-list': 'login',
  calendar: need('planning'),
  taxes: need('planning'),
  rentals: need('planning'),
  'rental-details': need('planning'),
  rental: need('rental_contract', 'rental_reservation'),
  'rentals-by-state': need('rental_contract', 'rental_reservation'),
  invoices: need('rental_contract'),
  payments: need('rental_contract'),
  'held-deposits': need('rental_contract'),
  'invoice-export': need('rental_contract'),
  'payment-export': need('rental_contract'),
  'user-management': need('settings_users'),
  'feature-management': need('settings_access'),
  'profile-management': need('settings_access'),
  'site-settings': need('settings_application'),
  'company-settings': need('settings_application'),
  'fidelity-settings': need('settings_application'),
  'deposit-rules': need('settings_application'),
  pricings: need('settings_application'),
  reports: 'login',
  fleet: need('settings_application'),
  outbox: need('settings_users'),
  about: 'login',
  customers: 'login',
} as const satisfies Record<string, Requirement>;
export type RouteKey = keyof typeof routeRequirements;

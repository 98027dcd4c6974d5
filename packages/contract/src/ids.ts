/**
 * Fixed reference ids, seeded by migrations (docs/domain.md "Fixed reference data").
 * Both the API and the web app read them from here; never repeat a literal id elsewhere.
 */
export const RentalType = { contract: 1, reservation: 2 } as const;
export const RentalState = { new: 1, inProgress: 2, validated: 3, cancelled: 4, failed: 5 } as const;
export const ProductStatus = {
  inCarton: 1,
  available: 2,
  rented: 3,
  unavailable: 4,
  outOfService: 5,
  scrapped: 6,
} as const;
export const CustomerType = { company: 1, individual: 2 } as const;
/** Fidelity ids 1, 2, 3 are the levels 0, 1, 2. */
export const fidelityIdForLevel = (level: number): number => level + 1;
export const PricingType = { standard: 1, external: 2 } as const;
export const StayState = { reservation: 3, present: 4 } as const;
export const DurationType = { halfDay: 1, day: 2 } as const;
export const Display = { ht: 1, ttc: 2 } as const;

/** Interface languages and their /api/languages/{id} references. */
export const LanguageId = { fr: 1, en: 2, de: 3, it: 4, es: 5, zh: 6, nl: 7, ru: 8 } as const;
export const interfaceLanguages = ['en', 'fr', 'es', 'de', 'it', 'ru'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const fallbackLanguage: InterfaceLanguage = 'fr';
/** The language of the shell on first run, before anyone chose one (back-office spec §9). */
export const firstRunLanguage: InterfaceLanguage = 'en';

export const languageCodeForId = (id: number): InterfaceLanguage => {
  const found = Object.entries(LanguageId).find(([, value]) => value === id)?.[0];
  return (interfaceLanguages as readonly string[]).includes(found ?? '')
    ? (found as InterfaceLanguage)
    : fallbackLanguage;
};

/** The country that is never offered in site selectors (spec: "Autres"). */
export const otherCountryName = 'Autres';
/** The central workshop site, hidden from the site list. */
export const centralWorkshopSiteName = 'Atelier central';

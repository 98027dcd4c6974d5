/**
 * Typed translation keys (issue 10, docs/decisions/web-bundles.md): the French texts — the shared
 * file and each module's file, merged at run time by `locales/fr.ts` — are the reference, so a
 * call of t with a key they lack is a type error. Type-only imports: no JSON reaches a bundle
 * from here.
 */
import type customers from '@/modules/customers/i18n/fr.json';
import type deposits from '@/modules/deposits/i18n/fr.json';
import type exportsTexts from '@/modules/exports/i18n/fr.json';
import type fleet from '@/modules/fleet/i18n/fr.json';
import type invoices from '@/modules/invoices/i18n/fr.json';
import type payments from '@/modules/payments/i18n/fr.json';
import type planning from '@/modules/planning/i18n/fr.json';
import type pricing from '@/modules/pricing/i18n/fr.json';
import type privacy from '@/modules/privacy/i18n/fr.json';
import type rentalProducts from '@/modules/rental-products/i18n/fr.json';
import type rentals from '@/modules/rentals/i18n/fr.json';
import type rentalList from '@/modules/rentals/list/i18n/fr.json';
import type search from '@/modules/search/i18n/fr.json';
import type settings from '@/modules/settings/i18n/fr.json';
import type users from '@/modules/users/i18n/fr.json';
import type versions from '@/modules/versions/i18n/fr.json';
import type shared from './fr.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof shared &
        typeof customers &
        typeof deposits &
        typeof exportsTexts &
        typeof fleet &
        typeof invoices &
        typeof payments &
        typeof planning &
        typeof pricing &
        typeof privacy &
        typeof rentalList &
        typeof rentalProducts &
        typeof rentals &
        typeof search &
        typeof settings &
        typeof users &
        typeof versions;
    };
    returnNull: false;
  }
}

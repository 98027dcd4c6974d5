import type { SessionAnswer } from '@velodesk/contract/api/access';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';

/** A signed-in session as POST /api/login answers it. */
export const sessionFixture = (
  overrides: {
    profileName?: string;
    features?: FeatureIdentifier[];
    expiresInSeconds?: number;
    languageId?: number;
  } = {},
): SessionAnswer => ({
  token: 'token-123',
  token_expiration_timestamp: Math.floor(Date.now() / 1000) + (overrides.expiresInSeconds ?? 3600),
  id: 7,
  username: 'counter',
  firstName: 'Bruno',
  lastName: 'Petit',
  email: 'counter@velodesk.test',
  profile: {
    '@id': '/api/profiles/4',
    id: 4,
    name: overrides.profileName ?? 'VENDEUR',
    description: 'Vendeur',
  },
  settingsPlanning: 14,
  language: {
    '@id': `/api/languages/${overrides.languageId ?? 2}`,
    id: overrides.languageId ?? 2,
    name: 'English',
  },
  features: overrides.features ?? ['planning', 'rental_contract'],
});

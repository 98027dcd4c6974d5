import type {
  FeatureAccessRead,
  FeatureRead,
  ProfileRead,
  SettingsUserRead,
  UserRead,
} from '@velodesk/contract/api/access';
import { ref } from '../../platform/hydra.ts';
import type { FeatureAccessRow, FeatureRow, ProfileRow, UserWithProfile } from './access.repository.ts';

/** The access module's answers. */

export const toSettingsUserRead = (
  row: { id: number; siteId: number | null; userId: number; username: string },
  siteName: string | null,
): SettingsUserRead => ({
  '@id': ref('settings_users', row.id),
  '@type': 'SettingsUser',
  id: row.id,
  site:
    row.siteId === null ? null : { '@id': ref('sites', row.siteId), id: row.siteId, name: siteName ?? '' },
  user: { '@id': ref('users', row.userId), id: row.userId, username: row.username },
});

export const toUserRead = (
  user: UserWithProfile,
  destinations: Array<{ id: number; name: string }>,
): UserRead => ({
  '@id': ref('users', user.id),
  '@type': 'User',
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  language: user.languageId
    ? { '@id': ref('languages', user.languageId), id: user.languageId, name: user.languageName ?? '' }
    : null,
  profile: {
    '@id': ref('profiles', user.profileId),
    id: user.profileId,
    name: user.profileName,
    description: user.profileDescription,
  },
  entryDate: user.entryDate,
  endDate: user.endDate,
  destinations: destinations.map((d) => ({ '@id': ref('sites', d.id), id: d.id, name: d.name })),
  roles: user.roles,
  activated: user.activated,
  settingsPlanning: user.settingsPlanning,
});

export const toProfileRead = (row: ProfileRow): ProfileRead => ({
  '@id': ref('profiles', row.id),
  '@type': 'Profile',
  id: row.id,
  name: row.name,
  description: row.description,
  activated: row.activated,
});

export const toFeatureRead = (row: FeatureRow): FeatureRead => ({
  '@id': ref('features', row.id),
  '@type': 'Feature',
  id: row.id,
  name: row.name,
  identifier: row.identifier,
  activated: row.activated,
});

export const toFeatureAccessRead = (row: FeatureAccessRow): FeatureAccessRead => ({
  '@id': ref('feature_accesses', row.id),
  '@type': 'FeatureAccess',
  id: row.id,
  feature: {
    '@id': ref('features', row.featureId),
    id: row.featureId,
    name: row.featureName,
    identifier: row.featureIdentifier,
    activated: row.featureActivated,
  },
  profile: { '@id': ref('profiles', row.profileId), id: row.profileId, name: row.profileName },
  accessType: row.accessType === 'oui' ? 'oui' : 'non',
});

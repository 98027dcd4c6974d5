import type { ProfileRead, UserCreateInput, UserRead, UserUpdateInput } from '@velodesk/contract/api/access';
import { iri } from '@velodesk/contract/hydra';
import { LanguageId } from '@velodesk/contract/ids';
import { ProfileName } from '@velodesk/contract/permissions';

/** The values of the user modal (add and edit), as the inputs hold them. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** Add only. */
  password: string;
  /** yyyy-mm-dd or ''. */
  entryDate: string;
  endDate: string;
  /** IRIs. */
  language: string | null;
  destinations: string[];
  profile: string | null;
}

export type UserField = keyof UserFormValues;

export const emptyUserForm = (): UserFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  entryDate: new Date().toISOString().slice(0, 10),
  endDate: '',
  language: iri('languages', LanguageId.fr),
  destinations: [],
  profile: null,
});

export const userFormOf = (user: UserRead): UserFormValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  username: user.username,
  password: '',
  entryDate: user.entryDate ?? '',
  endDate: user.endDate ?? '',
  language: user.language?.['@id'] ?? null,
  destinations: user.destinations.map((site) => site['@id']),
  profile: user.profile['@id'],
});

const trimmed = (value: string): string => value.trim();
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** POST /api/users: empty e-mail and end date are sent as null. */
export const toCreateBody = (values: UserFormValues): UserCreateInput => ({
  firstName: trimmed(values.firstName),
  lastName: trimmed(values.lastName),
  email: orNull(values.email),
  username: trimmed(values.username),
  password: values.password,
  entryDate: trimmed(values.entryDate),
  endDate: orNull(values.endDate),
  language: values.language,
  destinations: values.destinations,
  profile: values.profile ?? '',
});

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * PATCH /api/users/{id}: only what changed (a manager may not send the fields of their own record
 * they cannot change). An emptied end date is sent as null.
 */
export const toUpdateBody = (initial: UserFormValues, values: UserFormValues): UserUpdateInput => {
  const body: UserUpdateInput = {};
  if (trimmed(values.firstName) !== initial.firstName) body.firstName = trimmed(values.firstName);
  if (trimmed(values.lastName) !== initial.lastName) body.lastName = trimmed(values.lastName);
  if (trimmed(values.email) !== initial.email) body.email = orNull(values.email);
  if (trimmed(values.username) !== initial.username) body.username = trimmed(values.username);
  if (trimmed(values.entryDate) !== initial.entryDate) body.entryDate = trimmed(values.entryDate);
  if (trimmed(values.endDate) !== initial.endDate) body.endDate = orNull(values.endDate);
  if (values.language !== initial.language && values.language) body.language = values.language;
  if (!sameList(values.destinations, initial.destinations)) body.destinations = values.destinations;
  if (values.profile !== initial.profile && values.profile) body.profile = values.profile;
  return body;
};

/**
 * The profiles a user may give: those at or below their own rank (an id at or above theirs); the
 * administrator gives any. Deactivated profiles are left out, except the one already held.
 */
export const profileChoices = (
  profiles: readonly ProfileRead[],
  own: { id: number; name: string },
  current?: string | null,
): ProfileRead[] =>
  profiles.filter(
    (profile) =>
      profile['@id'] === current ||
      (profile.activated && (own.name === ProfileName.admin || profile.id >= own.id)),
  );

/** Whether the signed-in user may manage a user of this profile (same or lower rank). */
export const mayManageProfile = (profileId: number, own: { id: number; name: string }): boolean =>
  own.name === ProfileName.admin || profileId >= own.id;

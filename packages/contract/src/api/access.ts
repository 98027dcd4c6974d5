import { z } from 'zod';
import { iriOf } from '../hydra.ts';
import { checkPassword, type PasswordCheck, passwordRuleDescription } from '../password.ts';
import { AccessType, featureIdentifiers } from '../permissions.ts';

/** Sign-in, sessions, users, profiles, features and feature accesses. */

/**
 * Stable codes of the access module's refusals (sign-in, sessions, users, profiles, features,
 * account mails and tokens): the hydra error's `code`, and a violation's `code` on its field.
 */
export const AccessErrorCode = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  signInThrottled: 'SIGN_IN_THROTTLED',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  profileDeactivated: 'PROFILE_DEACTIVATED',
  accountExpired: 'ACCOUNT_EXPIRED',
  accountNotActiveYet: 'ACCOUNT_NOT_ACTIVE_YET',
  invalidToken: 'INVALID_TOKEN',
  tokenAlreadyRenewed: 'TOKEN_ALREADY_RENEWED',
  userNotFound: 'USER_NOT_FOUND',
  profileNotFound: 'PROFILE_NOT_FOUND',
  featureNotFound: 'FEATURE_NOT_FOUND',
  featureAccessNotFound: 'FEATURE_ACCESS_NOT_FOUND',
  usernameTaken: 'USERNAME_TAKEN',
  profileNameTaken: 'PROFILE_NAME_TAKEN',
  featureIdentifierTaken: 'FEATURE_IDENTIFIER_TAKEN',
  featureNameTaken: 'FEATURE_NAME_TAKEN',
  fixedIdentifier: 'FIXED_FEATURE_IDENTIFIER',
  reservedProfileRename: 'RESERVED_PROFILE_RENAME',
  ownProfileProtected: 'OWN_PROFILE_PROTECTED',
  featureListedTwice: 'FEATURE_LISTED_TWICE',
  profileRankProtected: 'PROFILE_RANK_PROTECTED',
  passwordRule: 'PASSWORD_RULE',
  higherRank: 'USER_HIGHER_RANK',
  profileRankTooHigh: 'PROFILE_RANK_TOO_HIGH',
  sitesNotVisible: 'SITES_NOT_VISIBLE',
  ownRecordOnly: 'OWN_RECORD_ONLY',
  ownAccountProtected: 'OWN_ACCOUNT_PROTECTED',
  reservedProfileName: 'RESERVED_PROFILE_NAME',
  administratorProfileProtected: 'ADMINISTRATOR_PROFILE_PROTECTED',
  userHasRecords: 'USER_HAS_RECORDS',
  noEmailAddress: 'NO_EMAIL_ADDRESS',
  mailNotSent: 'MAIL_NOT_SENT',
  invalidLink: 'INVALID_LINK',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
} as const;
export type AccessErrorCodeValue = (typeof AccessErrorCode)[keyof typeof AccessErrorCode];

export const loginRequest = z.object({
  username: z.string().trim().min(1, 'username is required').max(180),
  password: z.string().min(1, 'password is required').max(4096),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const languageRef = z.object({ '@id': z.string(), id: z.number().int(), name: z.string() });

export const profileSummary = z.object({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});

/** The answer of POST /api/login and of POST /api/token/velodesk_refresh. */
export const sessionAnswer = z.object({
  token: z.string(),
  /** Unix seconds at which the token stops working. */
  token_expiration_timestamp: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profile: profileSummary,
  settingsPlanning: z.number().int(),
  language: languageRef,
  /** The feature identifiers whose access is "oui" for this user's profile. */
  features: z.array(z.enum(featureIdentifiers)),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const userRead = z.object({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  language: languageRef.nullable(),
  profile: profileSummary,
  entryDate: z.string().nullable(),
  endDate: z.string().nullable(),
  destinations: z.array(z.object({ '@id': z.string(), id: z.number().int(), name: z.string() })),
  roles: z.array(z.string()),
  activated: z.boolean(),
  settingsPlanning: z.number().int(),
});
export type UserRead = z.infer<typeof userRead>;

export const profileRead = profileSummary.extend({ '@type': z.literal('Profile'), activated: z.boolean() });
export type ProfileRead = z.infer<typeof profileRead>;

export const featureRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Feature'),
  id: z.number().int(),
  name: z.string(),
  /** One of the seven fixed identifiers, or the identifier of a feature added later. */
  identifier: z.string(),
  activated: z.boolean(),
});
export type FeatureRead = z.infer<typeof featureRead>;

export const featureAccessRead = z.object({
  '@id': z.string(),
  '@type': z.literal('FeatureAccess'),
  id: z.number().int(),
  feature: z.object({
    '@id': z.string(),
    id: z.number().int(),
    name: z.string(),
    identifier: z.string(),
    /** A deactivated feature grants nothing, whatever the access says. */
    activated: z.boolean(),
  }),
  profile: z.object({ '@id': z.string(), id: z.number().int(), name: z.string() }),
  accessType: z.enum(['oui', 'non']),
});
export type FeatureAccessRead = z.infer<typeof featureAccessRead>;

export const settingsUserRead = z.object({
  '@id': z.string(),
  '@type': z.literal('SettingsUser'),
  id: z.number().int(),
  site: z.object({ '@id': z.string(), id: z.number().int(), name: z.string() }).nullable(),
  user: z.object({ '@id': z.string(), id: z.number().int(), username: z.string() }),
});
export type SettingsUserRead = z.infer<typeof settingsUserRead>;

export const settingsUserCreate = z.object({ site: z.string() });
export const settingsUserUpdate = z.object({ site: z.string() });

// ---- request bodies of the administration of users, profiles and features ----

const missingLabels: Record<PasswordCheck['missing'][number], string> = {
  length: 'at least 8 characters',
  upper: 'an upper-case letter',
  lower: 'a lower-case letter',
  digit: 'a digit',
  special: 'two special characters',
};

/** The message naming the password rule and what the given password lacks. */
export const passwordRuleMessage = (check: PasswordCheck): string =>
  `${passwordRuleDescription} Missing: ${check.missing.map((m) => missingLabels[m]).join(', ')}.`;

/** A new password: the rule of `password.ts`, checked by the server as by the forms. */
export const passwordField = z
  .string({ error: 'Password is required.' })
  .max(4096, 'The password is too long.')
  .superRefine((value, ctx) => {
    const check = checkPassword(value);
    if (!check.isValid) ctx.addIssue({ code: 'custom', message: passwordRuleMessage(check) });
  });

const personName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

export const usernameField = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(180, 'The username is too long.')
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Use letters, digits and . _ @ - only (no spaces).');

const emailField = z.email('Enter a valid e-mail address.').max(180).nullable();
const dateField = (label: string) => z.iso.date(`${label} must be a date (yyyy-mm-dd).`);

/**
 * A user's dates: the end date, when given, is not before the entry date (ISO dates compare as
 * text). The API refuses it (422 on endDate) and the user modal says so as it is typed.
 */
export const isEndBeforeEntry = (
  entryDate: string | null | undefined,
  endDate: string | null | undefined,
): boolean => Boolean(entryDate && endDate && endDate < entryDate);

/**
 * POST /api/users. `roles` is accepted and ignored: a new user only ever gets ROLE_USER.
 * Without a password the account awaits confirmation (docs/decisions/account-tokens.md).
 */
export const userCreate = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField.optional(),
  username: usernameField,
  password: passwordField.nullable().optional(),
  entryDate: dateField('Entry date'),
  endDate: dateField('End date').nullable().optional(),
  language: iriOf('languages').nullable().optional(),
  destinations: z.array(iriOf('sites')).max(500).optional(),
  profile: iriOf('profiles'),
  activated: z.boolean().optional(),
  roles: z.array(z.string()).optional(),
});
export type UserCreate = z.infer<typeof userCreate>;
export type UserCreateInput = z.input<typeof userCreate>;

/**
 * PATCH /api/users/{id}. Anyone may change their own names, e-mail, language and password; the
 * other fields, and other users, need the user-settings feature (and the rank rule).
 */
export const userUpdate = z.strictObject({
  firstName: personName('First name').optional(),
  lastName: personName('Last name').optional(),
  email: emailField.optional(),
  language: iriOf('languages').optional(),
  password: passwordField.optional(),
  username: usernameField.optional(),
  entryDate: dateField('Entry date').optional(),
  endDate: dateField('End date').nullable().optional(),
  activated: z.boolean().optional(),
  profile: iriOf('profiles').optional(),
  destinations: z.array(iriOf('sites')).max(500).optional(),
  roles: z.array(z.string()).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;
export type UserUpdateInput = z.input<typeof userUpdate>;

/** The fields of PATCH /api/users/{id} a user may change on their own record without user settings. */
export const ownProfileFields = ['firstName', 'lastName', 'email', 'language', 'password'] as const;

/** The own-profile form (user-profile page). */
export const ownProfileUpdate = userUpdate.pick({
  firstName: true,
  lastName: true,
  email: true,
  language: true,
});
/** The password form of the own profile and the edit-password modal of the user list. */
export const passwordUpdate = z.strictObject({ password: passwordField });

const profileName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'The name is too long.');

/** POST /api/profiles. */
export const profileCreate = z.strictObject({
  name: profileName,
  description: z.string().trim().max(255).nullable().optional(),
  activated: z.boolean().optional(),
});
export type ProfileCreate = z.infer<typeof profileCreate>;
/** PATCH /api/profiles/{id}. */
export const profileUpdate = profileCreate.partial();
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** POST /api/profiles/{id}/update_feature_accesses: oui (yes) or non for each listed feature. */
export const featureAccessesUpdate = z
  .array(z.strictObject({ id: z.number().int().positive(), yes: z.boolean() }))
  .max(500);
export type FeatureAccessesUpdate = z.infer<typeof featureAccessesUpdate>;

const featureIdentifierField = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,49}$/, 'The identifier is lower-case letters, digits and _ (2 to 50).');

/** POST /api/features. The identifier is derived from the name when not given. */
export const featureCreate = z.strictObject({
  name: profileName,
  identifier: featureIdentifierField.optional(),
  activated: z.boolean().optional(),
});
export type FeatureCreate = z.infer<typeof featureCreate>;
/** PATCH /api/features/{id}. The identifiers of the seven fixed features never change. */
export const featureUpdate = featureCreate.partial();
export type FeatureUpdate = z.infer<typeof featureUpdate>;

/** PATCH /api/feature_accesses/{id}. */
export const featureAccessUpdate = z.strictObject({
  accessType: z.enum([AccessType.granted, AccessType.denied]),
});
export type FeatureAccessUpdate = z.infer<typeof featureAccessUpdate>;

/** The identifiers the server checks routes against (features added later grant nothing). */
export const isFixedFeatureIdentifier = (
  identifier: string,
): identifier is (typeof featureIdentifiers)[number] =>
  (featureIdentifiers as readonly string[]).includes(identifier);

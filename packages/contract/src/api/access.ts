import { z } from 'zod';
import { featureIdentifiers } from '../permissions.ts';

/** Sign-in, sessions, users, profiles, features and feature accesses. */

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
  identifier: z.enum(featureIdentifiers),
  activated: z.boolean(),
});
export type FeatureRead = z.infer<typeof featureRead>;

export const featureAccessRead = z.object({
  '@id': z.string(),
  '@type': z.literal('FeatureAccess'),
  id: z.number().int(),
  feature: z.object({ '@id': z.string(), id: z.number().int(), name: z.string(), identifier: z.string() }),
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

import { useQueryClient } from '@tanstack/react-query';
import type {
  FeatureAccessesUpdate,
  FeatureCreate,
  FeatureUpdate,
  ProfileCreate,
  ProfileUpdate,
  UserCreateInput,
  UserUpdateInput,
} from '@velodesk/contract/api/access';
import { useCallback } from 'react';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import {
  featureAccessKeys,
  featureKeys,
  outboxKeys,
  profileKeys,
  userKeys,
} from '@/shared/data/keys/users-keys.ts';
import { useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { grantsQueryPrefix } from '@/shared/session/grants-api.ts';
import {
  createFeature,
  createProfile,
  updateFeature,
  updateProfile,
  updateProfileFeatureAccesses,
} from '../api/rights-api.ts';
import {
  createUser,
  deleteUser,
  duplicateUser,
  sendAccountConfirmation,
  updateUser,
} from '../api/users-admin-api.ts';

/**
 * The writes of the users module. Each refreshes what it changes (docs/decisions/web-data-layer.md):
 * a user write the users' lists and the username checks, an account mail the outbox, a profile or
 * feature write their lists, and an access change the grants of the signed-in user too.
 */

const userWriteKeys = [userKeys.all, uniquenessKeys.all] as const;

export const useCreateUser = () =>
  useResourceMutation((body: UserCreateInput) => createUser(body), userWriteKeys);

export const useUpdateUser = () =>
  useResourceMutation(
    ({ id, body }: { id: number; body: UserUpdateInput }) => updateUser(id, body),
    userWriteKeys,
  );

export const useDeleteUser = () => useResourceMutation((id: number) => deleteUser(id), userWriteKeys);

export const useDuplicateUser = () => useResourceMutation((id: number) => duplicateUser(id), userWriteKeys);

export const useSendAccountConfirmation = () =>
  useResourceMutation((id: number) => sendAccountConfirmation(id), [outboxKeys.all]);

export const useCreateProfile = () =>
  useResourceMutation((body: ProfileCreate) => createProfile(body), [profileKeys.all]);

export const useUpdateProfile = () =>
  useResourceMutation(
    ({ id, body }: { id: number; body: ProfileUpdate }) => updateProfile(id, body),
    [profileKeys.all],
  );

/** A feature's name or activation changes what the signed-in user may do: the grants are re-read. */
const featureWriteKeys = [featureKeys.all, featureAccessKeys.all, grantsQueryPrefix] as const;

export const useCreateFeature = () =>
  useResourceMutation((body: FeatureCreate) => createFeature(body), featureWriteKeys);

export const useUpdateFeature = () =>
  useResourceMutation(
    ({ id, body }: { id: number; body: FeatureUpdate }) => updateFeature(id, body),
    featureWriteKeys,
  );

export const useUpdateProfileFeatureAccesses = () =>
  useResourceMutation(
    ({ profileId, body }: { profileId: number; body: FeatureAccessesUpdate }) =>
      updateProfileFeatureAccesses(profileId, body),
    [featureAccessKeys.all, grantsQueryPrefix],
  );

/** Reloads the users' lists (the filters' Validate: a new read, not a write). */
export const useReloadUsers = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: userKeys.lists() }), [queryClient]);
};

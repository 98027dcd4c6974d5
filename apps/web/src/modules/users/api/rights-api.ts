import {
  type FeatureAccessesUpdate,
  type FeatureAccessRead,
  type FeatureCreate,
  type FeatureRead,
  type FeatureUpdate,
  featureAccessRead,
  featureRead,
  type ProfileCreate,
  type ProfileRead,
  type ProfileUpdate,
  profileRead,
} from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Profiles, features and feature accesses (access settings; profiles are also read with user settings). */
export const fetchProfiles = async (signal?: AbortSignal): Promise<ProfileRead[]> => {
  const collection = await apiRequest('/profiles', hydraCollection(profileRead), {
    query: { pagination: 'false', 'order[id]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

export const createProfile = (body: ProfileCreate): Promise<ProfileRead> =>
  apiRequest('/profiles', profileRead, { method: 'POST', body });

export const updateProfile = (id: number, body: ProfileUpdate): Promise<ProfileRead> =>
  apiRequest(`/profiles/${id}`, profileRead, { method: 'PATCH', body });

export const fetchFeatures = async (signal?: AbortSignal): Promise<FeatureRead[]> => {
  const collection = await apiRequest('/features', hydraCollection(featureRead), {
    query: { pagination: 'false', 'order[id]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

export const createFeature = (body: FeatureCreate): Promise<FeatureRead> =>
  apiRequest('/features', featureRead, { method: 'POST', body });

export const updateFeature = (id: number, body: FeatureUpdate): Promise<FeatureRead> =>
  apiRequest(`/features/${id}`, featureRead, { method: 'PATCH', body });

export const fetchProfileFeatureAccesses = async (
  profileId: number,
  signal?: AbortSignal,
): Promise<FeatureAccessRead[]> => {
  const collection = await apiRequest('/feature_accesses', hydraCollection(featureAccessRead), {
    query: { 'profile.id': profileId, pagination: 'false' },
    signal,
  });
  return collection['hydra:member'];
};

/** Sets oui (yes) or non for each listed feature of the profile, in one call. */
export const updateProfileFeatureAccesses = async (
  profileId: number,
  body: FeatureAccessesUpdate,
): Promise<FeatureAccessRead[]> => {
  const collection = await apiRequest(
    `/profiles/${profileId}/update_feature_accesses`,
    hydraCollection(featureAccessRead),
    { method: 'POST', body },
  );
  return collection['hydra:member'];
};

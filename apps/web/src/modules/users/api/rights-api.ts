import type {
  FeatureAccessesUpdate,
  FeatureAccessRead,
  FeatureCreate,
  FeatureRead,
  FeatureUpdate,
  ProfileCreate,
  ProfileRead,
  ProfileUpdate,
} from '@velodesk/contract/api/access';
import { accessRoutes } from '@velodesk/contract/routes/access';
import { callRoute } from '@/shared/api/api-route.ts';

/** Profiles, features and feature accesses (access settings; profiles are also read with user settings). */
export const fetchProfiles = async (signal?: AbortSignal): Promise<ProfileRead[]> => {
  const collection = await callRoute(accessRoutes['GET /profiles'], {
    query: { pagination: 'false', 'order[id]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

export const createProfile = (body: ProfileCreate): Promise<ProfileRead> =>
  callRoute(accessRoutes['POST /profiles'], { body });

export const updateProfile = (id: number, body: ProfileUpdate): Promise<ProfileRead> =>
  callRoute(accessRoutes['PATCH /profiles/:id'], { params: { id }, body });

export const fetchFeatures = async (signal?: AbortSignal): Promise<FeatureRead[]> => {
  const collection = await callRoute(accessRoutes['GET /features'], {
    query: { pagination: 'false', 'order[id]': 'asc' },
    signal,
  });
  return collection['hydra:member'];
};

export const createFeature = (body: FeatureCreate): Promise<FeatureRead> =>
  callRoute(accessRoutes['POST /features'], { body });

export const updateFeature = (id: number, body: FeatureUpdate): Promise<FeatureRead> =>
  callRoute(accessRoutes['PATCH /features/:id'], { params: { id }, body });

export const fetchProfileFeatureAccesses = async (
  profileId: number,
  signal?: AbortSignal,
): Promise<FeatureAccessRead[]> => {
  const collection = await callRoute(accessRoutes['GET /feature_accesses'], {
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
  const collection = await callRoute(accessRoutes['POST /profiles/:id/update_feature_accesses'], {
    params: { id: profileId },
    body,
  });
  return collection['hydra:member'];
};

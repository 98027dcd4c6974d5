import {
  FeatureId,
  type FeatureIdentifier,
  featureIdentifiers,
  ProfileName,
} from '@velodesk/contract/permissions';
import type { Tx } from '../client.ts';
import { featureAccesses, profiles } from '../schema.ts';

/**
 * The five profiles the rules know by name (ProfileName) and the features each starts with.
 * Every database gets them on its first start: with the demo data, or with the first administrator.
 */
export const profileGrants: Record<string, { description: string; features: FeatureIdentifier[] }> = {
  [ProfileName.admin]: { description: 'Administrateur', features: [...featureIdentifiers] },
  [ProfileName.finance]: {
    description: 'Finance',
    features: ['planning', 'rental_contract', 'all_destination'],
  },
  [ProfileName.manager]: {
    description: 'Responsable de site',
    features: ['planning', 'rental_reservation', 'rental_contract', 'settings_users', 'settings_application'],
  },
  [ProfileName.counter]: {
    description: 'Vendeur',
    features: ['planning', 'rental_reservation', 'rental_contract'],
  },
  [ProfileName.trainee]: { description: 'Stagiaire', features: ['planning', 'rental_reservation'] },
};

/** Creates the standard profiles with their feature accesses; gives back their rows. */
export const seedStandardProfiles = async (tx: Tx) => {
  const profileRows = await tx
    .insert(profiles)
    .values(
      Object.entries(profileGrants).map(([name, grant]) => ({
        name,
        description: grant.description,
        activated: true,
      })),
    )
    .returning();
  await tx.insert(featureAccesses).values(
    profileRows.flatMap((profile) =>
      featureIdentifiers.map((feature) => ({
        profileId: profile.id,
        featureId: FeatureId[feature],
        accessType: profileGrants[profile.name]!.features.includes(feature) ? 'oui' : 'non',
      })),
    ),
  );
  return profileRows;
};

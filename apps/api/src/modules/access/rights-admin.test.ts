import { FeatureId } from '@velodesk/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('profiles, features and feature accesses administration', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let seq = 0;
  let team: Team;

  const post = (url: string, authorization: string, payload: unknown) =>
    t.inject({ method: 'POST', url, headers: { authorization }, payload: payload as object });
  const patch = (url: string, authorization: string, payload: unknown) =>
    t.inject({
      method: 'PATCH',
      url,
      headers: { authorization, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify(payload),
    });

  /** A new profile (all "non"), and a user of it, signed in. */
  const profileWithUser = async (grants: number[] = []) => {
    const created = await post('/api/profiles', admin, { name: `PROFIL_${++seq}`, description: 'Essai' });
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    if (grants.length > 0) {
      const set = await post(
        `/api/profiles/${profile.id}/update_feature_accesses`,
        admin,
        grants.map((id) => ({ id, yes: true })),
      );
      expect(set.statusCode).toBe(200);
    }
    const username = `rights${seq}`;
    const user = await post('/api/users', admin, {
      firstName: 'Rita',
      lastName: 'Droits',
      username,
      password: 'Droits#2026!',
      entryDate: '2026-01-01',
      profile: profile['@id'],
    });
    expect(user.statusCode).toBe(201);
    return { profile, authorization: (await t.login(username, 'Droits#2026!')).authorization };
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
  });
  afterAll(() => t.close());

  it('creates a profile with access "non" to every feature', async () => {
    const response = await post('/api/profiles', admin, { name: 'SAISONNIER', description: 'Renfort été' });
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toMatchObject({
      '@type': 'Profile',
      name: 'SAISONNIER',
      description: 'Renfort été',
      activated: true,
    });
    const accesses = await t.inject({
      method: 'GET',
      url: `/api/feature_accesses?profile.id=${profile.id}`,
      headers: { authorization: admin },
    });
    const members = accesses.json()['hydra:member'];
    // The eight fixed features (data_protection, migration 0021, is the eighth).
    expect(members).toHaveLength(8);
    expect(members.every((a: { accessType: string }) => a.accessType === 'non')).toBe(true);
  });

  it('requires a profile name, unique whatever its case', async () => {
    const missing = await post('/api/profiles', admin, { description: 'Sans nom' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0]).toMatchObject({
      propertyPath: 'name',
      message: 'Name is required.',
    });
    const taken = await post('/api/profiles', admin, { name: 'vendeur' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().violations[0]).toMatchObject({
      propertyPath: 'name',
      message: 'This name is already used.',
    });
  });

  it('renames, describes and toggles a profile; never the administrator profile', async () => {
    const { profile } = await profileWithUser();
    const renamed = await patch(`/api/profiles/${profile.id}`, admin, {
      name: `${profile.name}_B`,
      description: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: `${profile.name}_B`, description: null });
    const off = await patch(`/api/profiles/${profile.id}`, admin, { activated: false });
    expect(off.json().activated).toBe(false);
    const on = await patch(`/api/profiles/${profile.id}`, admin, { activated: true });
    expect(on.json().activated).toBe(true);
    const administrator = `/api/profiles/${team.admin.profile.id}`;
    const adminProfile = await patch(administrator, admin, { activated: false });
    expect(adminProfile.statusCode).toBe(422);
    const adminName = await patch(administrator, admin, { name: 'CHEF' });
    expect(adminName.statusCode).toBe(422);
  });

  it('needs the access settings permission for every change', async () => {
    expect((await post('/api/profiles', manager, { name: 'X' })).statusCode).toBe(403);
    const counterProfile = `/api/profiles/${team.counter.profile.id}`;
    expect((await patch(counterProfile, manager, { description: 'x' })).statusCode).toBe(403);
    expect((await post(`${counterProfile}/update_feature_accesses`, manager, [])).statusCode).toBe(403);
    expect((await post('/api/features', manager, { name: 'X' })).statusCode).toBe(403);
    expect((await patch('/api/features/1', manager, { activated: false })).statusCode).toBe(403);
    expect((await patch('/api/feature_accesses/1', manager, { accessType: 'oui' })).statusCode).toBe(403);
  });

  it('takes a feature away: the next call of a user of that profile is refused, without signing in again', async () => {
    const { profile, authorization } = await profileWithUser([FeatureId.settings_users, FeatureId.planning]);
    const outbox = () => t.inject({ method: 'GET', url: '/api/mail_outbox', headers: { authorization } });
    const users = () => t.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect((await outbox()).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(200);
    const removed = await post(`/api/profiles/${profile.id}/update_feature_accesses`, admin, [
      { id: FeatureId.settings_users, yes: false },
    ]);
    expect(removed.statusCode).toBe(200);
    const answer = removed.json();
    expect(answer['hydra:totalItems']).toBe(8);
    const byIdentifier = Object.fromEntries(
      answer['hydra:member'].map((a: { feature: { identifier: string }; accessType: string }) => [
        a.feature.identifier,
        a.accessType,
      ]),
    );
    expect(byIdentifier).toMatchObject({ settings_users: 'non', planning: 'oui' });
    expect((await outbox()).statusCode).toBe(403);
    expect((await users()).statusCode).toBe(403);
  });

  it('sets the feature accesses in one transaction: an unknown feature changes nothing', async () => {
    const { profile, authorization } = await profileWithUser([FeatureId.planning]);
    const refused = await post(`/api/profiles/${profile.id}/update_feature_accesses`, admin, [
      { id: FeatureId.settings_users, yes: true },
      { id: 99999, yes: true },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()['hydra:description']).toMatch(/99999/);
    const twice = await post(`/api/profiles/${profile.id}/update_feature_accesses`, admin, [
      { id: FeatureId.settings_users, yes: true },
      { id: FeatureId.settings_users, yes: false },
    ]);
    expect(twice.statusCode).toBe(422);
    const users = await t.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect(users.statusCode).toBe(403);
    const badShape = await post(`/api/profiles/${profile.id}/update_feature_accesses`, admin, [
      { id: 1, yes: 'oui' },
    ]);
    expect(badShape.statusCode).toBe(422);
    const unknownProfile = await post('/api/profiles/99999/update_feature_accesses', admin, []);
    expect(unknownProfile.statusCode).toBe(404);
  });

  it('changes one feature access with PATCH /feature_accesses/{id}', async () => {
    const { profile, authorization } = await profileWithUser();
    const accesses = await t.inject({
      method: 'GET',
      url: `/api/feature_accesses?profile.id=${profile.id}&feature.id=${FeatureId.settings_users}`,
      headers: { authorization: admin },
    });
    const access = accesses.json()['hydra:member'][0];
    const granted = await patch(`/api/feature_accesses/${access.id}`, admin, { accessType: 'oui' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ accessType: 'oui', feature: { identifier: 'settings_users' } });
    expect(
      (await t.inject({ method: 'GET', url: '/api/users', headers: { authorization } })).statusCode,
    ).toBe(200);
    const invalid = await patch(`/api/feature_accesses/${access.id}`, admin, { accessType: 'peut-être' });
    expect(invalid.statusCode).toBe(422);
    expect((await patch('/api/feature_accesses/999999', admin, { accessType: 'non' })).statusCode).toBe(404);
  });

  it('lets a non-administrator change only profiles of a lower rank than theirs', async () => {
    const { profile: own, authorization } = await profileWithUser([FeatureId.settings_access]);
    const lower = (await post('/api/profiles', admin, { name: `PLUS_BAS_${seq}` })).json();
    const grantOwn = await post(`/api/profiles/${own.id}/update_feature_accesses`, authorization, [
      { id: FeatureId.settings_users, yes: true },
    ]);
    expect(grantOwn.statusCode).toBe(403);
    const managerProfile = `/api/profiles/${team.manager.profile.id}`;
    const grantHigher = await post(`${managerProfile}/update_feature_accesses`, authorization, [
      { id: FeatureId.settings_users, yes: true },
    ]);
    expect(grantHigher.statusCode).toBe(403);
    const grantLower = await post(`/api/profiles/${lower.id}/update_feature_accesses`, authorization, [
      { id: FeatureId.planning, yes: true },
    ]);
    expect(grantLower.statusCode).toBe(200);
    expect((await post('/api/profiles', authorization, { name: 'ADMINISTRATEUR' })).statusCode).toBe(403);
    expect((await patch(`/api/profiles/${own.id}`, authorization, { activated: false })).statusCode).toBe(
      403,
    );
  });

  it('adds a feature (identifier from its name, "non" for every profile) that grants no route', async () => {
    const response = await post('/api/features', admin, { name: 'Caisse du soir' });
    expect(response.statusCode).toBe(201);
    const feature = response.json();
    expect(feature).toMatchObject({
      '@type': 'Feature',
      name: 'Caisse du soir',
      identifier: 'caisse_du_soir',
      activated: true,
    });
    const again = await post('/api/features', admin, { name: 'caisse du soir' });
    expect(again.statusCode).toBe(409);
    expect(again.json().violations[0].propertyPath).toBe('name');
    const missing = await post('/api/features', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0]).toMatchObject({
      propertyPath: 'name',
      message: 'Name is required.',
    });
    // Granting it to a profile does not break the session answers (only fixed features are listed).
    const { profile } = await profileWithUser([feature.id, FeatureId.planning]);
    const username = `rights${seq}`;
    const session = await t.login(username, 'Droits#2026!');
    expect(session.body.features).toEqual(['planning']);
    const list = await t.inject({
      method: 'GET',
      url: `/api/feature_accesses?profile.id=${profile.id}`,
      headers: { authorization: admin },
    });
    expect(list.json()['hydra:totalItems']).toBe(9);
  });

  it('renames and toggles features; the identifiers of the seven fixed features never change', async () => {
    const fixed = await patch(`/api/features/${FeatureId.planning}`, admin, { identifier: 'calendar' });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().violations[0].propertyPath).toBe('identifier');
    const same = await patch(`/api/features/${FeatureId.planning}`, admin, {
      identifier: 'planning',
      name: 'Planning',
    });
    expect(same.statusCode).toBe(200);
    const custom = (await post('/api/features', admin, { name: 'Atelier' })).json();
    const renamed = await patch(`/api/features/${custom.id}`, admin, {
      name: 'Atelier vélo',
      identifier: 'atelier_velo',
      activated: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Atelier vélo',
      identifier: 'atelier_velo',
      activated: false,
    });
    expect((await patch(`/api/features/${custom.id}`, admin, { name: '' })).statusCode).toBe(422);
    expect((await patch('/api/features/99999', admin, { activated: true })).statusCode).toBe(404);
  });

  it('a deactivated feature grants nothing until it is activated again', async () => {
    const { authorization } = await profileWithUser([FeatureId.settings_users]);
    const users = () => t.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect((await users()).statusCode).toBe(200);
    await patch(`/api/features/${FeatureId.settings_users}`, admin, { activated: false });
    try {
      expect((await users()).statusCode).toBe(403);
    } finally {
      await patch(`/api/features/${FeatureId.settings_users}`, admin, { activated: true });
    }
    expect((await users()).statusCode).toBe(200);
  });
});

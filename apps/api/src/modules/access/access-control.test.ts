import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('access control and the users, profiles and features lists', () => {
  let t: TestApp;
  let admin: string;
  let trainee: string;
  let manager: string;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    trainee = team.trainee.authorization;
    manager = team.manager.authorization;
  });
  afterAll(() => t.close());

  it('lets anyone read their own record by username, never with a password hash', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.trainee.username}`,
      headers: { authorization: trainee },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:member'][0]).toMatchObject({
      '@id': expect.stringMatching(/^\/api\/users\/\d+$/),
      username: team.trainee.username,
    });
    expect(body['hydra:member'][0].destinations.map((d: { name: string }) => d.name)).toEqual([
      team.home.name,
    ]);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('answers 403 to a trainee listing other users, features or profiles', async () => {
    for (const url of [
      '/api/users',
      `/api/users?username=${team.admin.username}`,
      '/api/features',
      '/api/profiles',
    ]) {
      const response = await t.inject({ method: 'GET', url, headers: { authorization: trainee } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()['@type']).toBe('hydra:Error');
    }
  });

  it('lists users for an administrator, paged and filtered the API Platform way', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/users?itemsPerPage=2&order[username]=asc&activated=1',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const usernames = [team.admin, team.finance, team.manager, team.counter, team.trainee].map(
      (u) => u.username,
    );
    expect(body['hydra:totalItems']).toBe(5);
    expect(body['hydra:member'].map((u: { username: string }) => u.username)).toEqual(
      usernames.sort().slice(0, 2),
    );
    expect(body['hydra:view']['hydra:next']).toContain('page=2');
    const filtered = await t.inject({
      method: 'GET',
      url: '/api/users?lastName=stagi',
      headers: { authorization: admin },
    });
    expect(filtered.json()['hydra:member'].map((u: { username: string }) => u.username)).toEqual([
      team.trainee.username,
    ]);
  });

  it('scopes a manager to the users of their sites', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/users?itemsPerPage=500',
      headers: { authorization: manager },
    });
    expect(response.statusCode).toBe(200);
    const names = response
      .json()
      ['hydra:member'].map((u: { username: string }) => u.username)
      .sort();
    // Finance is linked to no site: not one of the manager's users.
    expect(names).toEqual(
      [team.admin, team.counter, team.manager, team.trainee].map((u) => u.username).sort(),
    );
  });

  it('answers 400 for an unknown filter and for a bad value, never 500', async () => {
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/users?password=x',
      headers: { authorization: admin },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['hydra:description']).toMatch(/Unknown filter: password/);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/users?id=abc',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()['hydra:description']).toMatch(/whole number/);
    const page = await t.inject({
      method: 'GET',
      url: '/api/users?page=0',
      headers: { authorization: admin },
    });
    expect(page.statusCode).toBe(400);
  });

  it('gives the feature accesses of the own profile, and refuses those of another profile', async () => {
    const own = await t.inject({
      method: 'GET',
      url: '/api/feature_accesses?profile.name=STAGIAIRE',
      headers: { authorization: trainee },
    });
    expect(own.statusCode).toBe(200);
    const granted = own
      .json()
      ['hydra:member'].filter((a: { accessType: string }) => a.accessType === 'oui')
      .map((a: { feature: { identifier: string } }) => a.feature.identifier);
    expect(granted).toEqual(['planning', 'rental_reservation']);
    const other = await t.inject({
      method: 'GET',
      url: '/api/feature_accesses?profile.name=ADMINISTRATEUR',
      headers: { authorization: trainee },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets a user change their own language, and not another user', async () => {
    const me = (
      await t.inject({
        method: 'GET',
        url: `/api/users?username=${team.trainee.username}`,
        headers: { authorization: trainee },
      })
    ).json()['hydra:member'][0];
    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      headers: { authorization: trainee, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ language: '/api/languages/2' }),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().language.name).toBe('en');
    const relogin = await t.login(team.trainee.username, team.trainee.password);
    expect((relogin.body.language as { name: string }).name).toBe('en');
    const adminRecord = (
      await t.inject({
        method: 'GET',
        url: `/api/users?username=${team.admin.username}`,
        headers: { authorization: admin },
      })
    ).json()['hydra:member'][0];
    const refused = await t.inject({
      method: 'PATCH',
      url: `/api/users/${adminRecord.id}`,
      headers: { authorization: trainee, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ firstName: 'Hacked' }),
    });
    expect(refused.statusCode).toBe(403);
    const badLanguage = await t.inject({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      headers: { authorization: trainee, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ language: '/api/languages/999' }),
    });
    expect(badLanguage.statusCode).toBe(422);
  });

  it('answers hydra 404 for unknown API paths', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()['@type']).toBe('hydra:Error');
  });

  it('serves its OpenAPI document', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs.json' });
    expect(response.statusCode).toBe(200);
    // Paths are relative to its server, /api (what OpenAPI clients prefix them with).
    expect(response.json().servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/login', '/sites', '/users']),
    );
  });
});

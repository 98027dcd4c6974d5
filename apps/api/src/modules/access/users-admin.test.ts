import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const patchHeaders = (authorization: string) => ({
  authorization,
  'content-type': 'application/merge-patch+json',
});

describe('users administration', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let counter: string;
  /** The IRIs of the team's sites. */
  const site: Record<'home' | 'second' | 'foreign' | 'closed', string> = {
    home: '',
    second: '',
    foreign: '',
    closed: '',
  };
  const profile: Record<string, string> = {};
  let team: Team;
  let seq = 0;

  const userId = async (username: string): Promise<number> => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/users?username=${username}`,
      headers: { authorization: admin },
    });
    return response.json()['hydra:member'][0].id;
  };

  /** A valid creation body; each call a new username. */
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Jeanne',
    lastName: 'Martin',
    email: `jeanne${++seq}@velodesk.example`,
    username: `jeanne${seq}`,
    password: 'Velo!2026!ok',
    entryDate: '2026-01-01',
    endDate: null,
    language: '/api/languages/2',
    destinations: [site.home],
    profile: profile.VENDEUR,
    ...overrides,
  });

  const create = (authorization: string, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/users', headers: { authorization }, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    counter = team.counter.authorization;
    for (const key of ['home', 'second', 'foreign', 'closed'] as const)
      site[key] = `/api/sites/${team[key].id}`;
    const profiles = await t.inject({
      method: 'GET',
      url: '/api/profiles',
      headers: { authorization: admin },
    });
    for (const p of profiles.json()['hydra:member']) profile[p.name] = p['@id'];
  });
  afterAll(() => t.close());

  describe('POST /api/users', () => {
    it('creates a user with ROLE_USER only, whatever the body says, who can then sign in', async () => {
      const body = newUser({ roles: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] });
      const response = await create(manager, body);
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        '@type': 'User',
        username: body.username,
        roles: ['ROLE_USER'],
        activated: true,
        entryDate: '2026-01-01',
        endDate: null,
        language: { '@id': '/api/languages/2', name: 'en' },
        profile: { name: 'VENDEUR' },
      });
      expect(created.destinations.map((d: { name: string }) => d.name)).toEqual([team.home.name]);
      expect(response.body).not.toMatch(/password|argon2/i);
      const session = await t.login(body.username, body.password);
      expect(session.body.features).toEqual(
        expect.arrayContaining(['planning', 'rental_reservation', 'rental_contract']),
      );
    });

    it('requires first name, last name, username, profile and entry date', async () => {
      const response = await create(admin, { email: 'nobody@velodesk.example' });
      expect(response.statusCode).toBe(422);
      const paths = response.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
      expect(paths).toEqual(
        expect.arrayContaining(['firstName', 'lastName', 'username', 'profile', 'entryDate']),
      );
      const blank = await create(admin, newUser({ firstName: '  ' }));
      expect(blank.statusCode).toBe(422);
      expect(blank.json().violations[0]).toMatchObject({
        propertyPath: 'firstName',
        message: 'First name is required.',
      });
    });

    it('refuses a weak password with a violation naming the rule', async () => {
      const response = await create(admin, newUser({ password: 'Velo2026x' }));
      expect(response.statusCode).toBe(422);
      const violation = response
        .json()
        .violations.find((v: { propertyPath: string }) => v.propertyPath === 'password');
      expect(violation.message).toMatch(/at least 8 characters.*two special characters/);
      expect(violation.message).toMatch(/Missing: two special characters\./);
      const short = await create(admin, newUser({ password: 'aA1!!' }));
      expect(short.json().violations[0].message).toMatch(/Missing: at least 8 characters\./);
    });

    it('refuses a username already taken, whatever its case', async () => {
      const response = await create(admin, newUser({ username: team.counter.username.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json().violations).toEqual([
        { propertyPath: 'username', message: 'This username is already taken.', code: 'USERNAME_TAKEN' },
      ]);
    });

    it('lets a manager give only profiles of their rank or lower (never FINANCE or ADMINISTRATEUR)', async () => {
      for (const name of ['ADMINISTRATEUR', 'FINANCE']) {
        const refused = await create(manager, newUser({ profile: profile[name] }));
        expect(refused.statusCode, name).toBe(403);
        expect(refused.json()['hydra:description']).toBe(
          'You may only give a profile of your own rank or lower.',
        );
      }
      for (const name of ['RESPONSABLE', 'VENDEUR', 'STAGIAIRE']) {
        expect((await create(manager, newUser({ profile: profile[name] }))).statusCode, name).toBe(201);
      }
      expect((await create(admin, newUser({ profile: profile.FINANCE }))).statusCode).toBe(201);
      expect((await create(admin, newUser({ profile: '/api/profiles/999' }))).statusCode).toBe(422);
    });

    it('links users only to sites the caller sees', async () => {
      const hidden = await create(manager, newUser({ destinations: [site.foreign] }));
      expect(hidden.statusCode).toBe(403);
      const unknown = await create(manager, newUser({ destinations: ['/api/sites/99999'] }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().violations[0].propertyPath).toBe('destinations');
      const allowed = await create(manager, newUser({ destinations: [site.closed, site.home] }));
      expect(allowed.statusCode).toBe(201);
    });

    it('needs the user settings permission', async () => {
      expect((await create(counter, newUser())).statusCode).toBe(403);
    });

    it('keeps an account without a password deactivated until it is confirmed', async () => {
      const body = newUser({ password: undefined });
      const response = await create(admin, body);
      expect(response.statusCode).toBe(201);
      expect(response.json().activated).toBe(false);
    });

    it('refuses an end date before the entry date, and a bad language', async () => {
      const dates = await create(admin, newUser({ endDate: '2025-12-31' }));
      expect(dates.statusCode).toBe(422);
      expect(dates.json().violations[0].propertyPath).toBe('endDate');
      const language = await create(admin, newUser({ language: '/api/languages/6' }));
      expect(language.statusCode).toBe(422);
      const malformed = await create(admin, newUser({ entryDate: '01/01/2026' }));
      expect(malformed.statusCode).toBe(422);
    });
  });

  describe('PATCH /api/users/{id}', () => {
    it('lets a user without user settings change only their names, e-mail, language and password', async () => {
      const id = await userId(team.counter.username);
      const own = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(counter),
        payload: JSON.stringify({ firstName: 'Colin', lastName: 'Vendeur', email: 'colin@velodesk.example' }),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().email).toBe('colin@velodesk.example');
      for (const payload of [
        { profile: profile.RESPONSABLE },
        { activated: true },
        { endDate: '2030-01-01' },
        { destinations: [site.foreign] },
        { username: 'boss' },
      ]) {
        const refused = await t.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers: patchHeaders(counter),
          payload: JSON.stringify(payload),
        });
        expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      }
    });

    it('checks the rule on a password change and ends the other sessions, not the current one', async () => {
      const body = newUser();
      const id = (await create(admin, body)).json().id;
      const first = (await t.login(body.username, body.password)).authorization;
      const second = (await t.login(body.username, body.password)).authorization;
      const weak = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(first),
        payload: JSON.stringify({ password: 'password' }),
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().violations[0]).toMatchObject({ propertyPath: 'password' });
      const changed = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(first),
        payload: JSON.stringify({ password: 'Nouveau#2026!' }),
      });
      expect(changed.statusCode).toBe(200);
      const read = (authorization: string) =>
        t.inject({ method: 'GET', url: `/api/users?username=${body.username}`, headers: { authorization } });
      expect((await read(first)).statusCode).toBe(200);
      expect((await read(second)).statusCode).toBe(401);
      await expect(t.login(body.username, body.password)).rejects.toThrow(/401/);
      expect((await t.login(body.username, 'Nouveau#2026!')).token).toBeTruthy();
    });

    it('lets a manager set another user’s password, which ends all of that user’s sessions', async () => {
      const body = newUser();
      const id = (await create(admin, body)).json().id;
      const session = (await t.login(body.username, body.password)).authorization;
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({ password: 'Reset#2026!x' }),
      });
      expect(response.statusCode).toBe(200);
      const after = await t.inject({
        method: 'GET',
        url: `/api/users?username=${body.username}`,
        headers: { authorization: session },
      });
      expect(after.statusCode).toBe(401);
    });

    it('lets a manager edit other users, keeping links to the sites the manager does not see', async () => {
      const body = newUser({ destinations: [site.home, site.foreign] });
      const id = (await create(admin, body)).json().id;
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({
          firstName: 'Jeannette',
          username: `${body.username}_renamed`,
          endDate: '2026-12-31',
          profile: profile.STAGIAIRE,
          destinations: [site.second],
        }),
      });
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({
        firstName: 'Jeannette',
        username: `${body.username}_renamed`,
        endDate: '2026-12-31',
        profile: { name: 'STAGIAIRE' },
      });
      expect(user.destinations.map((d: { name: string }) => d.name).sort()).toEqual(
        [team.second.name, team.foreign.name].sort(),
      );
    });

    it('applies the rank rule to edits: no promotion above the manager, no edit of a higher rank', async () => {
      const id = (await create(admin, newUser())).json().id;
      const promote = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({ profile: profile.FINANCE }),
      });
      expect(promote.statusCode).toBe(403);
      const adminId = await userId(team.admin.username);
      const higher = await t.inject({
        method: 'PATCH',
        url: `/api/users/${adminId}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({ firstName: 'Hacked' }),
      });
      expect(higher.statusCode).toBe(403);
    });

    it('ends every session of a user who is deactivated', async () => {
      const body = newUser();
      const id = (await create(admin, body)).json().id;
      const session = (await t.login(body.username, body.password)).authorization;
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({ activated: false }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().activated).toBe(false);
      const after = await t.inject({
        method: 'GET',
        url: `/api/users?username=${body.username}`,
        headers: { authorization: session },
      });
      expect(after.statusCode).toBe(401);
    });

    it('refuses to change one’s own profile or to deactivate oneself', async () => {
      const id = await userId(team.manager.username);
      for (const payload of [{ profile: profile.VENDEUR }, { activated: false }]) {
        const response = await t.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers: patchHeaders(manager),
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      }
      const unchanged = await t.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: patchHeaders(manager),
        payload: JSON.stringify({ profile: profile.RESPONSABLE, activated: true, firstName: 'Marion' }),
      });
      expect(unchanged.statusCode).toBe(200);
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('deletes a user without history', async () => {
      const id = (await create(manager, newUser())).json().id;
      const response = await t.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        headers: { authorization: manager },
      });
      expect(response.statusCode).toBe(204);
      const gone = await t.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: { authorization: admin },
      });
      expect(gone.statusCode).toBe(404);
    });

    it('refuses with 409 a user who created records, who stays', async () => {
      const id = (await create(admin, newUser())).json().id;
      await t.database.db.insert(comments).values({ comment: 'Vélo rendu propre', createdById: id });
      const response = await t.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        headers: { authorization: admin },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()['hydra:description']).toMatch(/deactivate the account instead/);
      const still = await t.inject({
        method: 'GET',
        url: `/api/users/${id}`,
        headers: { authorization: admin },
      });
      expect(still.statusCode).toBe(200);
    });

    it('refuses to delete oneself, a higher rank, or without user settings', async () => {
      const self = await t.inject({
        method: 'DELETE',
        url: `/api/users/${await userId(team.manager.username)}`,
        headers: { authorization: manager },
      });
      expect(self.statusCode).toBe(403);
      const higher = await t.inject({
        method: 'DELETE',
        url: `/api/users/${await userId(team.admin.username)}`,
        headers: { authorization: manager },
      });
      expect(higher.statusCode).toBe(403);
      const id = (await create(admin, newUser())).json().id;
      const noRight = await t.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        headers: { authorization: counter },
      });
      expect(noRight.statusCode).toBe(403);
      const unknown = await t.inject({
        method: 'DELETE',
        url: '/api/users/99999',
        headers: { authorization: admin },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('POST /api/users/{id}/duplicate', () => {
    it('copies a user as <username>_clone, then _clone2, without e-mail or password and deactivated', async () => {
      const body = newUser({ destinations: [site.home, site.foreign] });
      const source = (await create(admin, body)).json();
      const first = await t.inject({
        method: 'POST',
        url: `/api/users/${source.id}/duplicate`,
        headers: { authorization: manager },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        username: `${body.username}_clone`,
        firstName: source.firstName,
        lastName: source.lastName,
        email: null,
        language: source.language,
        profile: source.profile,
        roles: ['ROLE_USER'],
        activated: false,
      });
      // The manager does not see the foreign site: the copy is linked to the sites the manager sees.
      expect(first.json().destinations.map((d: { name: string }) => d.name)).toEqual([team.home.name]);
      const second = await t.inject({
        method: 'POST',
        url: `/api/users/${source.id}/duplicate`,
        headers: { authorization: admin },
      });
      expect(second.json().username).toBe(`${body.username}_clone2`);
      await expect(t.login(`${body.username}_clone`, body.password)).rejects.toThrow(/401/);
    });

    it('refuses to duplicate a user of a higher rank', async () => {
      const response = await t.inject({
        method: 'POST',
        url: `/api/users/${await userId(team.admin.username)}/duplicate`,
        headers: { authorization: manager },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('sign-in and sessions', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T09:00:00Z');
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { signInMaxFailuresPerAccount: 3 } });
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  it('signs in with the right password and answers the session the web app stores', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.counter.username, password: team.counter.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.token_expiration_timestamp).toBe(Math.floor(clock.getTime() / 1000) + 3600);
    expect(body.username).toBe(team.counter.username);
    expect(body.profile.name).toBe('VENDEUR');
    expect(body.language).toEqual({ '@id': '/api/languages/1', id: 1, name: 'fr' });
    expect(body.features.sort()).toEqual(['planning', 'rental_contract', 'rental_reservation']);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('refuses a wrong password and an unknown user alike, with 401', async () => {
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.manager.username, password: 'nope' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()['hydra:description']).toBe('Invalid credentials.');
    expect(unknown.json()['hydra:description']).toBe('Invalid credentials.');
  });

  it('blocks an account after repeated failures with 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: team.finance.username, password: 'bad' },
      });
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.finance.username, password: team.finance.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()['hydra:description']).toMatch(/Too many failed sign-ins/);
    // The answer says how long to wait, in seconds (the window is 15 minutes by default).
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.signInWindowSeconds);
    const other = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.admin.username, password: team.admin.password },
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses deactivated users and users past their end date', async () => {
    await t.database.db
      .update(users)
      .set({ activated: false })
      .where(eq(users.username, team.trainee.username));
    const deactivated = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.trainee.username, password: team.trainee.password },
    });
    expect(deactivated.statusCode).toBe(401);
    expect(deactivated.json()['hydra:description']).toBe('This account is deactivated.');
    await t.database.db
      .update(users)
      .set({ activated: true, endDate: '2026-11-22' })
      .where(eq(users.username, team.trainee.username));
    const expired = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.trainee.username, password: team.trainee.password },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()['hydra:description']).toBe('This account has expired.');
    await t.database.db.update(users).set({ endDate: null }).where(eq(users.username, team.trainee.username));
  });

  it('validates the sign-in body: 422 with violations, 400 for malformed JSON', async () => {
    const missing = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: team.admin.username },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0].propertyPath).toBe('password');
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()['@type']).toBe('hydra:Error');
  });

  it('rotates the token on refresh; the old one works only during the grace, and only once', async () => {
    const { authorization } = await t.login(team.manager.username, team.manager.password);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/token/velodesk_refresh',
      headers: { authorization },
    });
    expect(refreshed.statusCode).toBe(200);
    const newAuthorization = `Bearer ${refreshed.json().token}`;
    expect(newAuthorization).not.toBe(authorization);
    const again = await t.inject({
      method: 'POST',
      url: '/api/token/velodesk_refresh',
      headers: { authorization },
    });
    expect(again.statusCode).toBe(401);
    const duringGrace = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.manager.username}`,
      headers: { authorization },
    });
    expect(duringGrace.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 31_000);
    const afterGrace = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.manager.username}`,
      headers: { authorization },
    });
    expect(afterGrace.statusCode).toBe(401);
    const fresh = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.manager.username}`,
      headers: { authorization: newAuthorization },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('ends the session at logout', async () => {
    const { authorization } = await t.login(team.counter.username, team.counter.password);
    expect(
      (await t.inject({ method: 'POST', url: '/api/logout', headers: { authorization } })).statusCode,
    ).toBe(204);
    const after = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.counter.username}`,
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends at logout the token a refresh just replaced, and only that sign-in', async () => {
    const call = (authorization: string) =>
      t.inject({
        method: 'GET',
        url: `/api/users?username=${team.manager.username}`,
        headers: { authorization },
      });
    const other = await t.login(team.manager.username, team.manager.password);
    const { authorization: old } = await t.login(team.manager.username, team.manager.password);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/token/velodesk_refresh',
      headers: { authorization: old },
    });
    const renewed = `Bearer ${refreshed.json().token}`;
    expect((await call(old)).statusCode).toBe(200); // its grace
    const loggedOut = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: renewed },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await call(renewed)).statusCode).toBe(401);
    expect((await call(old)).statusCode).toBe(401); // no 30 s grace after a logout
    expect((await call(other.authorization)).statusCode).toBe(200); // another sign-in lives on

    // Signing out with the replaced token, during its grace, ends the renewed one too.
    const { authorization: first } = await t.login(team.manager.username, team.manager.password);
    const second = await t.inject({
      method: 'POST',
      url: '/api/token/velodesk_refresh',
      headers: { authorization: first },
    });
    const third = await t.inject({
      method: 'POST',
      url: '/api/token/velodesk_refresh',
      headers: { authorization: `Bearer ${second.json().token}` },
    });
    expect(third.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: '/api/logout', headers: { authorization: first } })).statusCode,
    ).toBe(204);
    expect((await call(`Bearer ${second.json().token}`)).statusCode).toBe(401);
    expect((await call(`Bearer ${third.json().token}`)).statusCode).toBe(401);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const { authorization } = await t.login(team.counter.username, team.counter.password);
    await t.database.db
      .update(users)
      .set({ activated: false })
      .where(eq(users.username, team.counter.username));
    const after = await t.inject({
      method: 'GET',
      url: `/api/users?username=${team.counter.username}`,
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
    await t.database.db
      .update(users)
      .set({ activated: true })
      .where(eq(users.username, team.counter.username));
  });

  it('refuses calls without a token or with a forged one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/sites' })).statusCode).toBe(401);
    const { token } = await t.login(team.admin.username, team.admin.password);
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await t.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

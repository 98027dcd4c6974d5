import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, createTwinApp, type TestApp } from '../../test/test-app.ts';

/**
 * The API runs as several processes behind a load balancer (issue 22): the sign-in lockout and the
 * account routes' rate limits are counted in the database, so failures spread over two processes
 * on one database add up. PostgreSQL with TEST_DATABASE_URL; on PGlite both apps share the one
 * in-memory database.
 */
describe('throttles shared by every API process', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createTwinApp>>;
  const clock = new Date('2026-11-23T09:00:00Z');
  let team: Team;
  beforeAll(async () => {
    first = await createTestApp({ now: () => clock, config: { signInMaxFailuresPerAccount: 3 } });
    second = await createTwinApp(first, { now: () => clock });
    team = await createTeam(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const signIn = (
    app: Pick<TestApp, 'inject'>,
    username: string,
    password: string,
    remoteAddress = '10.1.0.1',
  ) => app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('locks an account after 3 failures spread over two processes, on both', async () => {
    const { username, password } = team.finance;
    expect((await signIn(first, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(second, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(first, username, 'bad')).statusCode).toBe(401);
    const onSecond = await signIn(second, username, password);
    expect(onSecond.statusCode, onSecond.body).toBe(429);
    expect(onSecond.json()['hydra:description']).toMatch(/Too many failed sign-ins/);
    expect(Number(onSecond.headers['retry-after'])).toBe(first.config.signInWindowSeconds);
    expect((await signIn(first, username, password)).statusCode).toBe(429);
    // Another account is not locked, on either process.
    expect((await signIn(second, team.admin.username, team.admin.password)).statusCode).toBe(200);
  });

  it('forgets the failures of an account once it signs in, on every process', async () => {
    const { username, password } = team.manager;
    expect((await signIn(first, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(second, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(first, username, password)).statusCode).toBe(200);
    expect((await signIn(second, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(first, username, 'bad')).statusCode).toBe(401);
    expect((await signIn(second, username, password)).statusCode).toBe(200);
  });

  it('answers 429 past 10 forgotten-password requests of one address, whichever process got them', async () => {
    const request = (app: Pick<TestApp, 'inject'>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/account/reset_password',
        remoteAddress: '10.1.0.9',
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ email: 'someone@nowhere.example' }),
      });
    for (let i = 0; i < 10; i++) expect((await request(i % 2 ? first : second)).statusCode).toBe(204);
    const limited = await request(first);
    expect(limited.statusCode).toBe(429);
    expect((await request(second)).statusCode).toBe(429);
  });
});

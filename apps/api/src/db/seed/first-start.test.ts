import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/access/passwords.ts';
import { type Config, readConfig, StartRefused } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoPasswordHashes, demoUsers } from './demo-data.ts';
import { prepareFirstStart } from './first-start.ts';

describe('configuration of the first start', () => {
  it('seeds the demo data by default on the embedded database only', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db.example/velodesk' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db.example/velodesk', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the first administrator and refuses settings it cannot read', () => {
    const config = readConfig({ ADMIN_USERNAME: ' chief ', ADMIN_PASSWORD: 'Str0ng!Pass#' });
    expect([config.adminUsername, config.adminPassword]).toEqual(['chief', 'Str0ng!Pass#']);
    expect(readConfig({}).adminUsername).toBeNull();
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow(StartRefused);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be "true" or "false"');
    expect(() => readConfig({ PORT: 'http' })).toThrow('PORT must be a whole number');
  });

  it('stores the demo passwords hashed, each hash verifying its password', async () => {
    for (const user of demoUsers) {
      expect(await verifyPassword(demoPasswordHashes[user.username], user.password), user.username).toBe(
        true,
      );
      expect(await verifyPassword(demoPasswordHashes[user.username], `${user.password}x`)).toBe(false);
    }
  });
});

describe('first start of an empty database', () => {
  let t: TestApp;
  let logged: string[];

  beforeEach(async () => {
    t = await createTestApp();
    logged = [];
  });
  afterEach(async () => {
    await t.close();
  });

  /** The context server.ts gives prepareFirstStart, with a logger that keeps the messages. */
  const context = (config: Partial<Config>): AppContext => {
    const keep = (message: unknown) => {
      logged.push(String(message));
    };
    const log = { info: keep, warn: keep, error: keep, debug: keep, trace: keep, fatal: keep };
    return {
      db: t.database.db,
      config: { ...t.config, ...config },
      log: log as unknown as FastifyBaseLogger,
      now: () => new Date('2026-05-04T08:00:00Z'),
      ledgerKey: t.ledgerKey,
      identityKey: t.identityKey,
    };
  };
  const production = { seedDemo: false, adminUsername: null, adminPassword: null };
  const userCount = async (authorization: string) => {
    const response = await t.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { 'hydra:totalItems': number })['hydra:totalItems'];
  };

  it('refuses to start a production database without ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const refusal = prepareFirstStart(context(production));
    await expect(refusal).rejects.toThrow(StartRefused);
    await expect(prepareFirstStart(context({ ...production, adminUsername: 'chief' }))).rejects.toThrow(
      /set ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Admin!2026!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a weak password or an invalid username, and creates nothing', async () => {
    for (const adminPassword of [
      'short1!A',
      'alllowercase1!!',
      'NoDigits!!Here',
      'NoSpecial123abc',
      'Two!Few1abc',
    ]) {
      await expect(
        prepareFirstStart(context({ ...production, adminUsername: 'chief', adminPassword })),
        adminPassword,
      ).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
    }
    await expect(
      prepareFirstStart(
        context({ ...production, adminUsername: 'the chief', adminPassword: 'Str0ng!Pass#' }),
      ),
    ).rejects.toThrow(/ADMIN_USERNAME is not a valid username/);
    // Still empty: a good administrator is created afterwards.
    expect(
      await prepareFirstStart(
        context({ ...production, adminUsername: 'chief', adminPassword: 'Str0ng!Pass#' }),
      ),
    ).toBe('administrator created');
  });

  it('creates one administrator, the standard profiles and no demo data, and says so in the log', async () => {
    const config = { ...production, adminUsername: 'chief', adminPassword: 'Str0ng!Pass#' };
    expect(await prepareFirstStart(context(config))).toBe('administrator created');
    expect(logged.some((line) => line.includes('administrator "chief" created'))).toBe(true);

    const { authorization, body } = await t.login('chief', 'Str0ng!Pass#');
    expect(body.token).toBeTruthy();
    expect(await userCount(authorization)).toBe(1);
    const profiles = await t.inject({ method: 'GET', url: '/api/profiles', headers: { authorization } });
    expect(profiles.statusCode, profiles.body).toBe(200);
    const names = (profiles.json() as { 'hydra:member': Array<{ name: string }> })['hydra:member'].map(
      (p) => p.name,
    );
    expect(names.sort()).toEqual(['ADMINISTRATEUR', 'FINANCE', 'RESPONSABLE', 'STAGIAIRE', 'VENDEUR']);
    const customers = await t.inject({ method: 'GET', url: '/api/customers', headers: { authorization } });
    expect((customers.json() as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(0);
    const demoLogin = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Admin!2026!' },
    });
    expect(demoLogin.statusCode).toBe(401);
    // The administrator may administer users: the settings screens open for them.
    const me = await t.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect(me.statusCode).toBe(200);

    // The next starts leave the database alone, and say the settings were not used.
    logged = [];
    expect(await prepareFirstStart(context({ ...config, adminUsername: 'other' }))).toBe(
      'nothing (the database has users)',
    );
    expect(logged.some((line) => line.includes('ignored'))).toBe(true);
    expect(await userCount(authorization)).toBe(1);
  });

  it('creates the administrator once when two processes start together', async () => {
    const config = { ...production, adminUsername: 'chief', adminPassword: 'Str0ng!Pass#' };
    const done = await Promise.all([prepareFirstStart(context(config)), prepareFirstStart(context(config))]);
    expect(done.filter((d) => d === 'administrator created')).toHaveLength(1);
    const { authorization } = await t.login('chief', 'Str0ng!Pass#');
    expect(await userCount(authorization)).toBe(1);
  });

  it('seeds the demo data when SEED_DEMO is true, ignoring ADMIN_*', async () => {
    expect(
      await prepareFirstStart(
        context({ seedDemo: true, adminUsername: 'chief', adminPassword: 'Str0ng!Pass#' }),
      ),
    ).toBe('demo data seeded');
    const { authorization } = await t.login('admin', 'Admin!2026!');
    expect(await userCount(authorization)).toBe(demoUsers.length);
    const chief = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'chief', password: 'Str0ng!Pass#' },
    });
    expect(chief.statusCode).toBe(401);
  });
});

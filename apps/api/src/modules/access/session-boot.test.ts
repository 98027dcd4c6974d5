import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/session_boot: what the shell needs at boot in one call', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('answers the user, their features, their sites and current site as the separate calls do', async () => {
    const { authorization, username } = team.counter;
    const response = await get('/api/session_boot', authorization);
    expect(response.statusCode).toBe(200);
    const boot = response.json();
    expect(boot.user).toMatchObject({ username, profile: { name: 'VENDEUR' } });

    const accesses = (
      await get(`/api/feature_accesses?profile.name=VENDEUR&pagination=false`, authorization)
    ).json()['hydra:member'] as Array<{
      accessType: string;
      feature: { identifier: string; activated: boolean };
    }>;
    const granted = accesses
      .filter((access) => access.accessType === 'oui' && access.feature.activated)
      .map((access) => access.feature.identifier);
    expect([...boot.features].sort()).toEqual([...new Set(granted)].sort());
    expect(boot.features).toContain('planning');

    const sites = await get(
      '/api/sites?pagination=false&order[activated]=desc&order[name]=asc',
      authorization,
    );
    expect(boot.sites).toEqual(sites.json()['hydra:member']);
    const settings = await get(`/api/settings_users?user.username=${username}`, authorization);
    expect(boot.currentSite).toEqual(settings.json()['hydra:member'][0]);
    expect(boot.currentSite.site).toMatchObject({ id: team.home.id, name: team.home.name });
  });

  it('lists only the sites the user may see: their own, or every one with all destinations', async () => {
    const counter = (await get('/api/session_boot', team.counter.authorization)).json();
    expect(counter.sites.map((site: { id: number }) => site.id).sort()).toEqual(
      [team.home.id, team.second.id].sort(),
    );
    const trainee = (await get('/api/session_boot', team.trainee.authorization)).json();
    expect(trainee.sites.map((site: { id: number }) => site.id)).toEqual([team.home.id]);
    const finance = (await get('/api/session_boot', team.finance.authorization)).json();
    const seen = finance.sites.map((site: { id: number }) => site.id);
    expect(seen).toEqual(expect.arrayContaining([team.home.id, team.second.id, team.foreign.id]));
    expect(finance.currentSite?.site ?? null).toBeNull();
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await get('/api/session_boot')).statusCode).toBe(401);
    expect((await get('/api/session_boot', 'Bearer not-a-token')).statusCode).toBe(401);
  });
});

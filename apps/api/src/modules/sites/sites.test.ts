import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('sites and the current site', () => {
  let t: TestApp;
  let admin: string;
  let counter: string;
  let finance: string;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    counter = team.counter.authorization;
    finance = team.finance.authorization;
  });
  afterAll(() => t.close());

  const siteNames = async (authorization: string, query = '') => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/sites?pagination=false${query}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'].map((s: { name: string }) => s.name);
  };

  it('shows every site to an administrator and to all-destinations, sorted for the selector', async () => {
    const all = await siteNames(admin, '&order[activated]=desc&order[name]=asc');
    // Active sites by name ("Foreign…", "Home…", "Second…"), then the closed one.
    expect(all).toEqual([team.foreign.name, team.home.name, team.second.name, team.closed.name]);
    expect((await siteNames(finance)).sort()).toEqual([...all].sort());
  });

  it('shows a counter only the sites they are linked to', async () => {
    expect(await siteNames(counter, '&order[name]=asc')).toEqual([team.home.name, team.second.name]);
  });

  it('embeds what the selector and the site list read', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/sites?name=${encodeURIComponent(team.closed.name.slice(2, 12))}`,
      headers: { authorization: admin },
    });
    const [site] = response.json()['hydra:member'];
    expect(site).toMatchObject({
      '@type': 'Site',
      name: team.closed.name,
      activated: false,
      country: { name: 'France', codeIso31662: 'FR' },
      billingEntity: { corporateName: team.company.corporateName },
      huttosoftId: team.closed.huttosoftId,
    });
  });

  it('lets a user read and change their own current site, within their sites', async () => {
    const mine = await t.inject({
      method: 'GET',
      url: `/api/settings_users?user.username=${team.counter.username}`,
      headers: { authorization: counter },
    });
    expect(mine.statusCode).toBe(200);
    const [settings] = mine.json()['hydra:member'];
    expect(settings.site.name).toBe(team.home.name);
    const patch = (site: string) =>
      t.inject({
        method: 'PATCH',
        url: `/api/settings_users/${settings.id}`,
        headers: { authorization: counter, 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ site }),
      });
    const changed = await patch(`/api/sites/${team.second.id}`);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().site.name).toBe(team.second.name);
    const refused = await patch(`/api/sites/${team.foreign.id}`);
    expect(refused.statusCode).toBe(403);
    const unknown = await patch('/api/sites/9999');
    expect(unknown.statusCode).toBe(422);
    const malformed = await patch(team.foreign.name);
    expect(malformed.statusCode).toBe(422);
  });

  it('creates the settings of a user who has none, once', async () => {
    const none = await t.inject({
      method: 'GET',
      url: `/api/settings_users?user.username=${team.finance.username}`,
      headers: { authorization: finance },
    });
    expect(none.json()['hydra:member'][0].site).toBeNull();
    const first = await t.inject({
      method: 'POST',
      url: '/api/settings_users',
      headers: { authorization: finance },
      payload: { site: `/api/sites/${team.foreign.id}` },
    });
    expect(first.statusCode).toBe(409);
  });

  it("does not let a counter read another user's settings", async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/settings_users?user.username=${team.admin.username}`,
      headers: { authorization: counter },
    });
    expect(response.json()['hydra:member']).toEqual([]);
  });
});

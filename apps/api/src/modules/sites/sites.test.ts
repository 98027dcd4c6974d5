import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('sites and the current site', () => {
  let t: TestApp;
  let admin: string;
  let counter: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    admin = (await t.login('admin', 'Admin!2026!')).authorization;
    counter = (await t.login('counter', 'Counter!2026!')).authorization;
    finance = (await t.login('finance', 'Finance!2026!')).authorization;
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
    expect(all).toEqual([
      'Atelier central',
      'Dépôt partenaires',
      'La Dune Blanche',
      'Lago Verde',
      'Les Pins Dorés',
      'Le Moulin',
    ]);
    expect(await siteNames(finance)).toHaveLength(6);
  });

  it('shows a counter only the sites they are linked to', async () => {
    expect((await siteNames(counter, '&order[name]=asc')).sort()).toEqual([
      'La Dune Blanche',
      'Les Pins Dorés',
    ]);
  });

  it('embeds what the selector and the site list read', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/sites?name=Moulin',
      headers: { authorization: admin },
    });
    const [site] = response.json()['hydra:member'];
    expect(site).toMatchObject({
      '@type': 'Site',
      name: 'Le Moulin',
      activated: false,
      country: { name: 'France', codeIso31662: 'FR' },
      billingEntity: { corporateName: 'Vélodesk Atlantique SAS' },
      huttosoftId: 'HS-MOULIN',
    });
  });

  it('lets a user read and change their own current site, within their sites', async () => {
    const mine = await t.inject({
      method: 'GET',
      url: '/api/settings_users?user.username=counter',
      headers: { authorization: counter },
    });
    expect(mine.statusCode).toBe(200);
    const [settings] = mine.json()['hydra:member'];
    expect(settings.site.name).toBe('Les Pins Dorés');
    const sites = (
      await t.inject({ method: 'GET', url: '/api/sites?pagination=false', headers: { authorization: admin } })
    ).json()['hydra:member'];
    const dune = sites.find((s: { name: string }) => s.name === 'La Dune Blanche');
    const lago = sites.find((s: { name: string }) => s.name === 'Lago Verde');
    const patch = (site: string) =>
      t.inject({
        method: 'PATCH',
        url: `/api/settings_users/${settings.id}`,
        headers: { authorization: counter, 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ site }),
      });
    const changed = await patch(dune['@id']);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().site.name).toBe('La Dune Blanche');
    const refused = await patch(lago['@id']);
    expect(refused.statusCode).toBe(403);
    const unknown = await patch('/api/sites/9999');
    expect(unknown.statusCode).toBe(422);
    const malformed = await patch('Lago Verde');
    expect(malformed.statusCode).toBe(422);
  });

  it('creates the settings of a user who has none, once', async () => {
    const none = await t.inject({
      method: 'GET',
      url: '/api/settings_users?user.username=finance',
      headers: { authorization: finance },
    });
    expect(none.json()['hydra:member'][0].site).toBeNull();
    const first = await t.inject({
      method: 'POST',
      url: '/api/settings_users',
      headers: { authorization: finance },
      payload: { site: '/api/sites/3' },
    });
    expect(first.statusCode).toBe(409);
  });

  it("does not let a counter read another user's settings", async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/settings_users?user.username=admin',
      headers: { authorization: counter },
    });
    expect(response.json()['hydra:member']).toEqual([]);
  });
});

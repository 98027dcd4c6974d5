import { centralWorkshopSiteName } from '@velodesk/contract/ids';
import { featureIdentifiers } from '@velodesk/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';
import { demoUsers } from './demo-data.ts';

/**
 * The demo data is what README.md ("Demo users", "The demo data") promises: the only test that
 * reads it. Every other API test makes its own data with the factories of src/test/factories/.
 */
describe('the demo data', () => {
  let t: TestApp;
  let admin: string;
  const { list } = apiCalls(() => t);
  const total = async (url: string) => (await list(url, admin))['hydra:totalItems'];

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    admin = (await t.login('admin', 'Admin!2026!')).authorization;
  });
  afterAll(() => t.close());

  it('lets each demo user of the README sign in with its password, with its profile and features', async () => {
    const features = Object.fromEntries(
      await Promise.all(
        demoUsers.map(async (user) => {
          const { body } = await t.login(user.username, user.password);
          expect((body.profile as { name: string }).name, user.username).toBe(user.profile);
          return [user.username, [...(body.features as string[])].sort()] as const;
        }),
      ),
    );
    expect(features).toEqual({
      admin: [...featureIdentifiers].sort(),
      finance: ['all_destination', 'planning', 'rental_contract'],
      manager: [
        'planning',
        'rental_contract',
        'rental_reservation',
        'settings_application',
        'settings_users',
      ],
      counter: ['planning', 'rental_contract', 'rental_reservation'],
      trainee: ['planning', 'rental_reservation'],
    });
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Finance!2026!' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('has 3 billing companies and 6 sites in 3 countries, Le Moulin inactive', async () => {
    expect(await total('/api/companies')).toBe(3);
    const sites = (await list('/api/sites?pagination=false&order[name]=asc', admin))['hydra:member'];
    const described = Object.fromEntries(
      sites.map((site: Member) => [
        site.name,
        [(site.country as { codeIso31662: string }).codeIso31662, site.activated],
      ]),
    );
    expect(described).toEqual({
      'Les Pins Dorés': ['FR', true],
      'La Dune Blanche': ['FR', true],
      'Le Moulin': ['FR', false],
      [centralWorkshopSiteName]: ['FR', true],
      'Lago Verde': ['IT', true],
      'Dépôt partenaires': ['ZZ', true],
    });
    const partners = sites.find((site: Member) => site.name === 'Dépôt partenaires')!;
    expect((partners.country as { name: string }).name).toBe('Autres');
  });

  it('has the ranges électrique, musculaire and accessoires, 300 products and 600 customers', async () => {
    const ranges = (await list('/api/ranges?pagination=false', admin))['hydra:member'];
    expect(ranges.map((range: Member) => range.name).sort()).toEqual(
      ['accessoires', 'musculaire', 'électrique'].sort(),
    );
    expect(await total('/api/products?itemsPerPage=1')).toBe(300);
    expect(await total('/api/customers?itemsPerPage=1')).toBe(600);
  });
});

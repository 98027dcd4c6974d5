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

  it('has nine rentals on each open campsite around today, priced, with stays, closed and cancelled ones', async () => {
    const sites = (await list('/api/sites?pagination=false', admin))['hydra:member'];
    const today = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
    for (const name of ['Les Pins Dorés', 'La Dune Blanche', 'Lago Verde']) {
      const site = sites.find((s: Member) => s.name === name)!;
      const rentals = (await list(`/api/rentals?site.id=${site.id}&itemsPerPage=50`, admin))['hydra:member'];
      const day = today(name === 'Lago Verde' ? 'Europe/Rome' : 'Europe/Paris');
      const described = rentals
        .map((r: Member) => [
          (r.rentalType as { id: number }).id === 1 ? 'contract' : 'reservation',
          (r.state as { id: number }).id,
          Boolean(r.stayId),
        ])
        .sort()
        .map(String);
      expect(described, name).toEqual(
        [
          ['contract', 2, false],
          ['contract', 2, true],
          ['contract', 3, false],
          ['contract', 3, true],
          ['reservation', 1, false],
          ['reservation', 1, false],
          ['reservation', 1, false],
          ['reservation', 1, false],
          ['reservation', 4, false],
        ]
          .sort()
          .map(String),
      );
      // Two reservations start today; every rental has a price.
      const startingToday = rentals.filter(
        (r: Member) => (r.state as { id: number }).id === 1 && String(r.startDate).startsWith(day),
      );
      expect(startingToday, name).toHaveLength(2);
      for (const rental of rentals) expect(Number(rental.allTaxesIncludedAmount), name).toBeGreaterThan(0);
    }
    // The products of the contracts in progress are rented (3): 3 per site.
    expect(await total('/api/products?itemsPerPage=1&status.id=3')).toBe(9);
  });

  it('has customers that look real: civilities of their first names, one name per company, local phones', async () => {
    const customers: Member[] = [
      ...(await list('/api/customers?itemsPerPage=500&page=1', admin))['hydra:member'],
      ...(await list('/api/customers?itemsPerPage=500&page=2', admin))['hydra:member'],
    ];
    expect(customers).toHaveLength(600);
    const numbersOf = (customer: Member) => [
      ...((customer.phones as { number: string }[] | undefined) ?? []).map((phone) => phone.number),
      ...(customer.phoneNumber ? [(customer.phoneNumber as { number: string }).number] : []),
    ];
    const companies = customers.filter((customer) => (customer.type as { id: number }).id === 1);
    expect(companies).toHaveLength(40);
    const names = companies.map((company) => String(company.name));
    expect(new Set(names).size).toBe(40);
    for (const name of names) expect(name, name).not.toMatch(/ \d+$/);
    expect(companies.find((company) => company.name === 'Hôtel Les Embruns')?.email).toMatchObject({
      email: 'contact@hotel-les-embruns.example',
    });
    for (const company of companies) {
      // A French company's landline: +33 then an area digit 1 to 5.
      for (const number of numbersOf(company))
        expect(number, String(company.name)).toMatch(/^\+33[1-5]\d{8}$/);
    }
    const mobiles: Record<string, RegExp> = {
      FR: /^\+336\d{8}$/,
      DE: /^\+49151\d{8}$/,
      NL: /^\+316\d{8}$/,
      GB: /^\+4479\d{8}$/,
      IT: /^\+3933\d{8}$/,
    };
    const civilities: Record<string, number> = {
      Camille: 2,
      Léa: 2,
      Sophie: 2,
      Anna: 2,
      Giulia: 2,
      Emily: 2,
    };
    const men: Record<string, number> = { Lucas: 1, Hugo: 1, Pierre: 1, Lukas: 1, Marco: 1, Oliver: 1 };
    let checked = 0;
    for (const person of customers.filter((customer) => (customer.type as { id: number }).id === 2)) {
      const first = String(person.name);
      const expected = civilities[first] ?? men[first];
      if (expected !== undefined) {
        expect((person.civility as { id: number }).id, first).toBe(expected);
        checked += 1;
      }
      const country = (person.country as { codeIso31662: string }).codeIso31662;
      for (const number of numbersOf(person))
        expect(number, `${first} ${country}`).toMatch(mobiles[country]!);
    }
    expect(checked).toBeGreaterThan(50);
    // No run of numbers: the demo phones do not read as a sequence.
    const serials = customers
      .flatMap(numbersOf)
      .map((number) => Number(number.slice(-8)))
      .sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBeGreaterThan(50_000_000);
  });

  it('has the invoices of its closed contracts without a stay, on an intact ledger', async () => {
    expect(await total('/api/invoices?invoiceType.type=Facture')).toBeGreaterThan(0);
    const verification = await t.inject({
      method: 'GET',
      url: '/api/ledger/verify',
      headers: { authorization: admin },
    });
    expect(verification.statusCode, verification.body).toBe(200);
    expect(verification.json().valid, verification.body).toBe(true);
  });

  it('has the running version recorded as deployed (GET /changelogs)', async () => {
    const versions = await list('/api/changelogs', admin);
    expect(versions['hydra:totalItems']).toBe(1);
    const { versionBack } = (await t
      .inject({
        method: 'GET',
        url: '/api/changelog',
        headers: { authorization: admin },
      })
      .then((answer) => answer.json())) as { versionBack: string };
    expect(versions['hydra:member'][0]?.versionBack).toBe(versionBack);
  });
});

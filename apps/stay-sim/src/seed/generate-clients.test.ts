import { describe, expect, it } from 'vitest';
import { FIXED_CLIENTS } from './fixed-clients.ts';
import { generateClients } from './generate-clients.ts';
import { STAY_SITES } from './reference-data.ts';

const TODAY = '2025-07-15';
const generate = (seed = 7) => generateClients({ seed, today: TODAY, publicBaseUrl: 'http://sim.test' });

describe('generateClients', () => {
  it('is deterministic for a seed and varies with it', () => {
    expect(generate(7)).toEqual(generate(7));
    expect(generate(8)).not.toEqual(generate(7));
  });

  it('gives about 120 clients to each of the four sites, with unique ids and contacts', () => {
    const clients = generate();
    for (const site of STAY_SITES) {
      expect(clients.filter((client) => client.siteId === site.id)).toHaveLength(120);
    }
    const customers = clients.map((client) => client.customer);
    for (const key of ['clientId', 'clientCode', 'stayId', 'email', 'phone'] as const) {
      expect(new Set(customers.map((customer) => customer[key])).size, key).toBe(customers.length);
    }
    for (const site of STAY_SITES) {
      const names = clients.filter((c) => c.siteId === site.id).map((c) => c.customer.emplacementName);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('places present stays around today and reservations in the next 2 to 30 days', () => {
    const customers = generate().map((client) => client.customer);
    const present = customers.filter((customer) => customer.stayState === 4);
    const reservations = customers.filter((customer) => customer.stayState === 3);
    expect(present.length).toBeGreaterThan(150);
    expect(reservations.length).toBeGreaterThan(100);
    for (const stay of present) {
      expect(stay.stayDateStart >= '2025-07-05' && stay.stayDateStart <= TODAY).toBe(true);
      expect(stay.stayDateEnd > TODAY && stay.stayDateEnd <= '2025-07-29').toBe(true);
    }
    for (const stay of reservations) {
      expect(stay.stayDateStart >= '2025-07-17' && stay.stayDateStart <= '2025-08-14').toBe(true);
      expect(stay.stayDateEnd > stay.stayDateStart).toBe(true);
    }
  });

  it('gives about 3% of the clients a country code unknown to the product', () => {
    const customers = generate().map((client) => client.customer);
    const unknown = customers.filter((customer) => ['QQ', 'XA', 'QX'].includes(customer.countryIso));
    // 3% of the generated clients: 4 of 120 per site, 3 of 116 plus the fixed Zelenko on HS-PINS.
    expect(unknown).toHaveLength(16);
    expect(new Set(customers.map((customer) => customer.countryIso))).toEqual(
      new Set(['FR', 'DE', 'NL', 'GB', 'BE', 'CH', 'IT', 'ES', 'QQ', 'XA', 'QX']),
    );
  });

  it('keeps the fixed clients on HS-PINS whatever the seed, and no one else shares their names', () => {
    for (const seed of [1, 7, 123_456]) {
      const clients = generate(seed);
      const pins = clients.filter((client) => client.siteId === 'HS-PINS').map((client) => client.customer);
      expect(pins.slice(0, 4).map((c) => [c.clientId, c.stayId, c.lastName])).toEqual([
        ['1001', '51001', 'Martin'],
        ['1002', '51002', 'Van den Berg'],
        ['1003', '51003', 'Müller'],
        ['1004', '51004', 'Zelenko'],
      ]);
      for (const fixed of FIXED_CLIENTS) {
        const normalized = fixed.lastName.toLowerCase();
        const sameName = clients.filter((c) => c.customer.lastName.toLowerCase().includes(normalized));
        expect(sameName, fixed.lastName).toHaveLength(1);
      }
    }
    const martin = generate().find((client) => client.customer.lastName === 'Martin')?.customer;
    expect(martin).toMatchObject({
      stayState: 4,
      stayDateStart: '2025-07-12',
      stayDateEnd: '2025-07-19',
      emplacementName: 'A12',
      fidelityRank: 1,
      countryIso: 'FR',
      stayUrl: 'http://sim.test/stays/51001',
      paymentUrl: 'http://sim.test/stays/51001/payment',
    });
  });
});

import type { LedgerClosingRead } from '@velodesk/contract/api/invoicing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createInvoicingWorld, type InvoicingWorld } from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * POST /ledger/closings answers every closing it made, however many: a catch-up after a long
 * time off makes more closings than a page of the list (500), which the answer once lost.
 */

let t: TestApp;
const { list, send } = apiCalls(() => t);
let now = new Date('2025-01-10T09:00:00Z');
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { tokenTtlSeconds: 3 * 365 * 86400 } });
  w = await createInvoicingWorld(t);
  const rental = await createContract(t, w, [w.bikes[0]!], {
    startDate: '2025-01-10T08:00:00',
    endDate: '2025-01-11T19:00:00',
  });
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rental}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount: 4,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
  // 10 January 2025 to 31 August 2026 (Paris): 599 days, 19 months, a calendar year.
  now = new Date('2026-09-01T08:00:00Z');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /ledger/closings after a long time off', () => {
  it('answers every closing it made, more than a page of the list, with position and signature', async () => {
    const run = await send('POST', '/api/ledger/closings', w.finance);
    expect(run.statusCode, run.body).toBe(201);
    const made = (run.json() as { closings: LedgerClosingRead[] }).closings;
    const listed = await list(`/api/ledger/closings?company.id=${w.company.id}`, w.finance);
    expect(listed['hydra:totalItems']).toBeGreaterThan(500);
    expect(made).toHaveLength(listed['hydra:totalItems'] as number);
    expect(made.filter((c) => c.kind === 'day')).toHaveLength(599);
    expect(made[0]).toMatchObject({ kind: 'day', day: '2025-01-10', periodPayments: 4 });
    expect(made.filter((c) => c.kind === 'day').at(-1)!.day).toBe('2026-08-31');
    expect(made.at(-1)).toMatchObject({ kind: 'year', periodStart: '2025-01-10', day: '2025-12-31' });
    // In the run's order, each with its link's position and short signature fingerprint.
    const sequences = made.map((c) => c.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    for (const closing of made) {
      expect(closing.signatureFingerprint).toMatch(/^[0-9a-f]{4} [0-9a-f]{4}$/);
      expect(closing.keyFingerprint).toBe(t.ledgerKey.shortFingerprint);
    }
    expect((await send('POST', '/api/ledger/closings', w.finance)).json()).toEqual({ closings: [] });
  }, 300_000);
});

import { InvoiceStatus, InvoiceType } from '@velodesk/contract/api/invoicing';
import { type RentalRead, rentalRead } from '@velodesk/contract/api/rentals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContract,
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A rental answers its invoices and credit notes (rentals.md, the list's "invoices" row action):
 * read through the invoicing module's read API, oldest first, each with its PDF once generated.
 */

let t: TestApp;
const { get, send } = apiCalls(() => t);
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-01T08:00:00Z') });
  w = await createInvoicingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const rental = async (id: number) => {
  const answer = await get(`/api/rentals/${id}`, w.counter);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as RentalRead;
  expect(rentalRead.safeParse(body).success).toBe(true);
  return body;
};

describe('GET /rentals/{id} invoices', () => {
  it('is empty until the contract is closed, then names its invoice, credit note and PDF', async () => {
    const rentalId = await createContract(t, w, [w.bikes[0]!], {
      startDate: '2026-06-01T08:00:00',
      endDate: '2026-06-02T19:00:00',
    });
    expect((await rental(rentalId)).invoices).toEqual([]);

    await closeContract(t, w.counter, rentalId);
    const [invoice] = (await rental(rentalId)).invoices!;
    expect(invoice).toEqual({
      '@id': `/api/invoices/${invoice!.id}`,
      id: invoice!.id,
      number: 'F2026-000001',
      invoiceType: {
        '@id': `/api/invoice_types/${InvoiceType.invoice}`,
        id: InvoiceType.invoice,
        type: 'Facture',
      },
      invoiceStatus: {
        '@id': `/api/invoice_statuses/${InvoiceStatus.validated}`,
        id: InvoiceStatus.validated,
        status: 'Validée',
      },
      invoiceDate: '2026-06-01',
      pdf: null,
    });

    expect((await send('POST', `/api/pdf/generate/invoice/${invoice!.id}`, w.counter)).statusCode).toBe(200);
    const credit = await send('POST', '/api/invoices/create_credit', w.counter, { invoice: invoice!['@id'] });
    expect(credit.statusCode, credit.body).toBe(201);
    const invoices = (await rental(rentalId)).invoices!;
    expect(invoices.map((i) => [i.number, i.invoiceType.type, i.invoiceStatus.status, i.pdf])).toEqual([
      ['F2026-000001', 'Facture', 'Annulée', `/api/invoices/${invoice!.id}/pdf`],
      ['A2026-000001', 'Avoir', 'Validée', null],
    ]);
  });
});

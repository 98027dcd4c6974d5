import { type InvoiceDetailRead, InvoiceStatus, InvoiceType } from '@velodesk/contract/api/invoicing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSite, createUser } from '../../test/factories/index.ts';
import {
  closeContract,
  createContract,
  createInvoicedContract,
  createInvoicingWorld,
  type InvoicingWorld,
  invoicesOfRental,
  payRemaining,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { readRentalInvoices } from './invoicing.read.ts';

/** Invoices and credit notes (issue 15): issued by the close, numbered, cancelled by a credit note. */

let t: TestApp;
const { get, list, send } = apiCalls(() => t);
// "Today" is 1 June 2026, 10:00 in Paris.
const now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('the invoice of a closed contract', () => {
  let invoice: InvoiceDetailRead;
  let rentalId: number;

  it('is issued by the close, with the mentions of a French invoice', async () => {
    ({ rentalId, invoice } = await createInvoicedContract(t, w, [w.bikes[0]!, w.helmets[0]!]));
    const rental = (await get(`/api/rentals/${rentalId}`, w.counter)).json() as {
      dutyFreeAmount: number;
      taxAmount: number;
      allTaxesIncludedAmount: number;
    };
    expect(invoice.number).toBe('F2026-000001');
    expect(invoice.invoiceDate).toBe('2026-06-01');
    expect(invoice.invoiceType).toMatchObject({ id: InvoiceType.invoice, type: 'Facture' });
    expect(invoice.invoiceStatus).toMatchObject({ id: InvoiceStatus.validated, status: 'Validée' });
    expect(invoice.cancellable).toBe(true);
    expect(invoice.activated).toBe(true);
    expect(invoice.rental.id).toBe(rentalId);
    // The seller's identity, the buyer, the totals (the rental's), per rate, the terms.
    expect(invoice.seller).toMatchObject({
      corporateName: w.company.corporateName,
      siret: '12345678900012',
      siren: '123456789',
      vatNumber: 'FR12123456789',
      address: '1 rue du Port',
      zipCode: '17000',
      city: 'La Rochelle',
    });
    expect(invoice.buyer.customerId).toBe(w.customer.id);
    expect(invoice.buyer.name).toContain(w.customer.lastname);
    expect(invoice.customer.name).toBe(invoice.buyer.name);
    // What the customer pays is the contract's; the VAT is computed per rate on it.
    expect(invoice.allTaxesIncludedAmount).toBe(rental.allTaxesIncludedAmount);
    expect(Math.abs(invoice.dutyFreeAmount - rental.dutyFreeAmount)).toBeLessThanOrEqual(
      0.01 * invoice.lines.length,
    );
    expect(Math.round(invoice.dutyFreeAmount * 100) + Math.round(invoice.taxAmount * 100)).toBe(
      Math.round(invoice.allTaxesIncludedAmount * 100),
    );
    expect(Math.round(invoice.taxAmount * 100)).toBe(Math.round(invoice.dutyFreeAmount * 20));
    expect(invoice.allTaxesIncludedAmount).toBeGreaterThan(0);
    expect(invoice.lines).toHaveLength(2);
    for (const line of invoice.lines) {
      expect(line.quantity).toBe(1);
      expect(line.vatRate).toBe(20);
      expect(line.unitPrice).toBe(line.dutyFreeAmount);
      expect(Math.round((line.dutyFreeAmount + line.taxAmount) * 100)).toBe(
        Math.round(line.allTaxesIncludedAmount * 100),
      );
    }
    expect(invoice.lines.map((line) => line.description).join(' ')).toContain(w.bikes[0]!.internalNumber);
    expect(invoice.vatTotals).toEqual([
      {
        vatRate: 20,
        dutyFreeAmount: invoice.dutyFreeAmount,
        taxAmount: invoice.taxAmount,
        allTaxesIncludedAmount: invoice.allTaxesIncludedAmount,
      },
    ]);
    expect(invoice.paymentTerms).toContain('Paiement');
    expect(invoice.pdf).toBeNull();
  });

  it('is listed with its filters, id descending, on the sites the user sees', async () => {
    const second = await createInvoicedContract(t, w, [w.bikes[1]!]);
    expect(second.invoice.number).toBe('F2026-000002');
    const all = await list('/api/invoices', w.counter);
    expect(all['hydra:totalItems']).toBe(2);
    expect(all['hydra:member'].map((m) => m.id)).toEqual([second.invoice.id, invoice.id]);
    const byNumber = await list('/api/invoices?number=000001', w.counter);
    expect(byNumber['hydra:member'].map((m) => m.id)).toEqual([invoice.id]);
    expect((await list(`/api/invoices?rental.id=${rentalId}`, w.counter))['hydra:totalItems']).toBe(1);
    expect((await list('/api/invoices?invoiceType.type=Facture', w.counter))['hydra:totalItems']).toBe(2);
    expect((await list('/api/invoices?invoiceType.type=Avoir', w.counter))['hydra:totalItems']).toBe(0);
    expect(
      (await list(`/api/invoices?invoiceStatus.status=${encodeURIComponent('Validée')}`, w.counter))[
        'hydra:totalItems'
      ],
    ).toBe(2);
    expect((await list('/api/invoices?activated=false', w.counter))['hydra:totalItems']).toBe(0);
    expect((await list('/api/invoices?invoiceDate[after]=2026-06-02', w.counter))['hydra:totalItems']).toBe(
      0,
    );
    expect((await list('/api/invoices?invoiceDate[before]=2026-06-01', w.counter))['hydra:totalItems']).toBe(
      2,
    );
    expect((await get('/api/invoices?pagination=false', w.counter)).statusCode).toBe(400);
  });

  it('cancels by a credit note that names the invoice and reverses it', async () => {
    const made = await send('POST', '/api/invoices/create_credit', w.counter, {
      invoice: `/api/invoices/${invoice.id}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const credit = made.json() as InvoiceDetailRead;
    expect(credit.number).toBe('A2026-000001');
    expect(credit.invoiceType).toMatchObject({ id: InvoiceType.creditNote, type: 'Avoir' });
    expect(credit.relatedInvoiceNumber).toBe(invoice.number);
    expect(credit.relatedInvoiceDate).toBe(invoice.invoiceDate);
    expect(credit.relatedInvoice).toBe(`/api/invoices/${invoice.id}`);
    expect(credit.allTaxesIncludedAmount).toBe(-invoice.allTaxesIncludedAmount);
    expect(credit.dutyFreeAmount).toBe(-invoice.dutyFreeAmount);
    expect(credit.taxAmount).toBe(-invoice.taxAmount);
    expect(credit.lines.map((line) => line.unitPrice)).toEqual(invoice.lines.map((line) => -line.unitPrice));
    expect(credit.cancellable).toBe(false);
    expect(credit.rental.id).toBe(rentalId);

    const cancelled = (await get(`/api/invoices/${invoice.id}`, w.counter)).json() as InvoiceDetailRead;
    expect(cancelled.invoiceStatus).toMatchObject({ id: InvoiceStatus.cancelled, status: 'Annulée' });
    expect(cancelled.activated).toBe(false);
    expect(cancelled.cancellable).toBe(false);
    expect(cancelled.creditNote).toBe(`/api/invoices/${credit.id}`);
    // Its amounts never change.
    expect(cancelled.allTaxesIncludedAmount).toBe(invoice.allTaxesIncludedAmount);
    const ofRental = await invoicesOfRental(t, w.counter, rentalId);
    expect(ofRental.map((i) => i.number)).toEqual(['A2026-000001', 'F2026-000001']);
    // What the rentals module reads for the rental's invoices (id, pdf).
    const read = (await readRentalInvoices(t.database.db, [rentalId])).get(rentalId);
    expect(read?.map((i) => [i.number, i.isCreditNote, i.pdf])).toEqual([
      ['F2026-000001', false, null],
      ['A2026-000001', true, null],
    ]);
    expect((await list('/api/invoices?activated=false', w.counter))['hydra:totalItems']).toBe(1);
  });

  it('refuses to cancel a credit note, a cancelled invoice and one of status Nouveau', async () => {
    const [credit] = (await list('/api/invoices?invoiceType.type=Avoir', w.counter))['hydra:member'];
    const cancel = (id: number) =>
      send('POST', '/api/invoices/create_credit', w.counter, { invoice: `/api/invoices/${id}` });
    const ofCredit = await cancel(credit!.id);
    expect(ofCredit.statusCode).toBe(409);
    expect(ofCredit.json().code).toBe('INVOICE_CREDIT_NOTE_NOT_CANCELLABLE');
    const again = await cancel(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVOICE_ALREADY_CANCELLED');

    const fresh = await createInvoicedContract(t, w, [w.bikes[2]!]);
    await t.database.db.execute(
      sql`update invoices set invoice_status_id = ${InvoiceStatus.new} where id = ${fresh.invoice.id}`,
    );
    const ofNew = await cancel(fresh.invoice.id);
    expect(ofNew.statusCode).toBe(409);
    expect(ofNew.json().code).toBe('INVOICE_NEW_NOT_CANCELLABLE');
    expect((await get(`/api/invoices/${fresh.invoice.id}`, w.counter)).json().cancellable).toBe(false);
    // Nothing was made by the refusals.
    expect((await list('/api/invoices?invoiceType.type=Avoir', w.counter))['hydra:totalItems']).toBe(1);
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await send('POST', '/api/invoices/create_credit', w.counter, { invoice: 'x' })).statusCode).toBe(
      422,
    );
  });

  it('two concurrent cancellations of one invoice make one credit note', async () => {
    const { invoice: target } = await createInvoicedContract(t, w, [w.bikes[3]!]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send('POST', '/api/invoices/create_credit', w.counter, { invoice: `/api/invoices/${target.id}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const credits = await rows(
      sql`select count(*)::int as n from invoices where related_invoice_id = ${target.id}`,
    );
    expect(credits[0]!.n).toBe(1);
  });
});

describe('contracts that are not invoiced', () => {
  it('a contract with a stay is billed with its stay: its close issues no invoice', async () => {
    const rentalId = await createContract(t, w, [w.bikes[4]!], {
      startDate: '2026-06-01T08:00:00',
      endDate: '2026-06-02T19:00:00',
    });
    await t.database.db.execute(
      sql`update rentals set stay_id = 'STAY-1', invoicing_disabled = true where id = ${rentalId}`,
    );
    await closeContract(t, w.counter, rentalId);
    expect(await invoicesOfRental(t, w.counter, rentalId)).toEqual([]);
  });

  it('a refused close issues no invoice and takes no number', async () => {
    const rentalId = await createContract(t, w, [w.bikes[5]!], {
      startDate: '2026-06-01T08:00:00',
      endDate: '2026-06-02T19:00:00',
    });
    await payRemaining(t, w.counter, rentalId);
    const bad = await send('PATCH', `/api/rentals/${rentalId}/close`, w.counter, {
      products: [{ product: `/api/products/${w.bikes[5]!.id}`, status: '/api/product_statuses/6' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await invoicesOfRental(t, w.counter, rentalId)).toEqual([]);
    await closeContract(t, w.counter, rentalId);
    const [invoice] = await invoicesOfRental(t, w.counter, rentalId);
    const numbers = (await list('/api/invoices?invoiceType.type=Facture&itemsPerPage=100', w.counter))[
      'hydra:member'
    ].map((m) => m.number as string);
    expect(invoice!.number).toBe(`F2026-${String(numbers.length).padStart(6, '0')}`);
  });
});

describe('who may read and cancel invoices', () => {
  it('403 without the contract feature, on the lists, the invoice, the credit note and the document', async () => {
    const [any] = (await list('/api/invoices', w.counter))['hydra:member'];
    for (const url of [
      '/api/invoices',
      `/api/invoices/${any!.id}`,
      '/api/invoice_types',
      '/api/invoice_statuses',
    ]) {
      const answer = await get(url, w.trainee);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe('PERMISSION_DENIED');
    }
    const credit = await send('POST', '/api/invoices/create_credit', w.viewer, {
      invoice: `/api/invoices/${any!.id}`,
    });
    expect(credit.statusCode).toBe(403);
    expect((await send('POST', `/api/pdf/generate/invoice/${any!.id}`, w.viewer)).statusCode).toBe(403);
  });

  it("a user of another site neither lists nor reads nor cancels this site's invoices", async () => {
    const other = await createSite(t.database.db);
    const made = await createUser(t.database.db, { features: ['rental_contract'], siteIds: [other.site.id] });
    const outsider = (await t.login(made.username, made.password)).authorization;
    expect((await list('/api/invoices', outsider))['hydra:totalItems']).toBe(0);
    const [any] = (await list('/api/invoices?invoiceType.type=Facture', w.counter))['hydra:member'];
    const read = await get(`/api/invoices/${any!.id}`, outsider);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('SITE_NOT_LINKED');
    const credit = await send('POST', '/api/invoices/create_credit', outsider, {
      invoice: `/api/invoices/${any!.id}`,
    });
    expect(credit.statusCode).toBe(403);
    expect((await get('/api/invoices/999999', outsider)).statusCode).toBe(404);
    // Finance sees every site.
    expect((await list('/api/invoices', w.finance))['hydra:totalItems']).toBeGreaterThan(0);
  });

  it('answers the fixed types and statuses', async () => {
    const types = await list('/api/invoice_types', w.counter);
    expect(types['hydra:member'].map((m) => [m.id, m.type])).toEqual([
      [1, 'Facture'],
      [2, 'Avoir'],
    ]);
    const statuses = await list('/api/invoice_statuses', w.counter);
    expect(statuses['hydra:member'].map((m) => m.status)).toEqual([
      'Nouveau',
      'En cours',
      'Validée',
      'Facturée',
      'Annulée',
    ]);
  });
});

describe('the database refuses to change or delete what was issued', () => {
  /** The statement fails with the trigger's words (drizzle wraps the database's error as its cause). */
  const refused = async (query: ReturnType<typeof sql>) => {
    const error = await t.database.db.execute(query).then(
      () => null,
      (failure: { cause?: { message?: string }; message: string }) =>
        failure.cause?.message ?? failure.message,
    );
    expect(error).toMatch(/never|written once/);
  };

  it('refuses edits of amounts, numbers and links, and deletions, of invoices and their lines', async () => {
    const [any] = (await list('/api/invoices', w.counter))['hydra:member'];
    await refused(sql`update invoices set all_taxes_included_amount = 1 where id = ${any!.id}`);
    await refused(sql`update invoices set number = 'F2026-999999' where id = ${any!.id}`);
    await refused(
      sql`update invoices set rental_id = rental_id + 0, customer_id = ${(await createCustomer(t.database.db)).id} where id = ${any!.id}`,
    );
    await refused(sql`delete from invoices where id = ${any!.id}`);
    await refused(sql`update invoice_lines set unit_price = 0 where invoice_id = ${any!.id}`);
    await refused(sql`delete from invoice_lines where invoice_id = ${any!.id}`);
    await refused(sql`delete from ledger_entries`);
    await refused(sql`update ledger_entries set hash = 'x'`);
  });

  it('keeps every issued number: a second series per type, no gap', async () => {
    const numbers = await rows(
      sql`select number from invoices where company_id = ${w.company.id} and invoice_type_id = 1 order by number`,
    );
    expect(numbers.map((r) => r.number)).toEqual(
      numbers.map((_, index) => `F2026-${String(index + 1).padStart(6, '0')}`),
    );
  });
});

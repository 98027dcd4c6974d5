import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSite, createUser } from '../../test/factories/index.ts';
import { createContract, createInvoicingWorld, type InvoicingWorld } from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The contract PDF (issue 15): in the customer's language, ?language= overrides; for who sees the rental. */

let t: TestApp;
const { get, send } = apiCalls(() => t);
const now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
let rentalId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t);
  rentalId = await createContract(t, w, [w.bikes[0]!, w.helmets[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
});
afterAll(async () => {
  await t?.close();
});

/** Generates the contract, downloads it from the path answered, and extracts its text. */
const contractText = async (id: number, query = '', authorization = w.counter) => {
  const generated = await send('POST', `/api/pdf/generate/contract/${id}${query}`, authorization);
  expect(generated.statusCode, generated.body).toBe(200);
  const { file } = generated.json() as { file: string };
  const answer = await get(file, authorization);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true })
  ).text;
  return { file, text };
};

describe('the contract PDF', () => {
  it('of a cancelled rental says it is cancelled and shows no amount due, in French and English', async () => {
    const id = await createContract(t, w, [w.bikes[2]!], {
      startDate: '2026-06-10T08:00:00',
      endDate: '2026-06-11T19:00:00',
    });
    const cancelled = await send('PATCH', `/api/rentals/${id}/cancel`, w.counter, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const french = (await contractText(id, '?language=fr')).text;
    expect(french).toContain(`n° ${id} (annulée)`);
    expect(french).toContain('Cette location est annulée : aucun montant n’est dû.');
    expect(french).not.toContain('Reste à payer');
    const english = (await contractText(id, '?language=en')).text;
    expect(english).toContain(`no. ${id} (cancelled)`);
    expect(english).toContain('This rental is cancelled: no amount is due.');
    expect(english).not.toContain('Left to pay');
  });

  it('is in French for a French-speaking customer, with the period, the products and the totals', async () => {
    const { file, text } = await contractText(rentalId);
    expect(file).toBe(`/api/rentals/${rentalId}/contract_pdf?language=fr`);
    const rental = (await get(`/api/rentals/${rentalId}`, w.counter)).json() as {
      allTaxesIncludedAmount: number;
    };
    for (const mention of [
      `Contrat de location n° ${rentalId}`,
      'Période : du 01/06/2026 08:00 au 02/06/2026 19:00',
      w.company.corporateName,
      w.customer.lastname!,
      w.bikes[0]!.internalNumber,
      w.helmets[0]!.internalNumber,
      `Total TTC ${rental.allTaxesIncludedAmount.toFixed(2).replace('.', ',')} €`,
      'Signature du client',
      'Lu et approuvé',
    ]) {
      expect(text, mention).toContain(mention);
    }
  });

  it('is in English when asked, and by default for a customer whose language is not French', async () => {
    const asked = await contractText(rentalId, '?language=en');
    expect(asked.file).toBe(`/api/rentals/${rentalId}/contract_pdf?language=en`);
    expect(asked.text).toContain(`Rental contract no. ${rentalId}`);
    expect(asked.text).toContain("Customer's signature");
    expect(asked.text).toContain('Period: from 01/06/2026 08:00 to 02/06/2026 19:00');

    const english = await createCustomer(t.database.db, { lastname: 'Smith' });
    await t.database.db.execute(sql`update customers set language_id = 2 where id = ${english.id}`);
    const id = await createContract(t, { counter: w.counter, customer: english }, [w.bikes[1]!], {
      startDate: '2026-06-01T08:00:00',
      endDate: '2026-06-01T19:00:00',
    });
    const byDefault = await contractText(id);
    expect(byDefault.file).toBe(`/api/rentals/${id}/contract_pdf?language=en`);
    expect(byDefault.text).toContain(`Rental contract no. ${id}`);
    expect((await contractText(id, '?language=fr')).text).toContain(`Contrat de location n° ${id}`);
  });

  it('is for a user with a rental feature on the rental’s site only', async () => {
    expect((await send('POST', `/api/pdf/generate/contract/${rentalId}`, w.viewer)).statusCode).toBe(403);
    expect((await get(`/api/rentals/${rentalId}/contract_pdf`, w.viewer)).statusCode).toBe(403);
    const other = await createSite(t.database.db);
    const made = await createUser(t.database.db, { features: ['rental_contract'], siteIds: [other.site.id] });
    const outsider = (await t.login(made.username, made.password)).authorization;
    const refused = await get(`/api/rentals/${rentalId}/contract_pdf`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SITE_NOT_LINKED');
    expect((await send('POST', '/api/pdf/generate/contract/999999', w.counter)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/pdf/generate/contract/${rentalId}?language=de`, w.counter)).statusCode,
    ).toBe(400);
    // A trainee (reservations only) may print it too.
    expect((await contractText(rentalId, '', w.trainee)).text).toContain('Contrat de location');
  });
});

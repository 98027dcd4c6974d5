import { DepositErrorCode, type DepositRead, type HeldDepositRead } from '@velodesk/contract/api/deposits';
import type { InvoiceDetailRead, LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import { PaymentErrorCode, type RemainingAmountRead } from '@velodesk/contract/api/payments';
import { planningRead, type RentalRead, rentalRead } from '@velodesk/contract/api/rentals';
import { RentalState } from '@velodesk/contract/ids';
import { buildStaySim } from '@velodesk/stay-sim/sim';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, payments, rentals, sites } from '../../db/schema.ts';
import { createCustomer, createSite, createUser } from '../../test/factories/index.ts';
import {
  createInvoicingWorld,
  type InvoicingWorld,
  invoicesOfRental,
  payRemaining,
} from '../../test/factories/invoicing.ts';
import { customerIri, productIri } from '../../test/factories/rental-world.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Deposits (issue 24): the managers' rules per range or declination and site, the deposit taken
 * with a contract's start (or waived by a manager), given back or partly kept at the close, the
 * kept part invoiced as "Retenue sur caution" and settled by a retention payment so that the
 * contract stays fully paid; and the 4xx that write nothing.
 */

const start = new Date('2026-07-14T08:00:00Z');
const sim = buildStaySim({ seed: 7, today: start });
let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let w: InvoicingWorld;
let manager: string;
let bikeRuleId = 0;

const period = { startDate: '2026-07-14T08:00:00', endDate: '2026-07-15T19:00:00' };

beforeAll(async () => {
  const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    now: () => start,
    config: { staySystemUrl: simUrl, staySystemTimeoutMs: 1_000 },
  });
  w = await createInvoicingWorld(t, { bikes: 12 });
  await t.database.db.update(sites).set({ huttosoftId: 'HS-PINS' }).where(eq(sites.id, w.site.id));
  const made = await createUser(t.database.db, {
    features: ['planning', 'rental_reservation', 'rental_contract', 'settings_application'],
    siteIds: [w.site.id],
  });
  manager = (await t.login(made.username, made.password)).authorization;
});
afterAll(async () => {
  await t?.close();
  await sim.app.close();
});

const rental = async (id: number) => {
  const answer = await get(`/api/rentals/${id}`, w.counter);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as RentalRead;
  expect(rentalRead.safeParse(body).success).toBe(true);
  return body;
};

const contractBody = (bikes: Array<{ id: number }>, deposit?: unknown) => ({
  ...period,
  products: bikes.map(productIri),
  customer: customerIri(w.customer),
  ...(deposit === undefined ? {} : { deposit }),
});

const rentalCount = async () => Number((await t.database.db.select({ n: count() }).from(rentals))[0]!.n);
const depositCount = async () => Number((await t.database.db.select({ n: count() }).from(deposits))[0]!.n);

const pay = async (rentalId: number, amount: number) => {
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      cashDeskName: 'Accueil',
      paymentMethod: 1,
      paymentMethodName: 'Espèces',
      amount,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
};

const pdfText = async (url: string) => {
  const answer = await get(url, w.counter);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return (await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true }))
    .text;
};

const imprint = { form: 'card_imprint', amount: 450, reference: 'EMP-7781' };

describe('deposit rules', () => {
  it('are a manager’s: per range or declination and site, one each, never negative', async () => {
    const rule = {
      site: `/api/sites/${w.site.id}`,
      range: `/api/ranges/${w.bike.declination.rangeId}`,
      amount: 300,
    };
    expect((await send('POST', '/api/deposit_rules', w.counter, rule)).statusCode).toBe(403);
    const negative = await send('POST', '/api/deposit_rules', manager, { ...rule, amount: -5 });
    expect(negative.statusCode).toBe(422);
    expect(negative.body).toContain('amount cannot be negative');
    const both = await send('POST', '/api/deposit_rules', manager, {
      ...rule,
      declination: `/api/declinations/${w.bike.declination.id}`,
    });
    expect(both.statusCode).toBe(422);

    const made = await send('POST', '/api/deposit_rules', manager, rule);
    expect(made.statusCode, made.body).toBe(201);
    bikeRuleId = made.json().id;
    expect(made.json()).toMatchObject({ amount: 300, range: { name: 'électrique' }, declination: null });
    const again = await send('POST', '/api/deposit_rules', manager, rule);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(DepositErrorCode.ruleExists);

    // A declination's rule wins over its range's: 225 € for this bike model.
    const precise = await send('POST', '/api/deposit_rules', manager, {
      site: `/api/sites/${w.site.id}`,
      declination: `/api/declinations/${w.bike.declination.id}`,
      amount: 225,
    });
    expect(precise.statusCode, precise.body).toBe(201);
    const listed = await list(`/api/deposit_rules?siteId=${w.site.id}`, manager);
    expect(listed['hydra:totalItems']).toBe(2);
    expect((await send('DELETE', `/api/deposit_rules/${precise.json().id}`, manager)).statusCode).toBe(204);
    const patched = await send('PATCH', `/api/deposit_rules/${bikeRuleId}`, manager, { amount: 225 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().amount).toBe(225);
  });

  it('are listed as the settings grid reads them: paged, sorted, filtered, within the site the user sees', async () => {
    const helmet = await send('POST', '/api/deposit_rules', manager, {
      site: `/api/sites/${w.site.id}`,
      declination: `/api/declinations/${w.bike.declination.id}`,
      amount: 40,
    });
    expect(helmet.statusCode, helmet.body).toBe(201);
    const page = await list(
      `/api/deposit_rules?siteId=${w.site.id}&page=1&itemsPerPage=25&order[amount]=desc`,
      manager,
    );
    expect(page['hydra:totalItems']).toBe(2);
    expect(page['hydra:member'].map((rule) => rule.amount)).toEqual([225, 40]);
    const one = await list(
      `/api/deposit_rules?siteId=${w.site.id}&declination.id=${w.bike.declination.id}`,
      manager,
    );
    expect(one['hydra:member'].map((rule) => rule.id)).toEqual([helmet.json().id]);
    const unknownKey = await get(`/api/deposit_rules?siteId=${w.site.id}&colour=red`, manager);
    expect(unknownKey.statusCode).toBe(400);
    expect((await get('/api/deposit_rules', manager)).statusCode).toBe(400);
    const other = await createSite(t.database.db);
    const elsewhere = await get(`/api/deposit_rules?siteId=${other.site.id}`, manager);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('SITE_NOT_LINKED');
    expect((await send('DELETE', `/api/deposit_rules/${helmet.json().id}`, manager)).statusCode).toBe(204);
  });
});

describe('taking the deposit as a contract starts', () => {
  it('are quoted for a new contract before it exists: the sum of its lines, within the site the user sees', async () => {
    const quote = (user: string, siteId: number, bikes: Array<{ id: number }>) =>
      send('POST', '/api/deposits/quote', user, {
        site: `/api/sites/${siteId}`,
        products: bikes.map(productIri),
      });
    const two = await quote(w.counter, w.site.id, w.bikes.slice(0, 2));
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toEqual({ amountRequired: 450 });
    const other = await createSite(t.database.db);
    // Products of another site count for nothing; another site's rules are not the user's to read.
    expect((await quote(w.counter, other.site.id, w.bikes.slice(0, 2))).statusCode).toBe(403);
    const none = await quote(w.counter, w.site.id, []);
    expect(none.statusCode).toBe(422);
  });

  it('refuses a contract whose required deposit is missing, and writes nothing', async () => {
    const before = [await rentalCount(), await depositCount()];
    const refused = await send('POST', '/api/contracts', w.counter, contractBody(w.bikes.slice(0, 2)));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: DepositErrorCode.required });
    expect([await rentalCount(), await depositCount()]).toEqual(before);
  });

  it('refuses a negative deposit, an unknown form, a cheque without number, an identity document without kind', async () => {
    const before = [await rentalCount(), await depositCount()];
    const bikes = w.bikes.slice(0, 2);
    for (const deposit of [
      { take: { ...imprint, amount: -450 } },
      { take: { ...imprint, form: 'bitcoin' } },
      { take: { form: 'cheque', amount: 450 } },
      { take: { form: 'identity_document', amount: 0 } },
    ]) {
      const refused = await send('POST', '/api/contracts', w.counter, contractBody(bikes, deposit));
      expect(refused.statusCode, JSON.stringify(deposit)).toBe(422);
      expect(refused.json()['hydra:description']).not.toBe('');
    }
    expect([await rentalCount(), await depositCount()]).toEqual(before);
  });

  it('takes a 450 € card imprint for two bikes, with who and when; the drawer lists it', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(w.bikes.slice(0, 2), { take: imprint }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json() as RentalRead;
    expect(body).toMatchObject({ bail: 'held', amountBail: 450 });
    const read = await rental(body.id);
    expect(read.deposit).toMatchObject({
      state: 'held',
      amountRequired: 450,
      form: 'card_imprint',
      reference: 'EMP-7781',
      amountTaken: 450,
      takenAt: start.toISOString(),
    });
    expect(read.deposit?.takenBy?.username).toBeTruthy();

    const held = await list(`/api/deposits/held?siteId=${w.site.id}`, w.counter);
    const mine = (held['hydra:member'] as unknown as HeldDepositRead[]).find((d) => d.rental.id === body.id);
    expect(mine).toMatchObject({ form: 'card_imprint', amountTaken: 450, reference: 'EMP-7781' });
    expect((await get(`/api/deposits/held?siteId=${w.site.id}`, w.viewer)).statusCode).toBe(403);
    expect((await get(`/api/rentals/${body.id}/deposit/receipt`, w.counter)).statusCode).toBe(409);
  });

  it('is waived by a manager only, with a reason', async () => {
    const bikes = w.bikes.slice(2, 3);
    const counterWaiver = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(bikes, { waiver: { reason: 'Client fidèle' } }),
    );
    expect(counterWaiver.statusCode).toBe(403);
    expect(counterWaiver.json().code).toBe(DepositErrorCode.waiverForbidden);
    const noReason = await send(
      'POST',
      '/api/contracts',
      manager,
      contractBody(bikes, { waiver: { reason: ' ' } }),
    );
    expect(noReason.statusCode).toBe(422);
    const waived = await send(
      'POST',
      '/api/contracts',
      manager,
      contractBody(bikes, { waiver: { reason: 'Client fidèle' } }),
    );
    expect(waived.statusCode, waived.body).toBe(201);
    expect((await rental(waived.json().id)).deposit).toMatchObject({
      state: 'none',
      amountRequired: 225,
      waivedReason: 'Client fidèle',
    });
  });

  it('is taken when a reservation is migrated, its amount changeable before', async () => {
    const reserved = await send('POST', '/api/reservations', w.counter, contractBody(w.bikes.slice(3, 4)));
    expect(reserved.statusCode, reserved.body).toBe(201);
    const id = reserved.json().id as number;
    expect((await get(`/api/rentals/${id}/deposit`, w.counter)).json()).toMatchObject({
      amountRequired: 225,
    });
    const lowered = await send('PATCH', `/api/rentals/${id}/deposit`, w.counter, { amountBail: 150 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await pay(id, (await rental(id)).allTaxesIncludedAmount);
    const missing = await send('PATCH', `/api/reservations/migrate/${id}`, w.counter, {});
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe(DepositErrorCode.required);
    expect((await rental(id)).state.id).toBe(RentalState.new);
    const migrated = await send('PATCH', `/api/reservations/migrate/${id}`, w.counter, {
      deposit: { take: { form: 'cheque', amount: 150, reference: 'CHQ 0012345' } },
    });
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect(migrated.json()).toMatchObject({ bail: 'held', amountBail: 150 });
    const locked = await send('PATCH', `/api/rentals/${id}/deposit`, w.counter, { amountBail: 100 });
    expect(locked.statusCode).toBe(409);
  });
});

describe('giving the deposit back or keeping part of it at the close', () => {
  it('keeps 35 € for a broken light: a line of the invoice, settled by the deposit, remaining exactly 0', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(w.bikes.slice(4, 6), { take: imprint }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const total = (made.json() as RentalRead).allTaxesIncludedAmount;
    await pay(id, total);

    const tooMuch = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 450.01, keptReason: 'damage' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe(DepositErrorCode.keptTooMuch);
    const noReason = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 35 },
    });
    expect(noReason.statusCode).toBe(400);
    const unknownReason = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 35, keptReason: 'mood' },
    });
    expect(unknownReason.statusCode).toBe(422);
    expect((await rental(id)).state.id).toBe(RentalState.inProgress);
    expect(await invoicesOfRental(t, w.counter, id)).toEqual([]);

    const closed = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 35, keptReason: 'damage', keptComment: 'Feu arrière cassé' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const read = await rental(id);
    expect(read.bail).toBe('partly_kept');
    expect(read.deposit).toMatchObject({
      state: 'partly_kept',
      keptAmount: 35,
      returnedAmount: 415,
      keptReason: 'damage',
      keptComment: 'Feu arrière cassé',
      settledAt: start.toISOString(),
    });
    expect(read.deposit?.settledBy?.username).toBeTruthy();

    const [invoice] = await invoicesOfRental(t, w.counter, id);
    const detail = (await get(`/api/invoices/${invoice!.id}`, w.counter)).json() as InvoiceDetailRead;
    const kept = detail.lines.at(-1)!;
    expect(kept).toMatchObject({
      description: 'Retenue sur caution (dommage) : Feu arrière cassé',
      vatRate: 0,
      dutyFreeAmount: 35,
      taxAmount: 0,
      allTaxesIncludedAmount: 35,
    });
    expect(detail.allTaxesIncludedAmount).toBe(Math.round((total + 35) * 100) / 100);
    expect(detail.paidAmount).toBe(detail.allTaxesIncludedAmount);

    // The retention is a payment of the rental, chained, not toward its price: remaining exactly 0.
    const remaining = (
      await get(`/api/rentals/${id}/remaining_amount`, w.counter)
    ).json() as RemainingAmountRead;
    expect(remaining).toMatchObject({ remainingAmount: 0, fullyPaid: true, paidAmount: total });
    expect(read.paidAmount).toBe(total);
    const retention = read.payments!.find((p) => p.paymentMethod.name === 'Retenue sur caution');
    expect(retention).toMatchObject({ amount: 35, activated: true });
    const cancel = await send('PATCH', `/api/payments/${retention!.id}`, w.counter, { activated: false });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe(PaymentErrorCode.notCancellable);
    const verified = (await get('/api/ledger/verify', w.finance)).json() as LedgerVerificationRead;
    expect(verified.valid).toBe(true);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, retention!.id));
    expect(row?.amount).toBe('35.00');

    // Nothing is left in the drawer for this contract.
    const held = await list(`/api/deposits/held?siteId=${w.site.id}`, w.counter);
    expect((held['hydra:member'] as unknown as HeldDepositRead[]).some((d) => d.rental.id === id)).toBe(
      false,
    );

    // The contract PDF shows the deposit and its form; the return receipt what was kept and why.
    const contract = await pdfText(`/api/rentals/${id}/contract_pdf?language=fr`);
    expect(contract).toContain('Caution : 450,00 € – Empreinte de carte (réf. EMP-7781)');
    expect(read.deposit?.receipt).toBe(`/api/rentals/${id}/deposit/receipt`);
    const receipt = await pdfText(`${read.deposit!.receipt}?language=fr`);
    expect(receipt).toContain('Reçu de restitution de caution');
    expect(receipt).toMatch(/Rendu au client\s+415,00 €/);
    expect(receipt).toMatch(/Retenu\s+35,00 €/);
    expect(receipt).toContain('Dommage');
    expect(receipt).toContain('Feu arrière cassé');
    const english = await pdfText(`${read.deposit!.receipt}?language=en`);
    expect(english).toMatch(/Given back to the customer\s+415.00 €/);
  });

  it('gives the deposit back in full when nothing is kept: no line on the invoice', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(w.bikes.slice(6, 7), { take: { form: 'cash', amount: 225 } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    await pay(id, (made.json() as RentalRead).allTaxesIncludedAmount);
    const closed = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rental(id)).deposit as DepositRead).toMatchObject({
      state: 'returned',
      returnedAmount: 225,
      keptAmount: 0,
    });
    const [invoice] = await invoicesOfRental(t, w.counter, id);
    const detail = (await get(`/api/invoices/${invoice!.id}`, w.counter)).json() as InvoiceDetailRead;
    expect(detail.lines.some((line) => line.description.startsWith('Retenue sur caution'))).toBe(false);
  });

  it('keeps the whole deposit for a late return at the rental’s VAT rate', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(w.bikes.slice(7, 8), { take: { form: 'cash', amount: 60 } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    await pay(id, (made.json() as RentalRead).allTaxesIncludedAmount);
    const closed = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 60, keptReason: 'late_return' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rental(id)).bail).toBe('kept');
    const [invoice] = await invoicesOfRental(t, w.counter, id);
    const detail = (await get(`/api/invoices/${invoice!.id}`, w.counter)).json() as InvoiceDetailRead;
    expect(detail.lines.at(-1)).toMatchObject({
      description: 'Retenue sur caution (retour tardif)',
      vatRate: 20,
      dutyFreeAmount: 50,
      taxAmount: 10,
      allTaxesIncludedAmount: 60,
    });
  });

  it('refuses keeping on a contract that holds no deposit', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      manager,
      contractBody(w.bikes.slice(8, 9), { waiver: { reason: 'Groupe scolaire' } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    await payRemaining(t, w.counter, id);
    const refused = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 10, keptReason: 'missing_item' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(DepositErrorCode.state);
    expect((await rental(id)).state.id).toBe(RentalState.inProgress);
  });
});

describe('the rental answer and end of stay', () => {
  it('carries bail, amountBail, paymentLink, the amount paid and the payments', async () => {
    const rentalsList = await list(`/api/rentals?customer.id=${w.customer.id}`, w.counter);
    const item = rentalsList['hydra:member'][0] as unknown as RentalRead;
    expect(item).toHaveProperty('bail');
    expect(item).toHaveProperty('amountBail');
    expect(item).toHaveProperty('paidAmount');
    expect(item).toHaveProperty('paymentLink');
  });

  it('refuses marking a contract without a stay as paid at the end of the stay', async () => {
    const made = await send(
      'POST',
      '/api/contracts',
      w.counter,
      contractBody(w.bikes.slice(9, 10), {
        take: { form: 'identity_document', amount: 0, documentKind: 'passport' },
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect((await rental(made.json().id)).deposit).toMatchObject({
      form: 'identity_document',
      documentKind: 'passport',
    });
    const refused = await send('PATCH', `/api/rentals/${made.json().id}/fds`, w.counter, { fds: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(DepositErrorCode.fdsWithoutStay);
  });
});

describe('deposits are not revenue', () => {
  const sheets = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook.worksheets.map((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return { name: sheet.name, rows };
    });
  };

  it('the payment export gains a deposits sheet per day, site and form; the invoice export has only the kept part', async () => {
    const answer = await send('POST', '/api/payment_exports', w.finance, {
      startDate: '2026-07-14',
      endDate: '2026-07-14',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [payments, depositSheet] = await sheets(answer.rawPayload);
    expect(payments!.name).toBe('Règlements');
    expect(depositSheet!.name).toBe('Cautions');
    const [header, ...rows] = depositSheet!.rows;
    expect(header).toEqual([
      'Date',
      'Site',
      'Forme',
      'Cautions prises',
      'Montant pris',
      'Montant rendu',
      'Montant retenu',
    ]);
    const byForm = new Map(rows.map((row) => [row[2], row.slice(3)]));
    // Two card imprints of 450 € (one still held, one closed with 35 € kept).
    expect(byForm.get('Empreinte de carte')).toEqual([2, 900, 415, 35]);
    // 225 € given back in full and 60 € kept for a late return.
    expect(byForm.get('Espèces')).toEqual([2, 285, 225, 60]);
    expect(byForm.get('Chèque')).toEqual([1, 150, 0, 0]);
    expect(byForm.get("Pièce d'identité")).toEqual([1, 0, 0, 0]);
    expect(rows.every((row) => row[0] === '2026-07-14')).toBe(true);
    // The payments sheet has the retentions (settling kept lines), never a deposit taken.
    const methods = payments!.rows.slice(1).map((row) => row[5]);
    expect(methods.filter((method) => method === 'Retenue sur caution')).toHaveLength(2);
  });
});

describe('the kept part on a contract with a stay', () => {
  it('keeps part of the deposit of a stay’s contract: invoiced alone (the stay bills the rental), settled and chained', async () => {
    const guest = await createCustomer(t.database.db, { level: 0, huttosoft: '1001' });
    const made = await send('POST', '/api/contracts', w.counter, {
      ...contractBody(w.bikes.slice(10, 11), { take: { form: 'cash', amount: 225 } }),
      customer: customerIri(guest),
      stayId: '51001',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ stayId: '51001', fds: true, bail: 'held', amountBail: 225 });
    // The planning's tooltip says it is paid at the end of the stay (the rental's ninth item).
    const planning = planningRead.parse(
      (await get('/api/plannings?searchStartDate=2026-07-14&searchEndDate=2026-07-16', w.counter)).json(),
    );
    expect(planning.rentals[String(id)]?.[8]).toBe(true);

    const tooMuch = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 230, keptReason: 'missing_item' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe(DepositErrorCode.keptTooMuch);
    expect(await invoicesOfRental(t, w.counter, id)).toEqual([]);

    const closed = await send('PATCH', `/api/rentals/${id}/close`, w.counter, {
      deposit: { keptAmount: 40, keptReason: 'missing_item', keptComment: 'Antivol perdu' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const read = await rental(id);
    expect(read.deposit).toMatchObject({
      state: 'partly_kept',
      keptAmount: 40,
      returnedAmount: 185,
      keptReason: 'missing_item',
    });

    // The close's invoice has the kept line only, outside the scope of VAT, paid by the retention.
    const invoices = await invoicesOfRental(t, w.counter, id);
    expect(invoices).toHaveLength(1);
    const detail = (await get(`/api/invoices/${invoices[0]!.id}`, w.counter)).json() as InvoiceDetailRead;
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({
      description: 'Retenue sur caution (élément manquant) : Antivol perdu',
      vatRate: 0,
      dutyFreeAmount: 40,
      taxAmount: 0,
      allTaxesIncludedAmount: 40,
    });
    expect(detail.allTaxesIncludedAmount).toBe(40);
    expect(detail.paidAmount).toBe(40);

    // Settled by a retention payment, chained like any payment, not toward the rental's price.
    const retention = read.payments!.find((p) => p.paymentMethod.name === 'Retenue sur caution');
    expect(retention).toMatchObject({ amount: 40, activated: true });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, retention!.id));
    expect(row?.amount).toBe('40.00');
    const chained = (await t.database.db.execute(sql`
      select count(*)::int as n from ledger_entries
      where (record_type = 'payment' and record_id = ${retention!.id})
         or (record_type = 'invoice' and record_id = ${invoices[0]!.id})`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(chained.rows[0]!.n).toBe(2);
    expect(read.paidAmount).toBe(0);
    const verified = (await get('/api/ledger/verify', w.finance)).json() as LedgerVerificationRead;
    expect(verified.valid).toBe(true);
    const held = await list(`/api/deposits/held?siteId=${w.site.id}`, w.counter);
    expect((held['hydra:member'] as unknown as HeldDepositRead[]).some((d) => d.rental.id === id)).toBe(
      false,
    );
  });
});

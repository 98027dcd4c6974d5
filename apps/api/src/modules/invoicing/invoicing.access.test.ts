import { ProfileName } from '@velodesk/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { createSite } from '../../test/factories/index.ts';
import {
  createInvoicedContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { serviceContext } from '../../test/service-actor.ts';
import { actorWith as actor, outcome } from '../../test/service-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateContractPdf } from './contract-document.ts';
import { generateInvoicePdf, invoicePdf } from './invoice-documents.ts';
import {
  createCreditNote,
  findInvoiceStatuses,
  findInvoices,
  findInvoiceTypes,
  getInvoice,
} from './invoices.service.ts';
import { closeFinishedDays } from './ledger.service.ts';
import { findClosings } from './ledger-closings.service.ts';
import { verifyLedger } from './ledger-verification.ts';

/**
 * The invoicing services refuse on their own (called directly, past no route): without the
 * contract feature, on an invoice or rental of a site the user is not linked to, and the ledger
 * for any profile but ADMINISTRATEUR and FINANCE.
 */
describe('the invoicing services check access themselves', () => {
  let t: TestApp;
  let ctx: AppContext;
  let w: InvoicingWorld;
  let invoiceId: number;
  let rentalId: number;
  let otherSiteId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-06-01T08:00:00Z') });
    ctx = serviceContext(t);
    w = await createInvoicingWorld(t);
    const made = await createInvoicedContract(t, w, [w.bikes[0]!]);
    invoiceId = made.invoice.id;
    rentalId = made.rentalId;
    otherSiteId = (await createSite(t.database.db)).site.id;
  });
  afterAll(() => t.close());

  it('reads and cancels invoices only with the contract feature, on the sites the user is linked to', async () => {
    const counter = actor(['rental_contract'], [w.site.id]);
    const planner = actor(['planning', 'rental_reservation'], [w.site.id]);
    const outsider = actor(['rental_contract'], [otherSiteId]);
    const denied = { status: 403, code: 'PERMISSION_DENIED' };
    const notLinked = { status: 403, code: 'SITE_NOT_LINKED' };
    expect(await outcome(() => getInvoice(ctx, counter, invoiceId))).toBe('ok');
    for (const call of [
      () => findInvoices(ctx, planner, {}),
      () => findInvoiceTypes(ctx, planner, {}),
      () => findInvoiceStatuses(ctx, planner, {}),
      () => getInvoice(ctx, planner, invoiceId),
      () => createCreditNote(ctx, planner, { invoice: `/api/invoices/${invoiceId}` }),
      () => generateInvoicePdf(ctx, planner, invoiceId),
      () => invoicePdf(ctx, planner, invoiceId),
    ]) {
      expect(await outcome(call)).toEqual(denied);
    }
    for (const call of [
      () => getInvoice(ctx, outsider, invoiceId),
      () => createCreditNote(ctx, outsider, { invoice: `/api/invoices/${invoiceId}` }),
      () => generateInvoicePdf(ctx, outsider, invoiceId),
      () => generateContractPdf(ctx, outsider, rentalId, {}),
    ]) {
      expect(await outcome(call)).toEqual(notLinked);
    }
    expect(
      await outcome(() => generateContractPdf(ctx, actor(['planning'], [w.site.id]), rentalId, {})),
    ).toEqual(denied);
    expect(await outcome(() => generateContractPdf(ctx, planner, rentalId, {}))).toBe('ok');
    // An outsider's list holds none of this site's invoices.
    expect((await findInvoices(ctx, outsider, {})).total).toBe(0);
  });

  it('shows the ledger to the ADMINISTRATEUR and FINANCE profiles only, whatever their features', async () => {
    const everything = actor(
      ['planning', 'rental_contract', 'all_destination', 'settings_users'],
      [w.site.id],
    );
    const finance = { ...actor(['rental_contract'], []), profileName: ProfileName.finance };
    const admin = { ...actor([], []), profileName: ProfileName.admin };
    for (const call of [
      (a: typeof everything) => verifyLedger(ctx, a),
      (a: typeof everything) => closeFinishedDays(ctx, a),
      (a: typeof everything) => findClosings(ctx, a, {}),
    ]) {
      expect(await outcome(() => call(everything))).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
      expect(await outcome(() => call(finance))).toBe('ok');
      expect(await outcome(() => call(admin))).toBe('ok');
    }
  });
});

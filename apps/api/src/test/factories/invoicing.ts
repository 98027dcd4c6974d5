import type { InvoiceDetailRead, InvoiceRead } from '@velodesk/contract/api/invoicing';
import { ProfileName } from '@velodesk/contract/permissions';
import { expect } from 'vitest';
import { apiCalls, type TestApp } from '../test-app.ts';
import { updateCompany } from './index.ts';
import { createRentalWorld, customerIri, productIri } from './rental-world.ts';
import { createStaffUser } from './team.ts';

/**
 * The invoicing tests' world: a rental world whose billing company has its legal identity (SIRET,
 * VAT number), finance and administrator users, and a helper that makes and closes a contract
 * through the API (which issues its invoice).
 */
export const createInvoicingWorld = async (t: TestApp, options: { bikes?: number } = {}) => {
  const w = await createRentalWorld(t, { bikes: options.bikes ?? 8 });
  const company = await updateCompany(t.database.db, w.company.id, {
    corporateName: `Vélos du Port ${w.company.id}`,
    siret: '12345678900012',
    intraCommunityTvaNumber: 'FR12123456789',
    email: `compta-${w.company.id}@velos-du-port.example`,
  });
  const admin = await createStaffUser(t, { profile: ProfileName.admin, siteIds: [w.site.id] });
  const finance = await createStaffUser(t, { profile: ProfileName.finance, siteIds: [] });
  return {
    ...w,
    company,
    admin: admin.authorization,
    finance: finance.authorization,
    /** A new session of the finance user (after the test's clock moved past the first one's expiry). */
    signInFinance: async () => (await t.login(finance.username, finance.password)).authorization,
  };
};
export type InvoicingWorld = Awaited<ReturnType<typeof createInvoicingWorld>>;

/** Makes a contract of these products for the period, answers its id (201 expected). */
export const createContract = async (
  t: TestApp,
  w: { counter: string; customer: { id: number } },
  products: Array<{ id: number }>,
  period: { startDate: string; endDate: string },
): Promise<number> => {
  const { send } = apiCalls(() => t);
  const made = await send('POST', '/api/contracts', w.counter, {
    ...period,
    products: products.map(productIri),
    customer: customerIri(w.customer),
  });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { id: number }).id;
};

/**
 * Pays what remains on a rental in cash (docs/domain.md "Closing a contract": a contract without a
 * stay is fully paid before it closes); nothing when nothing remains.
 */
export const payRemaining = async (t: TestApp, authorization: string, rentalId: number) => {
  const { get, send } = apiCalls(() => t);
  const remaining = (await get(`/api/rentals/${rentalId}/remaining_amount`, authorization)).json() as {
    remainingAmount: number;
    fullyPaid: boolean;
    site: { id: number };
  };
  if (remaining.fullyPaid || remaining.remainingAmount <= 0) return;
  const paid = await send('POST', '/api/payments/create', authorization, [
    {
      site: `/api/sites/${remaining.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount: remaining.remainingAmount,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
};

/** Pays what remains, then closes a contract (200 expected). */
export const closeContract = async (t: TestApp, authorization: string, rentalId: number) => {
  const { send } = apiCalls(() => t);
  await payRemaining(t, authorization, rentalId);
  const closed = await send('PATCH', `/api/rentals/${rentalId}/close`, authorization, {});
  expect(closed.statusCode, closed.body).toBe(200);
};

/** The invoices and credit notes of a rental, newest first. */
export const invoicesOfRental = async (t: TestApp, authorization: string, rentalId: number) => {
  const { list } = apiCalls(() => t);
  return (await list(`/api/invoices?rental.id=${rentalId}`, authorization))[
    'hydra:member'
  ] as unknown as InvoiceRead[];
};

/** Makes and closes a contract; answers its id and its invoice (with lines and mentions). */
export const createInvoicedContract = async (
  t: TestApp,
  w: InvoicingWorld,
  products: Array<{ id: number }>,
  period = { startDate: '2026-06-01T08:00:00', endDate: '2026-06-02T19:00:00' },
) => {
  const { get } = apiCalls(() => t);
  const rentalId = await createContract(t, w, products, period);
  await closeContract(t, w.counter, rentalId);
  const [invoice] = await invoicesOfRental(t, w.counter, rentalId);
  expect(invoice, `the invoice of rental ${rentalId}`).toBeDefined();
  const detail = await get(`/api/invoices/${invoice!.id}`, w.counter);
  expect(detail.statusCode, detail.body).toBe(200);
  return { rentalId, invoice: detail.json() as InvoiceDetailRead };
};

import type { DepositRuleRead, DepositRuleWrite } from '@velodesk/contract/api/deposits';
import { depositsRoutes } from '@velodesk/contract/routes/deposits';
import { callRoute, routeUrl } from '@/shared/api/api-route.ts';

/** The deposits API (apps/api/src/modules/deposits/deposits.routes.ts). */

/** GET /rentals/{id}/deposit: the deposit, or the amount its lines require now. */
export const fetchDeposit = (rentalId: number, signal?: AbortSignal) =>
  callRoute(depositsRoutes['GET /rentals/:id/deposit'], { params: { id: rentalId }, signal });

/** POST /deposits/quote: what the site's rules require for these products (a contract to be). */
export const quoteDeposit = (siteId: number, products: readonly string[], signal?: AbortSignal) =>
  callRoute(depositsRoutes['POST /deposits/quote'], {
    body: { site: `/api/sites/${siteId}`, products: [...products] },
    signal,
  });

/** PATCH /rentals/{id}/deposit: the amount a contract requires, until the deposit is taken. */
export const changeDepositAmount = (rentalId: number, amountBail: number) =>
  callRoute(depositsRoutes['PATCH /rentals/:id/deposit'], { params: { id: rentalId }, body: { amountBail } });

/** The return receipt PDF's path, once the close gave the deposit back or kept part. */
export const depositReceiptPath = (rentalId: number, language: string) =>
  routeUrl(depositsRoutes['GET /rentals/:id/deposit/receipt'], {
    params: { id: rentalId },
    query: { language: language === 'fr' ? 'fr' : 'en' },
  });

/** GET /deposits/held?siteId=: what a site holds now ("what should be in the drawer"). */
export const fetchHeldDeposits = async (siteId: number, signal?: AbortSignal) =>
  (
    await callRoute(depositsRoutes['GET /deposits/held'], {
      query: new URLSearchParams({ siteId: String(siteId) }),
      signal,
    })
  )['hydra:member'];

/** The managers' default deposits (application settings). */
export const createDepositRule = (body: DepositRuleWrite): Promise<DepositRuleRead> =>
  callRoute(depositsRoutes['POST /deposit_rules'], { body });

export const updateDepositRule = (id: number, amount: number): Promise<DepositRuleRead> =>
  callRoute(depositsRoutes['PATCH /deposit_rules/:id'], { params: { id }, body: { amount } });

export const deleteDepositRule = (id: number): Promise<void> =>
  callRoute(depositsRoutes['DELETE /deposit_rules/:id'], { params: { id } });

import {
  type DepositRuleRead,
  type DepositRuleWrite,
  depositQuoteRead,
  depositRead,
  depositRuleRead,
  heldDepositRead,
} from '@velodesk/contract/api/deposits';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';

/** The deposits API (apps/api/src/modules/deposits/deposits.routes.ts). */

/** GET /rentals/{id}/deposit: the deposit, or the amount its lines require now. */
export const fetchDeposit = (rentalId: number, signal?: AbortSignal) =>
  apiRequest(`/rentals/${rentalId}/deposit`, depositRead, { signal });

/** POST /deposits/quote: what the site's rules require for these products (a contract to be). */
export const quoteDeposit = (siteId: number, products: readonly string[], signal?: AbortSignal) =>
  apiRequest('/deposits/quote', depositQuoteRead, {
    method: 'POST',
    body: { site: `/api/sites/${siteId}`, products },
    signal,
  });

/** PATCH /rentals/{id}/deposit: the amount a contract requires, until the deposit is taken. */
export const changeDepositAmount = (rentalId: number, amountBail: number) =>
  apiRequest(`/rentals/${rentalId}/deposit`, depositRead, { method: 'PATCH', body: { amountBail } });

/** The return receipt PDF's path, once the close gave the deposit back or kept part. */
export const depositReceiptPath = (rentalId: number, language: string) =>
  `/api/rentals/${rentalId}/deposit/receipt?language=${language === 'fr' ? 'fr' : 'en'}`;

/** GET /deposits/held?siteId=: what a site holds now ("what should be in the drawer"). */
export const fetchHeldDeposits = async (siteId: number, signal?: AbortSignal) =>
  (
    await apiRequest('/deposits/held', hydraCollection(heldDepositRead), {
      query: new URLSearchParams({ siteId: String(siteId) }),
      signal,
    })
  )['hydra:member'];

/** The managers' default deposits (application settings). */
export const createDepositRule = (body: DepositRuleWrite): Promise<DepositRuleRead> =>
  apiRequest('/deposit_rules', depositRuleRead, { method: 'POST', body });

export const updateDepositRule = (id: number, amount: number): Promise<DepositRuleRead> =>
  apiRequest(`/deposit_rules/${id}`, depositRuleRead, { method: 'PATCH', body: { amount } });

export const deleteDepositRule = (id: number): Promise<void> =>
  apiCommand(`/deposit_rules/${id}`, { method: 'DELETE' });

import { depositRead } from '@velodesk/contract/api/deposits';
import { apiRequest } from '../../../app/api-client.ts';

/** The deposits API (apps/api/src/modules/deposits/deposits.routes.ts). */

/** GET /rentals/{id}/deposit: the deposit, or the amount its lines require now. */
export const fetchDeposit = (rentalId: number, signal?: AbortSignal) =>
  apiRequest(`/rentals/${rentalId}/deposit`, depositRead, { signal });

/** The return receipt PDF's path, once the close gave the deposit back or kept part. */
export const depositReceiptPath = (rentalId: number, language: string) =>
  `/api/rentals/${rentalId}/deposit/receipt?language=${language === 'fr' ? 'fr' : 'en'}`;

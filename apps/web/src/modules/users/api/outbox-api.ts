import { type MailOutboxRead, mailOutboxRead } from '@velodesk/contract/api/account';
import { apiRequest } from '@/shared/api/api-client.ts';

/** One message of the mail outbox, with its full text (GET /api/mail_outbox/{id}). */
export const fetchOutboxMessage = (id: number, signal?: AbortSignal): Promise<MailOutboxRead> =>
  apiRequest(`/mail_outbox/${id}`, mailOutboxRead, { signal });

import type { MailOutboxRead } from '@velodesk/contract/api/account';
import { mailRoutes } from '@velodesk/contract/routes/mail';
import { callRoute } from '@/shared/api/api-route.ts';

/** One message of the mail outbox, with its full text (GET /api/mail_outbox/{id}). */
export const fetchOutboxMessage = (id: number, signal?: AbortSignal): Promise<MailOutboxRead> =>
  callRoute(mailRoutes['GET /mail_outbox/:id'], { params: { id }, signal });

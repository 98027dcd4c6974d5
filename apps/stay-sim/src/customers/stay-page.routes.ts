import type { FastifyInstance } from 'fastify';
import type { SimState } from '../sim-state.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page a stay's `stayUrl` points to: a bare summary, standing in for the stay system's screen. */
export function registerStayPageRoutes(app: FastifyInstance, state: SimState): void {
  app.get<{ Params: { stayId: string } }>('/stays/:stayId', async (request, reply) => {
    const found = state.clients.findByStayId(request.params.stayId);
    if (!found) return reply.code(404).send({ message: 'Stay not found' });
    const { customer } = found;
    const rows: Array<[string, string]> = [
      ['Site', found.siteId],
      ['Client', `${customer.lastName} ${customer.firstName} (${customer.clientCode})`],
      ['Emplacement', customer.emplacementName],
      ['Séjour', `${customer.stayDateStart} → ${customer.stayDateEnd}`],
      ['État', customer.stayState === 4 ? 'Présent' : 'Réservation'],
    ];
    const body = rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Séjour ${escapeHtml(customer.stayId)}</title>` +
          `<h1>Séjour ${escapeHtml(customer.stayId)}</h1><dl>${body}</dl></html>`,
      );
  });
  // The stay's payment page (`paymentUrl`): where the guest pays what is billed at the end of the stay.
  app.get<{ Params: { stayId: string } }>('/stays/:stayId/payment', async (request, reply) => {
    const found = state.clients.findByStayId(request.params.stayId);
    if (!found) return reply.code(404).send({ message: 'Stay not found' });
    const stayId = escapeHtml(found.customer.stayId);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Paiement du séjour ${stayId}</title>` +
          `<h1>Paiement du séjour ${stayId}</h1><p>${escapeHtml(found.customer.lastName)} ${escapeHtml(found.customer.firstName)}</p></html>`,
      );
  });
}

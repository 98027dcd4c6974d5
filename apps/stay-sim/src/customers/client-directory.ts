import type { SeededClient } from '../types.ts';

/** The seeded clients, looked up by client id, by stay id, or listed per site. */
export interface ClientDirectory {
  readonly size: number;
  bySite(siteId: string): SeededClient[];
  findByClientId(clientId: string): SeededClient | undefined;
  findByStayId(stayId: string): SeededClient | undefined;
}

export function createClientDirectory(clients: readonly SeededClient[]): ClientDirectory {
  const byClientId = new Map(clients.map((client) => [client.customer.clientId, client]));
  const byStayId = new Map(clients.map((client) => [client.customer.stayId, client]));
  const bySite = new Map<string, SeededClient[]>();
  for (const client of clients) {
    const list = bySite.get(client.siteId) ?? [];
    list.push(client);
    bySite.set(client.siteId, list);
  }
  return {
    size: clients.length,
    bySite: (siteId) => bySite.get(siteId) ?? [],
    findByClientId: (clientId) => byClientId.get(clientId),
    findByStayId: (stayId) => byStayId.get(stayId),
  };
}

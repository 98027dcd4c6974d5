import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { technicalEvents } from '../../db/schema/journal.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of technical events (GET /technical_events): filters, order, and a page's rows and count. */
export const technicalEventCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: technicalEvents.id },
    eventType: { kind: 'exact', column: technicalEvents.eventType },
    occurredAt: { kind: 'date', column: technicalEvents.occurredAt },
    'user.id': { kind: 'int', column: technicalEvents.userId },
    'company.id': { kind: 'int', column: technicalEvents.companyId },
  },
  order: { sequence: technicalEvents.sequence, occurredAt: technicalEvents.occurredAt },
  defaultOrder: [['sequence', 'desc']],
  alwaysPaginated: true,
};

export const technicalEventPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(technicalEvents).where(where).$dynamic(),
  total: db.select({ count: count() }).from(technicalEvents).where(where),
});

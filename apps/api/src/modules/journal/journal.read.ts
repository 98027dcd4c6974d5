import { and, asc, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { technicalEvents } from '../../db/schema/journal.ts';

/**
 * What other modules may read of the technical journal (customers: the events about one customer,
 * shown in their data export). The caller checked the actor's access.
 */
export const readEventsAboutCustomer = async (db: DbOrTx, types: readonly string[], customerId: number) =>
  (
    await db
      .select({
        eventType: technicalEvents.eventType,
        occurredAt: technicalEvents.occurredAt,
        userId: technicalEvents.userId,
        details: technicalEvents.details,
      })
      .from(technicalEvents)
      .where(
        and(
          inArray(technicalEvents.eventType, [...types]),
          like(technicalEvents.details, `%"customerId":${customerId}%`),
        ),
      )
      .orderBy(asc(technicalEvents.sequence))
  )
    .map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }))
    .filter(
      (row) =>
        row.details.customerId === customerId ||
        (Array.isArray(row.details.anonymisedIds) && row.details.anonymisedIds.includes(customerId)),
    );

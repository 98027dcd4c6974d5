import type { Violation } from '@velodesk/contract/hydra';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { unprocessable, violationOf } from './errors.ts';

/**
 * "Does the record this body points to exist?" in one place: a referenced id that does not exist
 * is a 422 violation on its field (docs/api-conventions.md).
 */
export interface ReferenceCheck {
  /** The body's field (the violation's propertyPath). */
  field: string;
  /** The table whose `id` the field points to. */
  table: PgTable & { id: PgColumn };
  /** The id read from the body; undefined or null is not checked (absent or cleared). */
  id: number | null | undefined;
  /** The violation's message: by default `This <what> does not exist.`. */
  message?: string;
  /** Used by the default message (default: the field). */
  what?: string;
}

/** Whether a row of `table` has this id. */
export const rowExists = async (db: DbOrTx, table: PgTable & { id: PgColumn }, id: number) =>
  (
    await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.id, id))
      .limit(1)
  ).length > 0;

/** The violations of the references that do not exist (in the order given). */
export const missingReferences = async (db: DbOrTx, checks: ReferenceCheck[]): Promise<Violation[]> => {
  const violations: Violation[] = [];
  for (const check of checks) {
    if (check.id === undefined || check.id === null) continue;
    if (!(await rowExists(db, check.table, check.id))) {
      violations.push(
        violationOf(check.field, check.message ?? `This ${check.what ?? check.field} does not exist.`),
      );
    }
  }
  return violations;
};

/** Every reference exists, else a 422 listing the missing ones. */
export const assertReferences = async (db: DbOrTx, checks: ReferenceCheck[]): Promise<void> => {
  const violations = await missingReferences(db, checks);
  if (violations.length > 0) throw unprocessable(violations);
};

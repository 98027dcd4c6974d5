import { DomainError, violationOf } from '../../platform/errors.ts';

/** A value already used: 409 with a violation on the field (docs/decisions/uniqueness-conflicts.md). */
export const uniqueConflict = (field: string, message: string, code?: string): DomainError =>
  new DomainError(409, 'Conflict', `${field}: ${message}`, [violationOf(field, message, code)]);

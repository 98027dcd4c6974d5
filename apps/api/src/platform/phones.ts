import type { Violation } from '@velodesk/contract/hydra';
import { readPhone } from '@velodesk/contract/phones';
import { violationOf } from './errors.ts';

/** A phone number in its normal form, or a violation on `path` (contract phones.ts: one rule). */
export const normalPhoneOrViolation = (
  value: string,
  region: string | undefined,
  path: string,
  violations: Violation[],
  label = path,
): string | null => {
  const reading = readPhone(value, region, label);
  if (reading.ok) return reading.number;
  violations.push(violationOf(path, reading.message));
  return null;
};

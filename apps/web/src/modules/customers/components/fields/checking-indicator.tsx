import { Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UniquenessState } from '@/modules/reference/hooks/use-uniqueness-check.ts';

/** The right section of a field checked for uniqueness: a spinner, then a mark. */
export function CheckingIndicator({ state, value }: { state: UniquenessState; value: string }) {
  if (value.trim() === '') return null;
  if (state.isChecking) return <Loader size={14} data-testid="uniqueness-checking" />;
  if (state.isTaken) return <IconAlertCircle size={16} color="var(--mantine-color-red-6)" />;
  return null;
}

export const unchecked: UniquenessState = { isChecking: false, isTaken: false };

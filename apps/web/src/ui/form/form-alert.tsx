import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The red banner at the top of a form: why the save was refused. Nothing when there is no message. */
export function FormAlert({ message, testId }: { message: ReactNode; testId?: string }) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid={testId}>
      {message}
    </Alert>
  );
}

import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of the rental details: its label and its value. */
export function RentalDetailsField({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Spans the two columns (long values). */
  wide?: boolean;
}

/** Label and value pairs of a read-only customer card. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      {items.map((item) => (
        <Stack key={item.key} gap={2} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.03em' }}>
            {item.label}
          </Text>
          <Text size="sm" fw={500} component="div" data-testid={`detail-${item.key}`}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

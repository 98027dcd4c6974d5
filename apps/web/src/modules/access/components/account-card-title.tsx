import { Stack, Text, Title } from '@mantine/core';

/** Title and subtitle at the top of an account card. */
export function AccountCardTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={3} fw={600} data-testid="page-title">
        {title}
      </Title>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

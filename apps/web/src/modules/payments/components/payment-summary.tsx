import { Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RemainingAmountRead } from '@velodesk/contract/api/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Total, already paid and the live remaining amount (red while not exactly 0). */
export function PaymentSummary({
  data,
  isError,
  left,
  money,
  rentalId,
}: {
  data: RemainingAmountRead | undefined;
  isError: boolean;
  left: number | null;
  money: (amount: number) => string;
  rentalId: number;
}) {
  const { t } = useTranslation();
  const placeholder = isError ? '-' : <Loader size={14} />;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('PAYMENTS.RENTAL')} testId="payment-rental" size="sm">
          {data ? `#${rentalId} · ${data.site.name}` : `#${rentalId}`}
        </Figure>
        <Figure label={t('PAYMENTS.TOTAL')} testId="payment-total">
          {data ? money(data.allTaxesIncludedAmount) : placeholder}
        </Figure>
        <Figure label={t('PAYMENTS.PAID')} testId="payment-paid">
          {data ? money(data.paidAmount) : placeholder}
        </Figure>
        <Figure
          label={t('PAYMENTS.REMAINING')}
          testId="payment-remaining"
          colour={left === null ? undefined : left === 0 ? 'teal' : 'red'}
        >
          {left === null ? placeholder : money(left)}
        </Figure>
      </SimpleGrid>
    </Paper>
  );
}

function Figure({
  label,
  children,
  testId,
  colour,
  size = 'lg',
}: {
  label: string;
  children: ReactNode;
  testId: string;
  colour?: string | undefined;
  size?: 'sm' | 'lg';
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={size} fw={700} c={colour} data-testid={testId} component="div">
        {children}
      </Text>
    </Stack>
  );
}

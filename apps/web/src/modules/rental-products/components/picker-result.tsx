import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchVerdict } from '../product-search.ts';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The product found (or refused): its id, number, range and model. */
export function PickerResult({ shown }: { shown: NonNullable<SearchVerdict['product']> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="picker-result">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Field label={t('RENTAL_PRODUCTS.PRODUCT_ID')} value={shown.id} testId="picker-result-id" />
        <Field
          label={t('RENTAL_PRODUCTS.NUMBER_LABEL')}
          value={shown.internalNumber}
          testId="picker-result-number"
        />
        <Field
          label={t('RENTAL_PRODUCTS.RANGE')}
          value={shown.group.range.name}
          testId="picker-result-range"
        />
        <Field
          label={t('RENTAL_PRODUCTS.MODEL')}
          value={`${shown.group.model} · ${shown.group.size}`}
          testId="picker-result-model"
        />
      </SimpleGrid>
    </Paper>
  );
}

import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductPickerState } from './use-product-picker.ts';

/** The available products' state: not read, being read, or how many for the period. */
export function PickerStatus({ picker }: { picker: ProductPickerState }) {
  const { t } = useTranslation();
  return picker.available.isError ? (
    <Alert color="red" data-testid="picker-load-error">
      {t('RENTAL_PRODUCTS.LOAD_ERROR')}
    </Alert>
  ) : picker.isLoading ? (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('RENTAL_PRODUCTS.LOADING')}
      </Text>
    </Group>
  ) : (
    <Text size="xs" c="dimmed" data-testid="picker-available-count">
      {t('RENTAL_PRODUCTS.AVAILABLE_COUNT', { count: picker.availableCount, ...picker.periodText })} ·{' '}
      {t('RENTAL_PRODUCTS.HAND_SCANNER_HINT')}
    </Text>
  );
}

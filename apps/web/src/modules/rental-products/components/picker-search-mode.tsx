import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCamera, IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductPickerState } from './use-product-picker.ts';

/** How the product is searched: its number typed (or a hand scanner), or the camera. */
export function PickerSearchMode({ picker }: { picker: ProductPickerState }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('RENTAL_PRODUCTS.SEARCH_MODE')}
      </Text>
      <SegmentedControl
        value={picker.searchBy}
        onChange={(value) => picker.setSearchBy(value === 'camera' ? 'camera' : 'number')}
        data={[
          {
            value: 'number',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <IconKeyboard size={16} />
                {t('RENTAL_PRODUCTS.MODE_NUMBER')}
              </Group>
            ),
          },
          {
            value: 'camera',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <IconCamera size={16} />
                {t('RENTAL_PRODUCTS.MODE_CAMERA')}
              </Group>
            ),
          },
        ]}
        data-testid="picker-mode"
      />
    </Stack>
  );
}

import { Autocomplete, Button, Group, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductPickerState } from './use-product-picker.ts';

/** The number's search: typed or chosen among the available products (each with its model). */
export function PickerNumberSearch({ picker }: { picker: ProductPickerState }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React carries a submit through the portal to the page's own form: it stops here.
        event.stopPropagation();
        picker.search(picker.number);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Autocomplete
          label={t('RENTAL_PRODUCTS.NUMBER_LABEL')}
          placeholder={t('RENTAL_PRODUCTS.NUMBER_PLACEHOLDER')}
          withAsterisk
          data={picker.options}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
              <Text size="sm">{option.value}</Text>
              <Text size="xs" c="dimmed" truncate data-testid="picker-number-model">
                {picker.modelOf.get(option.value) ?? ''}
              </Text>
            </Group>
          )}
          limit={100}
          maxDropdownHeight={260}
          value={picker.number}
          onChange={picker.setNumber}
          onOptionSubmit={(value) => {
            picker.setNumber(value);
            picker.search(value);
          }}
          leftSection={<IconBarcode size={16} />}
          style={{ flex: 1 }}
          data-autofocus
          data-hand-scanner="accept"
          data-testid="picker-number"
        />
        <Button
          type="submit"
          disabled={picker.number.trim() === '' || picker.isLoading}
          loading={picker.isLoading && picker.searched !== null}
          data-testid="picker-search"
        >
          {t('RENTAL_PRODUCTS.SEARCH')}
        </Button>
      </Group>
    </form>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LineView, RentalFormState } from '../../form/use-rental-form.ts';
import { PeriodFields } from '../period-fields.tsx';
import { ProductLines } from '../product-lines.tsx';

/** The products: the period, the lines, and adding (the picker, or a hand scanner's hint). */
export function RentalProductsBlock({
  state,
  writable,
  onAdd,
  onReplace,
}: {
  state: RentalFormState;
  writable: boolean;
  /** Adding a product through the picker, when the period allows it. */
  onAdd: (() => void) | undefined;
  onReplace: ((view: LineView) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="rental-products-block">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('RENTAL_EDIT.LINES.TITLE')}
          </Text>
          {writable ? (
            <Group gap="sm">
              <Text size="xs" c="dimmed">
                {t('RENTAL_EDIT.LINES.SCAN_HINT')}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                disabled={!onAdd}
                onClick={onAdd}
                data-testid="rental-add-product"
              >
                {t('RENTAL_EDIT.LINES.ADD_PRODUCT')}
              </Button>
            </Group>
          ) : null}
        </Group>
        <PeriodFields state={state} readOnly={!writable} />
        <ProductLines state={state} readOnly={!writable} onAdd={onAdd} onReplace={onReplace} />
      </Stack>
    </Paper>
  );
}

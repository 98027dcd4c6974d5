import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineView, RentalFormState } from '../form/use-rental-form.ts';
import { formatEuros } from '../money.ts';
import { ProductLineActions } from './product-line-actions.tsx';
import { productOptionsFor } from './product-line-options.ts';

/**
 * One product line: the select of the products it may take, its validated badge, its warnings
 * (not available, no price, the server's refusal), its amount HT or TTC, and its icons.
 */
export function ProductLineRow({
  view,
  state,
  readOnly,
  onAdd,
  onReplace,
}: {
  view: LineView;
  state: RentalFormState;
  readOnly: boolean;
  onAdd: () => void;
  onReplace?: (view: LineView) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr data-testid="product-line" data-product-id={view.line.productId ?? ''}>
      <Table.Td>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={t('RENTAL_EDIT.LINES.PRODUCT')}
              placeholder={
                state.availability.isFetching
                  ? t('RENTAL_EDIT.LINES.LOADING')
                  : t('RENTAL_EDIT.LINES.PLACEHOLDER')
              }
              data={productOptionsFor(view, state, t('RENTAL_EDIT.LINES.CHOSEN'))}
              value={view.line.productId === null ? null : String(view.line.productId)}
              onChange={(value) => state.setLineProduct(view.index, value === null ? null : Number(value))}
              searchable
              limit={60}
              nothingFoundMessage={t('RENTAL_EDIT.LINES.NOTHING_FOUND')}
              disabled={readOnly || view.line.validated}
              style={{ flex: 1 }}
              error={view.refusal ?? undefined}
              data-testid="line-product"
            />
            {view.line.validated ? (
              <Badge color="teal" variant="light" data-testid="line-validated">
                {t('RENTAL_EDIT.LINES.VALIDATED')}
              </Badge>
            ) : null}
          </Group>
          {view.available === false ? (
            <Text size="xs" c="red" data-testid="line-not-available">
              {t('RENTAL_EDIT.LINES.NOT_AVAILABLE')}
            </Text>
          ) : null}
          {view.noPrice ? (
            <Text size="xs" c="orange.8" data-testid="line-no-price">
              {t('RENTAL_EDIT.LINES.NO_PRICE')}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td ta="right" data-testid="line-amount">
        {view.amount !== null && (view.price || view.savedDisplay)
          ? `${formatEuros(view.amount, i18n.language)} ${t(view.price?.display === 'HT' ? 'RENTAL_EDIT.LINES.HT' : 'RENTAL_EDIT.LINES.TTC')}`
          : '—'}
      </Table.Td>
      {readOnly && !onReplace ? null : (
        <Table.Td>
          <ProductLineActions
            view={view}
            readOnly={readOnly}
            onAdd={onAdd}
            onRemove={() => state.removeLine(view.index)}
            onReplace={onReplace}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

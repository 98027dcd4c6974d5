import { Alert, Button, Stack, Table } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { bikeLimit } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import type { LineView, RentalFormState } from '../form/use-rental-form.ts';
import { ProductLineRow } from './product-line-row.tsx';

/**
 * The product lines of a rental (reservation modal and rental page): for each line a select of the
 * available products grouped by range (those chosen on other lines left out), its amount HT or
 * TTC as its price is displayed, add and remove icons, and the warnings: product not available,
 * no price, the server's refusal; below, the bike-limit message.
 */
export function ProductLines({
  state,
  readOnly = false,
  onAdd,
  onReplace,
}: {
  state: RentalFormState;
  readOnly?: boolean;
  /** The page adds through the product picker; the modal adds an empty line. */
  onAdd?: () => void;
  /** Replacing a validated line's product (the page). */
  onReplace?: (view: LineView) => void;
}) {
  const { t } = useTranslation();
  const add = onAdd ?? state.addLine;

  return (
    <Stack gap="xs" data-testid="product-lines">
      <Table verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('RENTAL_EDIT.LINES.PRODUCT')}</Table.Th>
            <Table.Th ta="right" w={130}>
              {t('RENTAL_EDIT.LINES.AMOUNT')}
            </Table.Th>
            {readOnly && !onReplace ? null : <Table.Th w={96} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.lineViews.map((view) => (
            <ProductLineRow
              key={view.line.key}
              view={view}
              state={state}
              readOnly={readOnly}
              onAdd={add}
              onReplace={onReplace}
            />
          ))}
        </Table.Tbody>
      </Table>
      {readOnly || state.lineViews.length > 0 ? null : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          data-testid="line-add-first"
        >
          {t('RENTAL_EDIT.LINES.ADD')}
        </Button>
      )}
      {state.overBikeLimit ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="bike-limit">
          {t('RENTAL_EDIT.LINES.BIKE_LIMIT', { limit: bikeLimit })}
        </Alert>
      ) : null}
    </Stack>
  );
}

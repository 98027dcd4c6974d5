import { Table, Text } from '@mantine/core';
import { fromCents, type RentalTotals } from '@velodesk/contract/pricing';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/ui/format.ts';
import { formatEuros } from '../money.ts';

/**
 * The price table of a rental (reservation modal and rental page): excl. tax, VAT, incl. tax, and
 * the discount as a negative euro amount, 0 to 2 decimals. `totals` come from the contract's
 * rentalTotals; `saved` are the rental's stored amounts, shown while no line is priced on screen.
 */
export function PricingSummary({
  totals,
  saved,
  discountPercent,
}: {
  totals: RentalTotals | null;
  saved?: { dutyFreeAmount: number; taxAmount: number; allTaxesIncludedAmount: number } | null;
  discountPercent: number;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const rows = totals
    ? {
        dutyFree: fromCents(totals.dutyFreeAmount),
        tax: fromCents(totals.taxAmount),
        allTaxesIncluded: fromCents(totals.allTaxesIncludedAmount),
        discount: fromCents(totals.discountAllTaxesIncluded),
      }
    : saved
      ? {
          dutyFree: saved.dutyFreeAmount,
          tax: saved.taxAmount,
          allTaxesIncluded: saved.allTaxesIncludedAmount,
          discount: 0,
        }
      : { dutyFree: 0, tax: 0, allTaxesIncluded: 0, discount: 0 };
  return (
    <Table withTableBorder withColumnBorders data-testid="pricing-summary" fz="sm">
      <Table.Tbody>
        {discountPercent > 0 ? (
          <Table.Tr>
            <Table.Th>
              {t('RENTAL_EDIT.PRICES.DISCOUNT', { percent: formatPercent(discountPercent, i18n.language) })}
            </Table.Th>
            <Table.Td ta="right" data-testid="price-discount">
              <Text span c="red" size="sm">
                {money(-rows.discount)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Th>{t('RENTAL_EDIT.PRICES.EXCL_TAX')}</Table.Th>
          <Table.Td ta="right" data-testid="price-excl-tax">
            {money(rows.dutyFree)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('RENTAL_EDIT.PRICES.VAT')}</Table.Th>
          <Table.Td ta="right" data-testid="price-vat">
            {money(rows.tax)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('RENTAL_EDIT.PRICES.INCL_TAX')}</Table.Th>
          <Table.Td ta="right" fw={700} data-testid="price-incl-tax">
            {money(rows.allTaxesIncluded)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

import { Paper, Table, Title } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/format.ts';

/** The rental's prices: pricing type, discount, amounts before and after tax. */
export function RentalPricingBlock({ rental }: { rental: RentalRead }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-pricing">
      <Title order={4} fw={600} mb="sm">
        {t('RENTAL_DETAILS.PRICING')}
      </Title>
      <Table withTableBorder withColumnBorders fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.PRICING_TYPE')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-type">
              {rental.pricingType.description}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.DISCOUNT')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-discount">
              {rental.discount} %
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.AMOUNT_HT')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-ht">
              {money(rental.dutyFreeAmount)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.TAX')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-tax">
              {money(rental.taxAmount)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.AMOUNT_TTC')}</Table.Th>
            <Table.Td ta="right" fw={700} data-testid="pricing-ttc">
              {money(rental.allTaxesIncludedAmount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

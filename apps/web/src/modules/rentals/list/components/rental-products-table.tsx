import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconReplace } from '@tabler/icons-react';
import type { RentalProductRead, RentalRead } from '@velodesk/contract/api/rentals';
import type { Grants } from '@velodesk/contract/permissions';
import { rentalLineActions } from '@velodesk/contract/rental-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '@/modules/fleet/fleet-statuses.ts';
import { ProductPickerModal } from '@/modules/rental-products/components/product-picker-modal.tsx';
import { useReplaceRentalProduct, useValidateRentalProduct } from '@/shared/rentals/use-rental-writes.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { formatMoney } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { rangeDisplayName } from '@/ui/range-names.ts';
import { factsOfRental } from '../rental-facts.ts';

const bikeRanges = ['électrique', 'musculaire'];

/**
 * The products of a rental (rentals spec "Rental details"): each line's product, declination,
 * status and price; an unvalidated line can be validated, a validated one replaced (through the
 * add/replace product modal in its replace mode) unless the rental is cancelled.
 */
export function RentalProductsTable({ rental, grants }: { rental: RentalRead; grants: Grants | null }) {
  const { t, i18n } = useTranslation();
  const [replacing, setReplacing] = useState<RentalProductRead | null>(null);
  const validate = useValidateRentalProduct({
    onSuccess: (line) =>
      notifySuccess(t('RENTAL_DETAILS.VALIDATE_SUCCESS', { product: line.product.internalNumber })),
    onError: (error) => notifyError(errorMessage(error, t, 'RENTAL_DETAILS.VALIDATE_ERROR')),
  });
  const replace = useReplaceRentalProduct({
    onSuccess: (line) => {
      notifySuccess(t('RENTAL_DETAILS.REPLACE_SUCCESS', { product: line.product.internalNumber }));
      setReplacing(null);
    },
    onError: (error) => notifyError(errorMessage(error, t, 'RENTAL_DETAILS.REPLACE_ERROR')),
  });
  const facts = factsOfRental(rental);
  const money = (amount: number) => formatMoney(amount, i18n.resolvedLanguage ?? i18n.language);
  const bikeCount = rental.products.filter((line) =>
    bikeRanges.includes(line.product.declination.range.name),
  ).length;

  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-products">
      <Title order={4} fw={600} mb="sm">
        {t('RENTAL_DETAILS.PRODUCTS')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('RENTAL_DETAILS.INTERNAL_NUMBER')}</Table.Th>
              <Table.Th>{t('RENTAL_DETAILS.RANGE')}</Table.Th>
              <Table.Th>{t('RENTAL_DETAILS.MODEL')}</Table.Th>
              <Table.Th>{t('RENTAL_DETAILS.SIZE')}</Table.Th>
              <Table.Th>{t('RENTAL_DETAILS.PRODUCT_STATUS')}</Table.Th>
              <Table.Th ta="right">{t('RENTAL_DETAILS.AMOUNT_TTC')}</Table.Th>
              <Table.Th>{t('RENTAL_DETAILS.VALIDATED')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rental.products.map((line) => {
              const lineActions = grants
                ? rentalLineActions(facts, { validated: line.validate }, grants)
                : [];
              return (
                <Table.Tr key={line.id} data-testid={`rental-line-${line.product.internalNumber}`}>
                  <Table.Td fw={600}>{line.product.internalNumber}</Table.Td>
                  <Table.Td>{rangeDisplayName(line.product.declination.range.name, i18n.language)}</Table.Td>
                  <Table.Td>{line.product.declination.model}</Table.Td>
                  <Table.Td>{line.product.declination.size}</Table.Td>
                  <Table.Td>{statusLabel(t, line.product.status)}</Table.Td>
                  <Table.Td ta="right">{money(line.allTaxesIncludedAmount)}</Table.Td>
                  <Table.Td>
                    {line.validate ? (
                      <Badge color="green" variant="light" data-testid="line-validated">
                        {t('RENTAL_DETAILS.YES')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" data-testid="line-not-validated">
                        {t('RENTAL_DETAILS.NO')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" gap="xs" wrap="nowrap">
                      {lineActions.includes('validate') ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="green"
                          leftSection={<IconCheck size={14} />}
                          loading={validate.isPending && validate.variables === line.id}
                          disabled={validate.isPending}
                          onClick={() => validate.mutate(line.id)}
                          data-testid="line-validate"
                        >
                          {t('RENTAL_DETAILS.VALIDATE')}
                        </Button>
                      ) : null}
                      {lineActions.includes('replace') ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconReplace size={14} />}
                          onClick={() => setReplacing(line)}
                          data-testid="line-replace"
                        >
                          {t('RENTAL_DETAILS.REPLACE')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rental.replacedProducts.length > 0 ? (
        <Text size="sm" c="dimmed" mt="sm" data-testid="replaced-products">
          {t('RENTAL_DETAILS.REPLACED')}{' '}
          {rental.replacedProducts
            .map((item) =>
              [`${item.product.internalNumber} → ${item.replacement.internalNumber}`, item.comment]
                .filter(Boolean)
                .join(' : '),
            )
            .join(' ; ')}
        </Text>
      ) : null}
      <ProductPickerModal
        opened={replacing !== null}
        onClose={() => setReplacing(null)}
        mode="replace"
        period={{ startDate: rental.startDate, endDate: rental.endDate }}
        pricingType={rental.pricingType.id}
        rentalId={rental.id}
        excludedProductIds={rental.products.map((line) => line.product.id)}
        bikeCount={bikeCount}
        replacing={replacing ? { rentalProductId: replacing.id, productId: replacing.product.id } : null}
        onPicked={(choice) => {
          if (!replacing) return;
          replace.mutate({
            rentalProductId: replacing.id,
            body: {
              product: `/api/products/${choice.productId}`,
              unavailable: choice.replacedProduct?.setUnavailable ?? false,
              comment: choice.replacedProduct?.comment ?? null,
            },
          });
        }}
      />
    </Paper>
  );
}

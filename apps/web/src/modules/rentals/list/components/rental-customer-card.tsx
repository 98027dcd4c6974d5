import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { formatPhone } from '@velodesk/contract/phones';
import { useTranslation } from 'react-i18next';
import { orDash, rentalCustomerName } from '../rental-format.ts';
import { RentalDetailsField } from './rental-details-field.tsx';

/** Who rents: name, e-mail and phones, and the fidelity badge. */
export function RentalCustomerCard({ rental }: { rental: RentalRead }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-customer">
      <Group justify="space-between" mb="sm">
        <Title order={4} fw={600}>
          {t('RENTAL_DETAILS.CUSTOMER')}
        </Title>
        {rental.customer.fidelity.level > 0 ? (
          <Badge color="yellow" variant="light">
            EXPLORER
          </Badge>
        ) : null}
      </Group>
      <Stack gap={6}>
        <RentalDetailsField
          label={t('RENTAL_DETAILS.NAME')}
          value={rentalCustomerName(rental.customer)}
          testId="customer-name"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.EMAIL')}
          value={orDash(rental.customer.email)}
          testId="customer-email"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.PHONES')}
          value={
            rental.customer.phones.length > 0
              ? rental.customer.phones.map((p) => formatPhone(p)).join(', ')
              : '-'
          }
          testId="customer-phones"
        />
      </Stack>
    </Paper>
  );
}

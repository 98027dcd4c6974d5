import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepositPanel } from '@/modules/deposits/components/deposit-panel.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { documentFactsOfRental } from '../rental-facts.ts';
import { rentalTypeLabel } from '../rental-labels.ts';
import { RentalCommentsCard } from './rental-comments-card.tsx';
import { RentalCustomerCard } from './rental-customer-card.tsx';
import { RentalDetailsBackLink } from './rental-details-back-link.tsx';
import { RentalDetailsUnloaded } from './rental-details-unloaded.tsx';
import { RentalPricingBlock } from './rental-pricing-block.tsx';
import { RentalProductsTable } from './rental-products-table.tsx';
import { RentalRowActions } from './rental-row-actions.tsx';
import { RentalStayCard } from './rental-stay-card.tsx';
import { useRentalDetailsScreen } from './use-rental-details-screen.ts';

/**
 * The rental details (rentals spec "Rental details"): who rents (name, e-mail, phones), the stay
 * (its id a link when the stay system gave one) and emplacement, the period, the comments, the
 * products with their validate and replace actions, the prices, and the rental's own actions.
 */
export function RentalDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { grants, query, rental, actions, available } = useRentalDetailsScreen(id);
  if (!rental) return <RentalDetailsUnloaded id={id} error={query.error} />;
  return (
    <>
      <PageHeader
        title={t('RENTAL_DETAILS.TITLE', { id: rental.id })}
        subtitle={`${rentalTypeLabel(rental.rentalType, t)} · ${rental.site.name}`}
        actions={
          <Group gap="md">
            <RentalRowActions
              actions={available}
              onAction={(action) =>
                actions.request(action, { id: rental.id, rentalTypeId: rental.rentalType.id })
              }
              rental={documentFactsOfRental(rental)}
            />
            <RentalDetailsBackLink />
          </Group>
        }
      />
      <Stack gap="md">
        <DepositPanel rental={rental} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <RentalCustomerCard rental={rental} />
          <RentalStayCard rental={rental} />
          <RentalPricingBlock rental={rental} />
        </SimpleGrid>
        <RentalProductsTable rental={rental} grants={grants} />
        <RentalCommentsCard rental={rental} />
      </Stack>
      {actions.dialogs}
    </>
  );
}

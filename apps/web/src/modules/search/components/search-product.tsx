import { Alert, Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { idFromIri } from '@velodesk/contract/hydra';
import { RentalType } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { fetchProduct } from '@/modules/fleet/api/products-api.ts';
import { statusColors, statusLabel } from '@/modules/fleet/fleet-statuses.ts';
import { RentalStateBadge } from '@/modules/rentals/list/components/rental-state-badge.tsx';
import { productKeys } from '@/shared/data/keys/fleet-keys.ts';
import { rentalKeys } from '@/shared/data/keys/rentals-keys.ts';
import { fetchRentalsPage } from '@/shared/rentals/rentals-api.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { formatDateTime } from '@/ui/format.ts';
import { rangeDisplayName } from '@/ui/range-names.ts';
import classes from './search-dialog.module.css';

/** How many of a product's bookings the card lists (newest first); it says how many more there are. */
export const shownBookings = 8;

interface SearchProductProps {
  productId: number;
  /** The fleet, filtered on the product, for who may manage it; null otherwise. */
  fleetPath: string | null;
  onBack: () => void;
  onOpen: (path: string) => void;
}

/**
 * A product found by the top-bar search, read-only (issue 22): its range, model and size, its site,
 * its status, and where it is booked: its rentals (GET /products/{id} `rentals`, newest first),
 * each opening the rental's details. A counter rents the products without managing the fleet.
 */
export function SearchProduct({ productId, fleetPath, onBack, onOpen }: SearchProductProps) {
  const { t, i18n } = useTranslation();
  const product = useQuery({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
  const rentalIds = (product.data?.rentals ?? []).slice(0, shownBookings).map(idFromIri);
  const query = {
    'id[]': rentalIds,
    'site.id': product.data?.site.id ?? 0,
    itemsPerPage: shownBookings,
    'order[id]': 'desc',
  };
  const bookings = useQuery({
    queryKey: rentalKeys.list(query),
    queryFn: ({ signal }) => fetchRentalsPage(query, signal),
    enabled: rentalIds.length > 0,
  });

  const back = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={14} />}
      onClick={onBack}
      data-testid="search-product-back"
    >
      {t('SEARCH.BACK_TO_RESULTS')}
    </Button>
  );
  if (product.isPending)
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <Loader size="sm" />
      </Stack>
    );
  if (product.isError)
    return (
      <Stack gap="sm" align="flex-start">
        {back}
        <Alert color="red" data-testid="search-product-error">
          {errorMessage(product.error, t, 'SEARCH.PRODUCT_FAILED')}
        </Alert>
      </Stack>
    );

  const data = product.data;
  const total = data.rentals.length;
  const rows = bookings.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="sm" data-testid="search-product">
      <Group justify="space-between">
        {back}
        {fleetPath ? (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconTool size={14} />}
            onClick={() => onOpen(fleetPath)}
            data-testid="search-product-fleet"
          >
            {t('SEARCH.OPEN_IN_FLEET')}
          </Button>
        ) : null}
      </Group>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700} data-testid="search-product-number">
            {data.internalNumber}
            {data.serialNumber ? ` · ${t('SEARCH.SERIAL', { serial: data.serialNumber })}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {rangeDisplayName(data.declination.range.name, i18n.language)} · {data.declination.model} ·{' '}
            {data.declination.size} · {data.site.name}
          </Text>
        </div>
        <Badge
          variant="light"
          color={statusColors[data.status.id] ?? 'gray'}
          data-testid="search-product-status"
        >
          {statusLabel(t, data.status)}
        </Badge>
      </Group>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t('SEARCH.BOOKINGS', { total })}
      </Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed" data-testid="search-product-no-booking">
          {t('SEARCH.NO_BOOKING')}
        </Text>
      ) : bookings.isPending ? (
        <Loader size="sm" />
      ) : bookings.isError ? (
        <Alert color="red">{errorMessage(bookings.error, t, 'SEARCH.PRODUCT_FAILED')}</Alert>
      ) : (
        <Stack gap={2} data-testid="search-product-bookings">
          {rows.map((rental) => (
            <UnstyledButton
              key={rental.id}
              className={classes.result}
              onClick={() => onOpen(`/rental-details/${rental.id}`)}
              data-testid={`search-booking-${rental.id}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {t('SEARCH.RENTAL_NUMBER', { id: rental.id })} ·{' '}
                    {t(
                      rental.rentalType.id === RentalType.contract ? 'SEARCH.CONTRACT' : 'SEARCH.RESERVATION',
                    )}{' '}
                    · {[rental.customer.name, rental.customer.lastname].filter(Boolean).join(' ') || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(rental.startDate)} → {formatDateTime(rental.endDate)}
                  </Text>
                </div>
                <RentalStateBadge state={rental.state} />
              </Group>
            </UnstyledButton>
          ))}
          {total > rows.length ? (
            <Text size="xs" c="dimmed" fs="italic" px="xs" data-testid="search-product-more-bookings">
              {t('SEARCH.MORE_BOOKINGS', { hidden: total - rows.length })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

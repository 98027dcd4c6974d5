import { Center, Loader, Modal, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChangeModal } from '@/modules/fleet/components/status-change-modal.tsx';
import type { usePlanningScreen } from './use-planning-screen.ts';

/** The reservation modal is loaded with its first opening (the grid shows without its code). */
const ReservationModal = lazy(() =>
  import('@/modules/rentals/components/reservation-modal/reservation-modal.tsx').then((module) => ({
    default: module.ReservationModal,
  })),
);

/** What opens over the grid: a product's status change (its label), a reservation (its block or a drag). */
export function PlanningOverlays({ screen }: { screen: ReturnType<typeof usePlanningScreen> }) {
  const { t } = useTranslation();
  const { statusProductId, statusProduct, reservation, planning } = screen;
  return (
    <>
      {statusProductId !== null && statusProduct.data ? (
        <StatusChangeModal product={statusProduct.data} onClose={screen.closeStatus} mode="unavailable" />
      ) : statusProductId !== null ? (
        <Modal opened onClose={() => screen.setStatusProductId(null)} title={t('PLANNING.PRODUCT_LOADING')}>
          {statusProduct.isError ? (
            <Text c="red">{t('PLANNING.PRODUCT_ERROR')}</Text>
          ) : (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
        </Modal>
      ) : null}
      {reservation ? (
        <Suspense fallback={null}>
          <ReservationModal
            opened
            onClose={() => {
              screen.setReservation(null);
              // A reservation deleted or migrated from the modal: drawn again now, not in 10 seconds.
              if (reservation.rentalId !== undefined) void planning.refetch();
            }}
            rentalId={reservation.rentalId ?? null}
            initial={reservation.initial}
            onSaved={() => void planning.refetch()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

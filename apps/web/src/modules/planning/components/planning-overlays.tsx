import { Center, Loader, Modal, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePlanningScreen } from './use-planning-screen.ts';

/**
 * The modals are loaded with their first opening: the grid shows without their code (forms, their
 * checks and the server's error messages, issue 28).
 */
const StatusChangeModal = lazy(() =>
  import('@/modules/fleet/components/status-change-modal.tsx').then((module) => ({
    default: module.StatusChangeModal,
  })),
);
const ReservationModal = lazy(() =>
  import('@/modules/rentals/components/reservation-modal/reservation-modal.tsx').then((module) => ({
    default: module.ReservationModal,
  })),
);

/** What opens over the grid: a product's status change (its label), a reservation (its block or a drag). */
export function PlanningOverlays({ screen }: { screen: ReturnType<typeof usePlanningScreen> }) {
  const { t } = useTranslation();
  const { statusProductId, statusProduct, reservation, planning } = screen;
  // The product being read, or the modal's code being loaded: one waiting modal.
  const waiting =
    statusProductId !== null ? (
      <Modal opened onClose={() => screen.setStatusProductId(null)} title={t('PLANNING.PRODUCT_LOADING')}>
        {statusProduct.isError ? (
          <Text c="red">{t('PLANNING.PRODUCT_ERROR')}</Text>
        ) : (
          <Center>
            <Loader size="sm" />
          </Center>
        )}
      </Modal>
    ) : null;
  return (
    <>
      {statusProductId !== null && statusProduct.data ? (
        <Suspense fallback={waiting}>
          <StatusChangeModal product={statusProduct.data} onClose={screen.closeStatus} mode="unavailable" />
        </Suspense>
      ) : (
        waiting
      )}
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

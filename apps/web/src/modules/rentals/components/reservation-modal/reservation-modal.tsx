import { Anchor, Center, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useRental, useRentalAccess } from '@/shared/rentals/use-rental.ts';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { isReadOnlyRental, type NewRentalInitial } from '../../form/rental-form.ts';
import { contractPath, rentalDetailsPath, reservationPath } from '../../rental-paths.ts';
import { ReservationForm } from './reservation-form.tsx';

export interface ReservationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The reservation to edit; absent or null: a new one. */
  rentalId?: number | null;
  /** A new reservation's products and period (local date-times carrying the periods). */
  initial?: NewRentalInitial;
  onSaved?: (rentalId: number) => void;
}

/**
 * The reservation modal of the planning: customer, comments,
 * period, quantity, pricing type, discount, price table, product lines, and delete, migrate,
 * validate-as-contract and save.
 */
export function ReservationModal({
  opened,
  onClose,
  rentalId = null,
  initial,
  onSaved,
}: ReservationModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useRentalAccess();
  const rental = useRental(opened ? rentalId : null);
  const title =
    rentalId === null
      ? t('RENTAL_EDIT.TITLE.NEW_RESERVATION')
      : t('RENTAL_EDIT.TITLE.RESERVATION', { id: rentalId });
  // The rental's page stays one click away: its page when the user may edit it, else its details.
  const pageOf = (saved: RentalRead) => {
    if (isReadOnlyRental(saved)) return rentalDetailsPath(saved.id);
    if (saved.rentalType.id === RentalType.contract)
      return access.contract ? contractPath(saved.id) : rentalDetailsPath(saved.id);
    return access.reservation ? reservationPath(saved.id) : rentalDetailsPath(saved.id);
  };
  const saved = rental.data;
  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap="md" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          {saved ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                onClose();
                void navigate(pageOf(saved));
              }}
              data-testid="reservation-open-page"
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconExternalLink size={15} />
                {t('RENTAL_EDIT.ACTIONS.OPEN_PAGE')}
              </Group>
            </Anchor>
          ) : null}
        </Group>
      }
      size={880}
      closeOnClickOutside={false}
      data-testid="reservation-modal"
    >
      {rentalId !== null && !rental.data ? (
        <Center mih={200}>
          {rental.isError ? <Text c="red">{translate(t, errorMessageKey(rental.error))}</Text> : <Loader />}
        </Center>
      ) : (
        <ReservationForm
          key={rentalId ?? 'new'}
          rental={rental.data ?? null}
          initial={initial}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </StackedModal>
  );
}

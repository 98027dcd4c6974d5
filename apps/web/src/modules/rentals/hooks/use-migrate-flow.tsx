import { type DepositAtStart, DepositErrorCode } from '@velodesk/contract/api/deposits';
import { PaymentErrorCode } from '@velodesk/contract/api/payments';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositTakeModal } from '@/modules/deposits/components/deposit-take-modal.tsx';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useMigrateReservation } from '@/shared/rentals/use-rental-writes.ts';
import { notifyError, notifyInfo, notifySuccess } from '@/ui/notify.tsx';
import { leaveOnStayFailure } from '../stay-failure.ts';

/**
 * Migrating a reservation into a contract: a reservation without a stay
 * and without a prior payment is paid first (the API answers 409 PAYMENT_REQUIRED), then
 * migrated; `onMigrated` then opens the contract. A stay-system failure (the stay is read again)
 * notifies and calls `leave` with the rental list's path (rentals spec section 8).
 */
export function useMigrateFlow(onMigrated: (contract: RentalRead) => void, leave: (to: string) => void) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState<number | null>(null);
  const [depositFor, setDepositFor] = useState<number | null>(null);
  const migrate = useMigrateReservation();

  const run = async (rentalId: number, deposit?: DepositAtStart) => {
    try {
      const contract = await migrate.mutateAsync({ id: rentalId, body: deposit ? { deposit } : undefined });
      setDepositFor(null);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.MIGRATED', { id: contract.id }));
      onMigrated(contract);
    } catch (error) {
      if (isApiError(error) && error.code === PaymentErrorCode.paymentRequired) {
        notifyInfo(t('RENTAL_EDIT.NOTIFY.PAY_FIRST'));
        setPaying(rentalId);
        return;
      }
      // The bikes leave with their deposit: it is taken in the same step (issue 24).
      if (isApiError(error) && error.code === DepositErrorCode.required && !deposit) {
        setDepositFor(rentalId);
        return;
      }
      if (leaveOnStayFailure(error, t, leave)) return;
      notifyError(translate(t, errorMessageKey(error, 'RENTAL_EDIT.ERRORS.MIGRATE_ERROR')));
    }
  };

  const element =
    depositFor !== null ? (
      <DepositTakeModal
        opened
        rentalId={depositFor}
        pending={migrate.isPending}
        onCancel={() => setDepositFor(null)}
        onSubmit={(deposit) => void run(depositFor, deposit)}
      />
    ) : paying === null ? null : (
      <PaymentModal
        rentalId={paying}
        opened={paying !== null}
        onClose={() => setPaying(null)}
        onPaid={() => {
          const rentalId = paying;
          setPaying(null);
          if (rentalId !== null) void run(rentalId);
        }}
      />
    );
  return { start: run, isMigrating: migrate.isPending, element };
}

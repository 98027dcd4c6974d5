import { type DepositAtStart, DepositErrorCode } from '@velodesk/contract/api/deposits';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { fromCents } from '@velodesk/contract/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { useSaveRental } from '@/shared/rentals/use-rental-writes.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { rentalValues } from '../../form/rental-form.ts';
import type { RentalFormState } from '../../form/use-rental-form.ts';
import { contractPath, rentalListPath } from '../../rental-paths.ts';
import { leaveOnStayFailure } from '../../stay-failure.ts';
import type { ContractEdition } from '../contract-edition-confirm-modal.tsx';
import type { LeaveGuard } from './use-leave-guard.ts';

type RentalBody = ReturnType<RentalFormState['body']>;

const periodText = (
  startDate: string,
  startPeriod: string | number,
  endDate: string,
  endPeriod: string | number,
) =>
  `${startDate} ${String(startPeriod).padStart(2, '0')}h → ${endDate} ${String(endPeriod).padStart(2, '0')}h`;

/** What an edition of a saved contract changes, for its confirmation. */
const editionOf = (rental: RentalRead, state: RentalFormState): ContractEdition => {
  const { values } = state;
  return {
    contractId: rental.id,
    period: {
      before: periodText(
        rental.startDate.slice(0, 10),
        rental.startPeriod,
        rental.endDate.slice(0, 10),
        rental.endPeriod,
      ),
      after: periodText(values.startDate, values.startPeriod, values.endDate, values.endPeriod),
    },
    products: { before: rental.products.length, after: state.chosenIds.length },
    allTaxesIncluded: {
      before: rental.allTaxesIncludedAmount,
      after: state.totals ? fromCents(state.totals.allTaxesIncludedAmount) : null,
    },
  };
};

/**
 * Saving the rental page: a saved contract's edition is confirmed first; a new contract whose
 * deposit is required asks for it (issue 24) and is then paid unless a stay bills it.
 */
export const useRentalSaving = ({
  rental,
  kind,
  isContract,
  state,
  guard: { leave, markSaved },
}: {
  rental: RentalRead | null;
  kind: RentalKind;
  isContract: boolean;
  state: RentalFormState;
  guard: LeaveGuard;
}) => {
  const { t } = useTranslation();
  const [paying, setPaying] = useState<number | null>(null);
  /** A new contract whose deposit is required: its body, sent again with the deposit (issue 24). */
  const [depositFor, setDepositFor] = useState<RentalBody | null>(null);
  const [edition, setEdition] = useState<{ summary: ContractEdition; body: RentalBody } | null>(null);
  const save = useSaveRental();

  const saved = (body: RentalBody) =>
    save.mutateAsync({ kind, id: rental === null ? null : rental.id, body });

  /** Saves the rental; a new contract whose deposit is missing asks for it, then saves again with it. */
  const create = async (body: RentalBody, deposit?: DepositAtStart) => {
    try {
      const result = await saved(deposit ? { ...body, deposit } : body);
      setDepositFor(null);
      if (kind === 'reservation') {
        notifySuccess(
          rental === null
            ? t('RENTAL_EDIT.NOTIFY.RESERVATION_ADDED', { id: result.id })
            : t('RENTAL_EDIT.NOTIFY.SAVED', { id: result.id }),
        );
        leave(rentalListPath);
        return;
      }
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CONTRACT_ADDED', { id: result.id }));
      // With a stay the stay bills it: the contract opens; without, it is paid first.
      // Saved: from here nothing is lost by leaving (the payment modal may still be open).
      markSaved();
      if (result.stayId) leave(contractPath(result.id), { replace: true });
      else setPaying(result.id);
    } catch (error) {
      if (rental === null && !deposit && isApiError(error) && error.code === DepositErrorCode.required) {
        setDepositFor(body);
        return;
      }
      if (leaveOnStayFailure(error, t, leave)) return;
      state.showRefusal(error);
    }
  };

  const submit = state.form.handleSubmit(async (body) => {
    if (rental !== null && isContract) {
      setEdition({ body, summary: editionOf(rental, state) });
      return;
    }
    await create(body);
  });

  const confirmEdition = async () => {
    if (!edition || !rental) return;
    try {
      const result = await saved(edition.body);
      setEdition(null);
      state.form.reset(rentalValues(result));
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CONTRACT_SAVED', { id: result.id }));
    } catch (error) {
      setEdition(null);
      if (leaveOnStayFailure(error, t, leave)) return;
      notifyError(t('RENTAL_EDIT.ERRORS.MODIFY_ERROR'));
      state.showRefusal(error);
    }
  };

  /** The payment modal closed, paid or not: the contract opens. */
  const endPayment = () => {
    const id = paying;
    setPaying(null);
    if (id !== null) leave(contractPath(id), { replace: true });
  };

  return {
    save,
    submit,
    create,
    edition,
    cancelEdition: () => setEdition(null),
    confirmEdition,
    depositFor,
    cancelDeposit: () => setDepositFor(null),
    paying,
    pay: setPaying,
    endPayment,
  };
};

export type RentalSaving = ReturnType<typeof useRentalSaving>;

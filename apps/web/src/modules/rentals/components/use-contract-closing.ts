import { ProductStatus, RentalState } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DepositChoice,
  depositSettleOf,
  noDepositChoice,
} from '@/modules/deposits/components/deposit-close-section.tsx';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useRental } from '@/shared/rentals/use-rental.ts';
import { useCloseContract } from '@/shared/rentals/use-rental-writes.ts';
import { notifySuccess } from '@/ui/notify.tsx';

/** What becomes of a product when its contract is closed: its status, and a comment for its history. */
export type ProductClosingChoice = { status: number; comment: string };

export interface ContractClosingOptions {
  rentalId: number | null;
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

/**
 * A contract's closing: the rental read while the modal is open, each product's status (available
 * by default), the held deposit's settlement, the payment asked first when the contract is unpaid,
 * and the one atomic call that writes the statuses, their history and the closed state.
 */
export const useContractClosing = ({ rentalId, opened, onClose, onClosed }: ContractClosingOptions) => {
  const { t } = useTranslation();
  const rental = useRental(opened ? rentalId : null);
  const [choices, setChoices] = useState<Record<number, ProductClosingChoice>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [depositChoice, setDepositChoice] = useState<DepositChoice>(noDepositChoice);
  const close = useCloseContract();
  const [paying, setPaying] = useState(false);
  const products = rental.data?.products ?? [];
  const unpaid = rental.data?.unpaid ?? false;
  const choiceOf = (productId: number): ProductClosingChoice =>
    choices[productId] ?? { status: ProductStatus.available, comment: '' };
  const setChoice = (productId: number, next: Partial<ProductClosingChoice>) =>
    setChoices((current) => ({ ...current, [productId]: { ...choiceOf(productId), ...next } }));

  const heldDeposit = rental.data?.deposit?.state === 'held' ? rental.data.deposit : null;
  const dismiss = () => {
    setChoices({});
    setDepositChoice(noDepositChoice);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (rentalId === null) return;
    setFailure(null);
    try {
      await close.mutateAsync({
        id: rentalId,
        body: {
          state: `/api/rental_states/${RentalState.validated}`,
          products: products.map((line) => {
            const choice = choiceOf(line.product.id);
            return {
              product: line.product['@id'],
              status: `/api/product_statuses/${choice.status}`,
              comment:
                choice.status === ProductStatus.unavailable && choice.comment.trim() !== ''
                  ? choice.comment.trim()
                  : null,
            };
          }),
          ...(heldDeposit ? { deposit: depositSettleOf(depositChoice) } : {}),
        },
      });
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CLOSED', { id: rentalId }));
      setChoices({});
      setDepositChoice(noDepositChoice);
      onClosed?.();
      onClose();
    } catch (error) {
      setFailure(translate(t, errorMessageKey(error)));
    }
  };
  return {
    rental,
    products,
    unpaid,
    heldDeposit,
    choiceOf,
    setChoice,
    depositChoice,
    setDepositChoice,
    failure,
    isClosing: close.isPending,
    paying,
    setPaying,
    dismiss,
    submit,
  };
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { PaymentForm } from './payment-form.tsx';

export interface PaymentModalProps {
  rentalId: number | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the payment is recorded (the modal then closes through onClose). */
  onPaid: () => void;
  /** 'end-stay': the end-of-stay payment of the specs (its own title and introduction). */
  variant?: 'payment' | 'end-stay';
}

/**
 * The payment modal (rentals spec section 5 "Payment form" and "End-stay payment modal"): large,
 * with a static backdrop. Lines of cash desk (the rental's site's, from the stay system), payment
 * method and amount; "add a line" splits the payment; the remaining amount follows the lines live,
 * exactly (thousandths of a euro), and Validate is enabled only when it is exactly 0. Every line is
 * sent in one POST /payments/create (all recorded or none). The form opens at once; its lists fill
 * in when they arrive.
 */
export function PaymentModal({ rentalId, opened, onClose, onPaid, variant = 'payment' }: PaymentModalProps) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <StackedModal
      opened={opened}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={!isSaving}
      withCloseButton={!isSaving}
      title={t(variant === 'end-stay' ? 'PAYMENTS.END_STAY_TITLE' : 'PAYMENTS.MODAL_TITLE')}
      data-testid="payment-modal"
    >
      {opened && rentalId !== null ? (
        <PaymentForm
          key={rentalId}
          rentalId={rentalId}
          variant={variant}
          onClose={onClose}
          onPaid={onPaid}
          onSavingChange={setIsSaving}
        />
      ) : null}
    </StackedModal>
  );
}

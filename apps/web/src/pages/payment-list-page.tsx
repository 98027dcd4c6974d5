import { PaymentListScreen } from '@/modules/payments/components/payment-list-screen.tsx';

/** /payments. */
export function PaymentListPage() {
  return <PaymentListScreen />;
}

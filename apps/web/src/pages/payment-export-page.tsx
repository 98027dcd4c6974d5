import { PeriodExportScreen } from '@/modules/exports/components/period-export-screen.tsx';

/** /payment-export. */
export function PaymentExportPage() {
  return <PeriodExportScreen key="payments" kind="payments" />;
}

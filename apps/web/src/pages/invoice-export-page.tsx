import { PeriodExportScreen } from '@/modules/exports/components/period-export-screen.tsx';

/** /invoice-export. */
export function InvoiceExportPage() {
  return <PeriodExportScreen key="invoices" kind="invoices" />;
}

import { InvoiceListScreen } from '@/modules/invoices/components/invoice-list-screen.tsx';

/** /invoices. */
export function InvoiceListPage() {
  return <InvoiceListScreen />;
}

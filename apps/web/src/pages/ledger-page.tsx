import { LedgerScreen } from '@/modules/invoices/components/ledger-screen.tsx';

/** /ledger. */
export function LedgerPage() {
  return <LedgerScreen />;
}

import { TechnicalJournalScreen } from '@/modules/invoices/components/technical-journal-screen.tsx';

/** /technical-journal. */
export function TechnicalJournalPage() {
  return <TechnicalJournalScreen />;
}

import { PersonalDataJournalScreen } from '@/modules/privacy/components/personal-data-journal-screen.tsx';

/** /personal-data-journal. */
export function PersonalDataJournalPage() {
  return <PersonalDataJournalScreen />;
}

import { ReportsScreen } from '@/modules/exports/components/reports-screen.tsx';

/** /reports. */
export function ReportsPage() {
  return <ReportsScreen />;
}

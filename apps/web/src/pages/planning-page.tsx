import { PlanningScreen } from '@/modules/planning/components/planning-screen.tsx';

/** /calendar: the planning calendar. */
export function PlanningPage() {
  return <PlanningScreen />;
}

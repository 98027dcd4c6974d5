import { IndividualCustomersScreen } from '@/modules/customers/components/lists/individual-customers-screen.tsx';

export function IndividualCustomersPage() {
  return <IndividualCustomersScreen />;
}

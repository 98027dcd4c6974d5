import { CompanyCustomersScreen } from '@/modules/customers/components/lists/company-customers-screen.tsx';

export function CompanyCustomersPage() {
  return <CompanyCustomersScreen />;
}

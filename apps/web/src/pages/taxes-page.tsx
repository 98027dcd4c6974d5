import { TaxesScreen } from '@/modules/settings/components/taxes-screen.tsx';

export function TaxesPage() {
  return <TaxesScreen />;
}

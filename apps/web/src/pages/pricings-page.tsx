import { PricingsScreen } from '@/modules/pricing/components/pricings-screen.tsx';

export function PricingsPage() {
  return <PricingsScreen />;
}

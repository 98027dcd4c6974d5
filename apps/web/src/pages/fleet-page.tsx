import { FleetScreen } from '@/modules/fleet/components/fleet-screen.tsx';

export function FleetPage() {
  return <FleetScreen />;
}

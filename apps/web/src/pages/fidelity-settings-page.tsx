import { FidelitySettingsScreen } from '@/modules/settings/components/fidelity-settings-screen.tsx';

export function FidelitySettingsPage() {
  return <FidelitySettingsScreen />;
}

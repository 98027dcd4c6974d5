import { DepositRulesScreen } from '@/modules/settings/components/deposit-rules-screen.tsx';

export function DepositRulesPage() {
  return <DepositRulesScreen />;
}

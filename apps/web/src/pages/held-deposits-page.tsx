import { HeldDepositsScreen } from '@/modules/deposits/components/held-deposits-screen.tsx';

/** /held-deposits. */
export function HeldDepositsPage() {
  return <HeldDepositsScreen />;
}

import { OutboxScreen } from '@/modules/users/components/outbox-screen.tsx';

export function OutboxPage() {
  return <OutboxScreen />;
}

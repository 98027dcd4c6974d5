import { useParams } from 'react-router';
import { TokenPasswordCard } from '@/modules/access/components/token-password-card.tsx';

export function InitializePasswordPage() {
  const { token = '' } = useParams();
  return <TokenPasswordCard key={token} action="initialize_password" token={token} />;
}

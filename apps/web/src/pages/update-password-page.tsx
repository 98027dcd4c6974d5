import { useParams } from 'react-router';
import { TokenPasswordCard } from '@/modules/access/components/token-password-card.tsx';

export function UpdatePasswordPage() {
  const { token = '' } = useParams();
  return <TokenPasswordCard key={token} action="update_password" token={token} />;
}

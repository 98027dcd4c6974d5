import { useParams } from 'react-router';
import { TokenPasswordCard } from '@/modules/access/components/token-password-card.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return <TokenPasswordCard key={token} action="reset_password" token={token} />;
}

import { useTranslation } from 'react-i18next';
import { AccountCardTitle } from '@/modules/access/components/account-card-title.tsx';
import { LoginForm } from '@/modules/access/components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountCardTitle title={t('ACCOUNT.SIGN_IN_TITLE')} subtitle={t('ACCOUNT.SIGN_IN_SUBTITLE')} />
      <LoginForm />
    </>
  );
}

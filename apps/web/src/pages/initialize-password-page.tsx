import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountCardTitle } from '../modules/access/components/account-card-title.tsx';
import { NewPasswordForm } from '../modules/access/components/new-password-form.tsx';

export function InitializePasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <>
      <AccountCardTitle title={t('ACCOUNT.INITIALIZE_TITLE')} subtitle={t('ACCOUNT.NEW_PASSWORD_SUBTITLE')} />
      <NewPasswordForm action="initialize_password" token={token} />
    </>
  );
}

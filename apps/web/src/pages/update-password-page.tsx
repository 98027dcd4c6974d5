import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountCardTitle } from '../modules/access/components/account-card-title.tsx';
import { NewPasswordForm } from '../modules/access/components/new-password-form.tsx';

export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <>
      <AccountCardTitle title={t('ACCOUNT.UPDATE_TITLE')} subtitle={t('ACCOUNT.NEW_PASSWORD_SUBTITLE')} />
      <NewPasswordForm action="update_password" token={token} />
    </>
  );
}

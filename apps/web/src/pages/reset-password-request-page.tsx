import { useTranslation } from 'react-i18next';
import { AccountCardTitle } from '@/modules/access/components/account-card-title.tsx';
import { ResetRequestForm } from '@/modules/access/components/reset-request-form.tsx';

export function ResetPasswordRequestPage() {
  const { t } = useTranslation();
  return (
    <>
      <AccountCardTitle title={t('ACCOUNT.RESET_REQUEST_TITLE')} />
      <ResetRequestForm />
    </>
  );
}

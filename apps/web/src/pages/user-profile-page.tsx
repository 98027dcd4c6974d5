import { useTranslation } from 'react-i18next';
import { ProfileSummary } from '../modules/access/components/profile-summary.tsx';
import { PageHeader } from '../ui/page-header.tsx';

export function UserProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('MENU.USER_PROFILE')} subtitle={t('PROFILE.SUBTITLE')} />
      <ProfileSummary />
    </>
  );
}

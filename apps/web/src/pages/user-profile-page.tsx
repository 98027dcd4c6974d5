import { useTranslation } from 'react-i18next';
import { OwnProfileScreen } from '@/modules/access/components/own-profile-screen.tsx';
import { PageHeader } from '@/ui/page-header.tsx';

export function UserProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('MENU.USER_PROFILE')} subtitle={t('PROFILE.SUBTITLE')} />
      <OwnProfileScreen />
    </>
  );
}

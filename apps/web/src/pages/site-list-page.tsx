import { useTranslation } from 'react-i18next';
import { SitePickerList } from '@/modules/sites/components/site-picker-list.tsx';
import { PageHeader } from '@/ui/page-header.tsx';

export function SiteListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('MENU.SITE_LIST')} subtitle={t('SITES.LIST_SUBTITLE')} />
      <SitePickerList />
    </>
  );
}

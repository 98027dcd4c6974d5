import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { ComingSoon } from '@/ui/coming-soon.tsx';
import { PageHeader } from '@/ui/page-header.tsx';

/** A route of the specs whose screen comes in a later issue. */
export function ComingSoonPage({ titleKey }: { titleKey: TextKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <ComingSoon />
    </>
  );
}

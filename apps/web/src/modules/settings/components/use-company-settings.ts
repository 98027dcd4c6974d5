import type { CompanyRead } from '@velodesk/contract/api/settings';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useUpdateCompany } from '../hooks/use-settings-writes.ts';
import { companyColumns } from './company-columns.tsx';

/**
 * The companies screen's state: the add/edit modal and the retention dialog open, the Sage-export
 * toggle saved with its notice, and the grid's columns.
 */
export function useCompanySettings() {
  const { t } = useTranslation();
  const { mutateAsync: updateCompany } = useUpdateCompany();
  const [modal, setModal] = useState<{ company: CompanyRead | null } | null>(null);
  const [retentionOf, setRetentionOf] = useState<CompanyRead | null>(null);

  const columns = useMemo(() => {
    const toggleExport = async (company: CompanyRead, next: boolean) => {
      try {
        await updateCompany({ id: company.id, body: { hasExportSage: next } });
        notifySuccess(
          t(next ? 'SETTINGS.COMPANIES.EXPORT_ON' : 'SETTINGS.COMPANIES.EXPORT_OFF', {
            name: company.corporateName,
          }),
        );
      } catch {
        notifyError(t('SETTINGS.COMPANIES.EDIT_ERROR'));
      }
    };
    return companyColumns({
      t,
      toggleExport,
      openRetention: setRetentionOf,
      openEdit: (company) => setModal({ company }),
    });
  }, [t, updateCompany]);

  return { modal, setModal, retentionOf, setRetentionOf, columns };
}

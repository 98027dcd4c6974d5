import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { settingsRoutes } from '@velodesk/contract/routes/settings';
import { useTranslation } from 'react-i18next';
import { companyKeys } from '@/shared/data/keys/settings-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { CompanyModal } from './company-modal.tsx';
import { RetentionModal } from './retention-modal.tsx';
import { useCompanySettings } from './use-company-settings.ts';

/**
 * Billing companies (back-office spec "Companies"): the grid of 10 rows, the Sage-export toggle
 * (with a spinner while it saves), the add/edit modal with the accounting periods, and each
 * company's retention of its customers' personal data (issue 26).
 */
export function CompanySettingsScreen() {
  const { t } = useTranslation();
  const { modal, setModal, retentionOf, setRetentionOf, columns } = useCompanySettings();

  return (
    <SettingsLayout
      title={t('MENU.COMPANY_SETTINGS')}
      subtitle={t('SETTINGS.COMPANIES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ company: null })}
          data-testid="company-add"
        >
          {t('SETTINGS.COMPANIES.ADD')}
        </Button>
      }
    >
      <DataGrid
        route={settingsRoutes['GET /companies']}
        queryKey={companyKeys.lists()}
        columns={columns}
        rowKey={(company) => company.id}
        defaultItemsPerPage={10}
        testId="companies-grid"
      />
      {modal ? <CompanyModal company={modal.company} onClose={() => setModal(null)} /> : null}
      {retentionOf ? <RetentionModal company={retentionOf} onClose={() => setRetentionOf(null)} /> : null}
    </SettingsLayout>
  );
}

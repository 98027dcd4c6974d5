import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { sitesRoutes } from '@velodesk/contract/routes/sites';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import { countryName } from '@/ui/country-name.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { activeFilter } from '../active-filter.ts';
import { useUpdateSite } from '../hooks/use-settings-writes.ts';
import { SiteModal } from './site-modal.tsx';

type SiteFlag = 'activated' | 'explorerReduction';

const flagMessages: Record<SiteFlag, { on: TextKey; off: TextKey }> = {
  activated: { on: 'SETTINGS.SITES.ACTIVATED', off: 'SETTINGS.SITES.DEACTIVATED' },
  explorerReduction: { on: 'SETTINGS.SITES.EXPLORER_ON', off: 'SETTINGS.SITES.EXPLORER_OFF' },
};

/**
 * Sites (back-office spec "Sites"): the grid of 10 rows with its filters, the activated and
 * explorer-discount toggles, and the add/edit modal.
 */
export function SiteSettingsScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { mutateAsync: updateSite } = useUpdateSite();
  const [modal, setModal] = useState<{ site: SiteRead | null } | null>(null);

  const columns = useMemo((): GridColumn<SiteRead>[] => {
    const toggle = async (site: SiteRead, flag: SiteFlag, next: boolean) => {
      try {
        await updateSite({ id: site.id, body: { [flag]: next } });
        notifySuccess(t(next ? flagMessages[flag].on : flagMessages[flag].off, { name: site.name }));
      } catch {
        notifyError(t('SETTINGS.SITES.EDIT_ERROR'));
      }
    };
    return [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (site) => site.id, filter: { kind: 'number' }, width: 90 },
      {
        id: 'name',
        headerKey: 'SETTINGS.SITES.NAME',
        cell: (site) => (
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {site.name}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'country.name',
        headerKey: 'SETTINGS.SITES.COUNTRY',
        cell: (site) => countryName(site.country, language),
        filter: { kind: 'text' },
      },
      {
        id: 'currency.name',
        headerKey: 'SETTINGS.SITES.CURRENCY',
        cell: (site) => site.currency.name,
        sortable: false,
      },
      {
        id: 'billingEntity.corporateName',
        headerKey: 'SETTINGS.SITES.BILLING_ENTITY',
        cell: (site) => site.billingEntity.corporateName,
        sortable: false,
      },
      {
        id: 'city',
        headerKey: 'SETTINGS.SITES.CITY',
        cell: (site) => site.city ?? '-',
        filter: { kind: 'text' },
      },
      {
        id: 'activated',
        headerKey: 'SETTINGS.SITES.ACTIVATED_COLUMN',
        cell: (site) => (
          <ActiveSwitch
            checked={site.activated}
            onToggle={(next) => toggle(site, 'activated', next)}
            label={t('SETTINGS.SITES.ACTIVATED_COLUMN')}
            testId={`site-activated-${site.id}`}
          />
        ),
        filter: activeFilter,
        width: 130,
      },
      {
        id: 'explorerReduction',
        headerKey: 'SETTINGS.SITES.EXPLORER_COLUMN',
        cell: (site) => (
          <ActiveSwitch
            checked={site.explorerReduction}
            onToggle={(next) => toggle(site, 'explorerReduction', next)}
            label={t('SETTINGS.SITES.EXPLORER_REDUCTION')}
            testId={`site-explorer-${site.id}`}
          />
        ),
        filter: activeFilter,
        width: 120,
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 90,
        cell: (site) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setModal({ site })}
                aria-label={t('SETTINGS.EDIT')}
                data-testid={`site-edit-${site.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ];
  }, [t, language, updateSite]);

  return (
    <SettingsLayout
      title={t('MENU.SITE_SETTINGS')}
      subtitle={t('SETTINGS.SITES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ site: null })}
          data-testid="site-add"
        >
          {t('SETTINGS.SITES.ADD')}
        </Button>
      }
    >
      <DataGrid
        route={sitesRoutes['GET /sites']}
        queryKey={siteKeys.list({ screen: 'settings' })}
        columns={columns}
        rowKey={(site) => site.id}
        defaultItemsPerPage={10}
        testId="sites-grid"
      />
      {modal ? <SiteModal site={modal.site} onClose={() => setModal(null)} /> : null}
    </SettingsLayout>
  );
}

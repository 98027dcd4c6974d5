import { ActionIcon, Badge, Button, Group, Paper, Select, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconFilterOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type PricingRead, pricingRead } from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { DurationType, PricingType } from '@velodesk/contract/ids';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '@/modules/settings/hooks/use-reference-options.ts';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatMoney } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { settingsGroupIds } from '@/ui/settings-sidebar/settings-sidebar-groups.ts';
import { useDeclinationOptions } from '../hooks/use-pricing-options.ts';
import { useDeletePricing } from '../hooks/use-pricing-writes.ts';
import { declinationLabel, durationTypeLabel, pricingTypeLabel } from '../pricing-labels.ts';
import { PricingModal, type PricingOwner } from './pricing-modal.tsx';

interface PricingFilters {
  company: string | null;
  declination: string | null;
}

const noFilters: PricingFilters = { company: null, declination: null };

/**
 * Pricings (back-office spec "Pricings"): the company and declination filters (Validate, Delete
 * filter), the grid with edit and delete, and the pricing modal. Adding needs a company and a
 * declination chosen in the filters.
 */
export function PricingsScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const companies = useCompanyOptions();
  const declinations = useDeclinationOptions();
  const [draft, setDraft] = useState<PricingFilters>(noFilters);
  const [applied, setApplied] = useState<PricingFilters>(noFilters);
  const [modal, setModal] = useState<{ owner: PricingOwner; pricing: PricingRead | null } | null>(null);
  const [deleting, setDeleting] = useState<PricingRead | null>(null);

  const fixedQuery = useMemo(() => {
    const query: Record<string, number> = {};
    if (applied.company) query['company.id'] = idFromIri(applied.company);
    if (applied.declination) query['declination.id'] = idFromIri(applied.declination);
    return query;
  }, [applied]);

  const labelOf = (options: { value: string; label: string }[], value: string | null) =>
    options.find((option) => option.value === value)?.label ?? '';

  const openAdd = () => {
    if (!draft.company || !draft.declination) return;
    setModal({
      pricing: null,
      owner: {
        company: { '@id': draft.company, label: labelOf(companies.options, draft.company) },
        declination: { '@id': draft.declination, label: labelOf(declinations, draft.declination) },
      },
    });
  };

  const remove = useDeletePricing({
    onSuccess: () => {
      notifySuccess(t('PRICINGS.DELETE_SUCCESS'));
      setDeleting(null);
    },
    onError: () => notifyError(t('PRICINGS.DELETE_ERROR')),
  });

  const columns = useMemo((): GridColumn<PricingRead>[] => {
    const list: GridColumn<PricingRead>[] = [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 80 },
    ];
    if (!applied.company) {
      list.push({
        id: 'company.corporateName',
        headerKey: 'PRICINGS.COMPANY',
        cell: (row) => row.company.corporateName,
        sortable: false,
      });
    }
    if (!applied.declination) {
      list.push({
        id: 'declination',
        headerKey: 'PRICINGS.DECLINATION',
        cell: (row) => declinationLabel(row.declination),
        sortable: false,
      });
    }
    list.push(
      {
        id: 'pricingType.id',
        headerKey: 'PRICINGS.PRICING_TYPE',
        cell: (row) => (
          <Badge
            variant="light"
            color={row.pricingType.id === PricingType.standard ? 'teal' : 'orange'}
            size="sm"
            tt="none"
            fw={600}
          >
            {pricingTypeLabel(t, row.pricingType)}
          </Badge>
        ),
        filter: {
          kind: 'list',
          options: [
            { value: String(PricingType.standard), labelKey: 'PRICINGS.TYPE_STANDARD' },
            { value: String(PricingType.external), labelKey: 'PRICINGS.TYPE_EXTERNAL' },
          ],
        },
      },
      {
        id: 'durationType.id',
        headerKey: 'PRICINGS.DURATION_TYPE',
        cell: (row) => durationTypeLabel(t, row.durationType),
        filter: {
          kind: 'list',
          options: [
            { value: String(DurationType.halfDay), labelKey: 'PRICINGS.DURATION_HALF_DAY' },
            { value: String(DurationType.day), labelKey: 'PRICINGS.DURATION_DAY' },
          ],
        },
      },
      {
        id: 'duration',
        headerKey: 'PRICINGS.DURATION',
        cell: (row) => row.duration,
        filter: { kind: 'number' },
        align: 'right',
        width: 120,
      },
      {
        id: 'price',
        headerKey: 'PRICINGS.PRICE',
        align: 'right',
        cell: (row) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Text size="sm" fw={500} ff="monospace">
              {formatMoney(row.price, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {row.company.display.name}
            </Text>
          </Group>
        ),
      },
      {
        id: 'taxRule',
        headerKey: 'PRICINGS.TAX_RULE',
        cell: (row) => row.taxRule.description,
        sortable: false,
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 100,
        cell: (row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('SETTINGS.EDIT')}
                onClick={() =>
                  setModal({
                    pricing: row,
                    owner: {
                      company: { '@id': row.company['@id'], label: row.company.corporateName },
                      declination: {
                        '@id': row.declination['@id'],
                        label: declinationLabel(row.declination),
                      },
                    },
                  })
                }
                data-testid={`pricing-edit-${row.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('PRICINGS.DELETE')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('PRICINGS.DELETE')}
                onClick={() => setDeleting(row)}
                data-testid={`pricing-delete-${row.id}`}
              >
                <IconTrash size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    );
    return list;
  }, [t, language, applied]);

  const hasFilters = draft.company !== null || draft.declination !== null || applied !== noFilters;

  return (
    <SettingsLayout
      title={t('MENU.PRICINGS')}
      subtitle={t('PRICINGS.SUBTITLE')}
      sidebar={{ groupIds: [settingsGroupIds.rental] }}
      actions={
        <Tooltip label={t('PRICINGS.ADD_HINT')} disabled={Boolean(draft.company && draft.declination)}>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={openAdd}
            disabled={!draft.company || !draft.declination}
            data-testid="pricing-add"
          >
            {t('PRICINGS.ADD')}
          </Button>
        </Tooltip>
      }
    >
      <Paper withBorder radius="md" p="md" mb="md" data-testid="pricing-filters">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('PRICINGS.COMPANY')}
            placeholder={t('PRICINGS.CHOOSE_COMPANY')}
            data={companies.options}
            value={draft.company}
            onChange={(company) => setDraft((current) => ({ ...current, company }))}
            searchable
            clearable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            w={280}
            data-testid="pricing-filter-company"
          />
          <Select
            label={t('PRICINGS.DECLINATION')}
            placeholder={t('PRICINGS.CHOOSE_DECLINATION')}
            data={declinations}
            value={draft.declination}
            onChange={(declination) => setDraft((current) => ({ ...current, declination }))}
            searchable
            clearable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            maxDropdownHeight={400}
            w={340}
            data-testid="pricing-filter-declination"
          />
          <Group gap="xs">
            <Button
              leftSection={<IconCheck size={16} />}
              onClick={() => setApplied(draft)}
              data-testid="pricing-filter-validate"
            >
              {t('PRICINGS.VALIDATE')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} />}
              disabled={!hasFilters}
              onClick={() => {
                setDraft(noFilters);
                setApplied(noFilters);
              }}
              data-testid="pricing-filter-delete"
            >
              {t('PRICINGS.DELETE_FILTER')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <DataGrid
        resource="/pricings"
        schema={pricingRead}
        queryKey={pricingKeys.lists()}
        columns={columns}
        rowKey={(row) => row.id}
        fixedQuery={fixedQuery}
        testId="pricings-grid"
      />
      {modal ? (
        <PricingModal owner={modal.owner} pricing={modal.pricing} onClose={() => setModal(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('PRICINGS.DELETE_TITLE')}
        message={deleting ? t('PRICINGS.DELETE_CONFIRM', { id: deleting.id }) : ''}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
        isLoading={remove.isPending}
      />
    </SettingsLayout>
  );
}

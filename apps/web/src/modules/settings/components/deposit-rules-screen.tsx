import { ActionIcon, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type DepositRuleRead, depositRuleRead } from '@velodesk/contract/api/deposits';
import { iri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteDepositRule } from '@/modules/deposits/hooks/use-deposit-writes.ts';
import { useAllSites } from '@/modules/sites/hooks/use-all-sites.ts';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { depositRuleKeys } from '@/shared/data/keys/deposits-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatEuros } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { DepositRuleModal } from './deposit-rule-modal.tsx';

/** What a rule is for: "range" or "range - model - size". */
export const ruleTargetLabel = (rule: DepositRuleRead): string =>
  rule.declination
    ? `${rule.declination.rangeName} - ${rule.declination.model} - ${rule.declination.size}`
    : (rule.range?.name ?? '');

/**
 * The default deposits (issue 24, docs/decisions/deposits.md), under the settings: per site (the
 * user's current site unless another is chosen, kept in the URL as `?site=`), the amount a range
 * or, more precise, a declination requires; add, change the amount, delete. A contract's deposit
 * is computed from them when it starts; changing a rule never changes a deposit already computed.
 */
export function DepositRulesScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const current = useCurrentSite();
  const sites = useAllSites();
  const [params, setParams] = useSearchParams();
  const siteParam = params.get('site');
  const siteId = siteParam && /^\d+$/.test(siteParam) ? Number(siteParam) : (current.site?.id ?? null);
  const siteOptions = useMemo(
    () => (sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name })),
    [sites.data],
  );
  const chooseSite = (value: string | null) =>
    value &&
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('site', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [modal, setModal] = useState<{ rule: DepositRuleRead | null } | null>(null);
  const [removing, setRemoving] = useState<DepositRuleRead | null>(null);
  const remove = useDeleteDepositRule({
    onSuccess: () => {
      setRemoving(null);
      notifySuccess(t('DEPOSITS.RULES.DELETE_SUCCESS'));
    },
    onError: () => notifyError(t('DEPOSITS.RULES.DELETE_ERROR')),
  });

  const columns = useMemo(
    (): GridColumn<DepositRuleRead>[] => [
      { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 90 },
      {
        id: 'kind',
        headerKey: 'DEPOSITS.RULES.KIND',
        sortable: false,
        width: 150,
        cell: (row) => (
          <Badge variant="light" color={row.declination ? 'grape' : 'teal'} tt="none" fw={600}>
            {t(row.declination ? 'DEPOSITS.RULES.DECLINATION' : 'DEPOSITS.RULES.RANGE')}
          </Badge>
        ),
      },
      {
        id: 'target',
        headerKey: 'DEPOSITS.RULES.TARGET',
        sortable: false,
        cell: (row) => (
          <Text size="sm" fw={500} data-testid={`deposit-rule-target-${row.id}`}>
            {ruleTargetLabel(row)}
          </Text>
        ),
      },
      {
        id: 'amount',
        headerKey: 'DEPOSITS.RULES.AMOUNT',
        align: 'right',
        width: 210,
        cell: (row) => (
          <Text size="sm" fw={600} data-testid={`deposit-rule-amount-${row.id}`}>
            {formatEuros(row.amount, language)}
          </Text>
        ),
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 110,
        cell: (row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setModal({ rule: row })}
                aria-label={t('SETTINGS.EDIT')}
                data-testid={`deposit-rule-edit-${row.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('DEPOSITS.RULES.DELETE')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setRemoving(row)}
                aria-label={t('DEPOSITS.RULES.DELETE')}
                data-testid={`deposit-rule-delete-${row.id}`}
              >
                <IconTrash size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, language],
  );

  return (
    <SettingsLayout
      title={t('DEPOSITS.RULES.TITLE')}
      subtitle={t('DEPOSITS.RULES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ rule: null })}
          disabled={siteId === null}
          data-testid="deposit-rule-add"
        >
          {t('DEPOSITS.RULES.ADD')}
        </Button>
      }
    >
      <Select
        label={t('DEPOSITS.RULES.SITE')}
        data={siteOptions}
        value={siteId === null ? null : String(siteId)}
        onChange={chooseSite}
        allowDeselect={false}
        searchable
        maw={320}
        mb="md"
        data-testid="deposit-rules-site"
      />
      {siteId === null ? null : (
        <DataGrid
          resource="/deposit_rules"
          schema={depositRuleRead}
          queryKey={depositRuleKeys.lists()}
          fixedQuery={{ siteId }}
          columns={columns}
          rowKey={(row) => row.id}
          emptyKey="DEPOSITS.RULES.EMPTY"
          testId="deposit-rules-grid"
        />
      )}
      {modal && siteId !== null ? (
        <DepositRuleModal siteIri={iri('sites', siteId)} rule={modal.rule} onClose={() => setModal(null)} />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('DEPOSITS.RULES.DELETE')}
        message={
          removing
            ? t('DEPOSITS.RULES.DELETE_CONFIRM', {
                target: ruleTargetLabel(removing),
                amount: formatEuros(removing.amount, language),
              })
            : ''
        }
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onCancel={() => setRemoving(null)}
        isLoading={remove.isPending}
        warning
      />
    </SettingsLayout>
  );
}

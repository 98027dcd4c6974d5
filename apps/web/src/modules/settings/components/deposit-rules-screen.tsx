import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { iri } from '@velodesk/contract/hydra';
import { depositsRoutes } from '@velodesk/contract/routes/deposits';
import { useTranslation } from 'react-i18next';
import { depositRuleKeys } from '@/shared/data/keys/deposits-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { formatEuros } from '@/ui/format.ts';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { ruleTargetLabel } from './deposit-rule-columns.tsx';
import { DepositRuleModal } from './deposit-rule-modal.tsx';
import { useDepositRules } from './use-deposit-rules.ts';

/**
 * The default deposits (issue 24, docs/decisions/deposits.md), under the settings: per site (the
 * user's current site unless another is chosen, kept in the URL as `?site=`), the amount a range
 * or, more precise, a declination requires; add, change the amount, delete. A contract's deposit
 * is computed from them when it starts; changing a rule never changes a deposit already computed.
 */
export function DepositRulesScreen() {
  const { t } = useTranslation();
  const {
    language,
    siteId,
    siteOptions,
    chooseSite,
    modal,
    setModal,
    removing,
    setRemoving,
    remove,
    columns,
  } = useDepositRules();

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
          route={depositsRoutes['GET /deposit_rules']}
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

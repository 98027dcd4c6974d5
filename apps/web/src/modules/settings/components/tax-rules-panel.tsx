import { ActionIcon, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { countryName } from '@/ui/country-name.ts';
import { formatPercent } from '@/ui/format.ts';
import { TaxRateModal } from './tax-rate-modal.tsx';
import { dateText, TaxRateTable } from './tax-rate-table.tsx';
import { TaxRuleModal } from './tax-rule-modal.tsx';
import { useTaxRulesPanel } from './use-tax-rules-panel.ts';

/**
 * The tax rules and their rates per country (docs/decisions/tax-rates.md): a table per rule
 * (country, rate, from, status). With application settings: add or rename a rule, add a rate, and
 * correct or remove a rate that is not yet in force.
 */
export function TaxRulesPanel({ canEdit }: { canEdit: boolean }) {
  const {
    t,
    language,
    rules,
    ruleModal,
    setRuleModal,
    rateModal,
    setRateModal,
    removing,
    setRemoving,
    remove,
  } = useTaxRulesPanel();

  return (
    <Stack gap="md" data-testid="tax-rules">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {t('SETTINGS.TAX_RULES.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('SETTINGS.TAX_RULES.SUBTITLE')}
          </Text>
        </div>
        {canEdit ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setRuleModal({ rule: null })}
            data-testid="tax-rule-add"
          >
            {t('SETTINGS.TAX_RULES.ADD')}
          </Button>
        ) : null}
      </Group>
      {rules.isPending ? <Loader size="sm" data-testid="tax-rules-loading" /> : null}
      {rules.isError ? (
        <Text c="red" size="sm">
          {t('SETTINGS.TAX_RULES.LOAD_ERROR')}
        </Text>
      ) : null}
      {(rules.data ?? []).map((rule) => (
        <Card
          key={rule.id}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-label={rule.description}
          data-testid={`tax-rule-${rule.id}`}
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Text fw={600} data-testid="tax-rule-name">
                {rule.description}
              </Text>
              {canEdit ? (
                <Tooltip label={t('SETTINGS.TAX_RULES.EDIT_TITLE')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => setRuleModal({ rule })}
                    aria-label={t('SETTINGS.TAX_RULES.EDIT_TITLE')}
                    data-testid={`tax-rule-rename-${rule.id}`}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
            {canEdit ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setRateModal({ rule, rate: null })}
                data-testid={`tax-rate-add-${rule.id}`}
              >
                {t('SETTINGS.TAX_RULES.RATE_ADD')}
              </Button>
            ) : null}
          </Group>
          {rule.rates.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="tax-rule-no-rate">
              {t('SETTINGS.TAX_RULES.NO_RATE')}
            </Text>
          ) : (
            <TaxRateTable
              rule={rule}
              canEdit={canEdit}
              language={language}
              onEdit={(rate) => setRateModal({ rule, rate })}
              onRemove={(rate) => setRemoving({ rule, rate })}
            />
          )}
        </Card>
      ))}
      {ruleModal ? <TaxRuleModal rule={ruleModal.rule} onClose={() => setRuleModal(null)} /> : null}
      {rateModal ? (
        <TaxRateModal rule={rateModal.rule} rate={rateModal.rate} onClose={() => setRateModal(null)} />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('SETTINGS.TAX_RULES.RATE_DELETE')}
        message={
          removing
            ? t('SETTINGS.TAX_RULES.RATE_DELETE_CONFIRM', {
                rule: removing.rule.description,
                country: countryName(removing.rate.country, language),
                rate: formatPercent(removing.rate.rate, language),
                date: dateText(removing.rate.validFrom, language),
              })
            : ''
        }
        onConfirm={() => removing && remove.mutate(removing.rate)}
        onCancel={() => setRemoving(null)}
        isLoading={remove.isPending}
      />
    </Stack>
  );
}

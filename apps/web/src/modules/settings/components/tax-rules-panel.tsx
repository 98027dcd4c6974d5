import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TaxRateStatus, TaxRuleRead } from '@velodesk/contract/api/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey } from '@/shared/errors/error-messages.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { countryName } from '@/ui/country-name.ts';
import { formatPercent } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useDeleteTaxRate } from '../hooks/use-settings-writes.ts';
import { useTaxRules } from '../hooks/use-tax-rules.ts';
import { TaxRateModal } from './tax-rate-modal.tsx';
import { TaxRuleModal } from './tax-rule-modal.tsx';

type Rate = TaxRuleRead['rates'][number];

const statusColour: Record<TaxRateStatus, string> = { current: 'green', future: 'blue', past: 'gray' };
const statusKey: Record<TaxRateStatus, TextKey> = {
  current: 'SETTINGS.TAX_RULES.STATUS_CURRENT',
  future: 'SETTINGS.TAX_RULES.STATUS_FUTURE',
  past: 'SETTINGS.TAX_RULES.STATUS_PAST',
};

/** A yyyy-mm-dd date in the interface language's short form. */
const dateText = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The tax rules and their rates per country (docs/decisions/tax-rates.md): a table per rule
 * (country, rate, from, status). With application settings: add or rename a rule, add a rate, and
 * correct or remove a rate that is not yet in force.
 */
export function TaxRulesPanel({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rules = useTaxRules();
  const [ruleModal, setRuleModal] = useState<{ rule: TaxRuleRead | null } | null>(null);
  const [rateModal, setRateModal] = useState<{ rule: TaxRuleRead; rate: Rate | null } | null>(null);
  const [removing, setRemoving] = useState<{ rule: TaxRuleRead; rate: Rate } | null>(null);

  const remove = useDeleteTaxRate({
    onSuccess: () => {
      notifySuccess(t('SETTINGS.TAX_RULES.RATE_DELETE_SUCCESS'));
      setRemoving(null);
    },
    onError: (error) => {
      setRemoving(null);
      notifyError(
        isApiError(error) && error.status === 409
          ? t(errorMessageKey(error, 'SETTINGS.FORM.INVALID'))
          : t('SETTINGS.TAX_RULES.RATE_DELETE_ERROR'),
      );
    },
  });

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
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover layout="fixed" verticalSpacing={6} data-testid="tax-rate-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="30%">{t('SETTINGS.TAX_RULES.COUNTRY')}</Table.Th>
                    <Table.Th w="14%" ta="right">
                      {t('SETTINGS.TAX_RULES.RATE')}
                    </Table.Th>
                    <Table.Th w="24%" pl="xl">
                      {t('SETTINGS.TAX_RULES.VALID_FROM')}
                    </Table.Th>
                    <Table.Th w="20%">{t('SETTINGS.TAX_RULES.STATUS')}</Table.Th>
                    <Table.Th ta="right">{t('SETTINGS.ACTIONS')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rule.rates.map((rate) => (
                    <Table.Tr key={rate.id} data-testid="tax-rate-row" data-status={rate.status}>
                      <Table.Td>{countryName(rate.country, language)}</Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatPercent(rate.rate, language)}
                      </Table.Td>
                      <Table.Td pl="xl">{dateText(rate.validFrom, language)}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColour[rate.status]} variant="light" size="sm">
                          {t(statusKey[rate.status])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {canEdit && rate.status === 'future' ? (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label={t('SETTINGS.EDIT')}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                onClick={() => setRateModal({ rule, rate })}
                                aria-label={t('SETTINGS.EDIT')}
                                data-testid={`tax-rate-edit-${rate.id}`}
                              >
                                <IconPencil size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('SETTINGS.TAX_RULES.RATE_DELETE')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                onClick={() => setRemoving({ rule, rate })}
                                aria-label={t('SETTINGS.TAX_RULES.RATE_DELETE')}
                                data-testid={`tax-rate-delete-${rate.id}`}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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

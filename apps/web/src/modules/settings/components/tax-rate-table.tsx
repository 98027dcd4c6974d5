import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TaxRateStatus, TaxRuleRead } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { countryName } from '@/ui/country-name.ts';
import { formatPercent } from '@/ui/format.ts';

export type Rate = TaxRuleRead['rates'][number];

const statusColour: Record<TaxRateStatus, string> = { current: 'green', future: 'blue', past: 'gray' };
const statusKey: Record<TaxRateStatus, TextKey> = {
  current: 'SETTINGS.TAX_RULES.STATUS_CURRENT',
  future: 'SETTINGS.TAX_RULES.STATUS_FUTURE',
  past: 'SETTINGS.TAX_RULES.STATUS_PAST',
};

/** A yyyy-mm-dd date in the interface language's short form. */
export const dateText = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The rates of one tax rule (country, rate, from, status); with application settings, a rate not
 * yet in force can be corrected or removed.
 */
export function TaxRateTable({
  rule,
  canEdit,
  language,
  onEdit,
  onRemove,
}: {
  rule: TaxRuleRead;
  canEdit: boolean;
  language: string;
  onEdit: (rate: Rate) => void;
  onRemove: (rate: Rate) => void;
}) {
  const { t } = useTranslation();
  return (
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
                        onClick={() => onEdit(rate)}
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
                        onClick={() => onRemove(rate)}
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
  );
}

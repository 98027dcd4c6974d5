import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DepositRuleRead } from '@velodesk/contract/api/deposits';
import type { TFunction } from 'i18next';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatEuros } from '@/ui/format.ts';

/** What a rule is for: "range" or "range - model - size". */
export const ruleTargetLabel = (rule: DepositRuleRead): string =>
  rule.declination
    ? `${rule.declination.rangeName} - ${rule.declination.model} - ${rule.declination.size}`
    : (rule.range?.name ?? '');

/** What the columns' cells read and do: the language of the amounts and the row actions' dialogs. */
export interface DepositRuleColumnsContext {
  t: TFunction;
  language: string;
  openEdit: (rule: DepositRuleRead) => void;
  openRemove: (rule: DepositRuleRead) => void;
}

/** The deposit rules grid's columns (issue 24). */
export const depositRuleColumns = (context: DepositRuleColumnsContext): GridColumn<DepositRuleRead>[] => [
  { id: 'id', headerKey: 'SETTINGS.ID', cell: (row) => row.id, filter: { kind: 'number' }, width: 90 },
  {
    id: 'kind',
    headerKey: 'DEPOSITS.RULES.KIND',
    sortable: false,
    width: 150,
    cell: (row) => (
      <Badge variant="light" color={row.declination ? 'grape' : 'teal'} tt="none" fw={600}>
        {context.t(row.declination ? 'DEPOSITS.RULES.DECLINATION' : 'DEPOSITS.RULES.RANGE')}
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
        {formatEuros(row.amount, context.language)}
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
        <Tooltip label={context.t('SETTINGS.EDIT')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => context.openEdit(row)}
            aria-label={context.t('SETTINGS.EDIT')}
            data-testid={`deposit-rule-edit-${row.id}`}
          >
            <IconPencil size={17} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={context.t('DEPOSITS.RULES.DELETE')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => context.openRemove(row)}
            aria-label={context.t('DEPOSITS.RULES.DELETE')}
            data-testid={`deposit-rule-delete-${row.id}`}
          >
            <IconTrash size={17} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];

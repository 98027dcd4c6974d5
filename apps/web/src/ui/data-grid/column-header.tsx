import { ActionIcon, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ColumnFilter } from './column-filter.tsx';
import classes from './data-grid.module.css';
import type { FilterValue, GridColumn, SortDirection } from './grid-types.ts';

/**
 * A column header: its label (click to toggle the sort), the ascending/descending arrows every
 * sortable column shows (the active one coloured) and its filter.
 */
export function ColumnHeader<Row>({
  column,
  direction,
  isSortable,
  filter,
  onSort,
  onFilter,
}: {
  column: GridColumn<Row>;
  direction: SortDirection | null;
  isSortable: boolean;
  filter: FilterValue | undefined;
  onSort: (direction: SortDirection) => void;
  onFilter: (value: FilterValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const label = t(column.headerKey);
  const sortBy = onSort;

  return (
    <Table.Th
      className={classes.headerCell}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      data-testid={`grid-header-${column.id}`}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        {isSortable ? (
          <UnstyledButton
            className={classes.headerLabel}
            onClick={() => sortBy(direction === 'asc' ? 'desc' : 'asc')}
          >
            <Text size="sm" fw={600} truncate title={label}>
              {label}
            </Text>
          </UnstyledButton>
        ) : (
          <Text size="sm" fw={600} truncate title={label}>
            {label}
          </Text>
        )}
        <Group gap={2} wrap="nowrap">
          {isSortable ? (
            <Stack gap={0}>
              <ActionIcon
                size={14}
                variant="transparent"
                color={direction === 'asc' ? 'teal' : 'gray.5'}
                onClick={() => sortBy('asc')}
                aria-label={t('GRID.SORT_ASC', { column: label })}
                aria-pressed={direction === 'asc'}
                data-testid={`grid-sort-asc-${column.id}`}
              >
                <IconChevronUp size={13} stroke={2.5} />
              </ActionIcon>
              <ActionIcon
                size={14}
                variant="transparent"
                color={direction === 'desc' ? 'teal' : 'gray.5'}
                onClick={() => sortBy('desc')}
                aria-label={t('GRID.SORT_DESC', { column: label })}
                aria-pressed={direction === 'desc'}
                data-testid={`grid-sort-desc-${column.id}`}
              >
                <IconChevronDown size={13} stroke={2.5} />
              </ActionIcon>
            </Stack>
          ) : null}
          {column.filter ? (
            <ColumnFilter
              spec={column.filter}
              value={filter}
              columnId={column.id}
              columnLabel={label}
              onChange={onFilter}
            />
          ) : null}
        </Group>
      </Group>
    </Table.Th>
  );
}

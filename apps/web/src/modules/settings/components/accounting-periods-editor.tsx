import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { formatDate } from '@/ui/format.ts';
import {
  isBlankPeriodRow,
  newPeriodRow,
  type PeriodErrorKind,
  type PeriodRow,
  type PeriodRowErrors,
} from '../accounting-periods.ts';

export interface AccountingPeriodsEditorProps {
  rows: readonly PeriodRow[];
  errors: readonly PeriodRowErrors[];
  /** Server refusals of a row, by row key and field. */
  serverErrors?: Readonly<Record<string, Partial<Record<'startDate' | 'endDate', string>>>>;
  onChange: (rows: PeriodRow[]) => void;
  /** Whether the errors of a row's field may be shown (touched, or a submit was attempted). */
  isShown: (key: string, field: 'startDate' | 'endDate') => boolean;
  onTouch: (key: string, field: 'startDate' | 'endDate') => void;
  disabled?: boolean;
}

const messageOf = (
  t: TFunction,
  kind: PeriodErrorKind | undefined,
  field: 'startDate' | 'endDate',
  previousEnd?: string,
) => {
  switch (kind) {
    case undefined:
      return undefined;
    case 'required':
      return t(field === 'startDate' ? 'SETTINGS.PERIODS.START_REQUIRED' : 'SETTINGS.PERIODS.END_REQUIRED');
    case 'invalid':
      return t('SETTINGS.PERIODS.DATE_INVALID');
    case 'endBeforeStart':
      return t('SETTINGS.PERIODS.END_BEFORE_START');
    case 'startBeforePrevious':
      return t('SETTINGS.PERIODS.START_BEFORE_PREVIOUS', { date: formatDate(previousEnd) });
  }
};

/**
 * The accounting periods of a company: saved periods read-only with their state, new rows with a
 * start and an end date (chained, errors inline), an add button, and a remove button on every new
 * row but the first of the list (spec). Periods are optional: a row left blank is ignored, and both dates are required once one is
 * typed.
 */
export function AccountingPeriodsEditor({
  rows,
  errors,
  serverErrors = {},
  onChange,
  isShown,
  onTouch,
  disabled = false,
}: AccountingPeriodsEditorProps) {
  const { t } = useTranslation();
  const update = (key: string, field: 'startDate' | 'endDate', value: string) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    onTouch(key, field);
  };
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));
  const add = () => onChange([...rows, newPeriodRow()]);

  return (
    <Stack gap="xs" data-testid="accounting-periods">
      {rows.map((row, index) => {
        const rowErrors = errors[index] ?? {};
        const server = serverErrors[row.key] ?? {};
        const errorFor = (field: 'startDate' | 'endDate') =>
          server[field] ??
          (isShown(row.key, field)
            ? messageOf(t, rowErrors[field], field, rowErrors.previousEnd)
            : undefined);
        const isSaved = row.id !== null;
        return (
          <Paper
            key={row.key}
            withBorder
            radius="sm"
            p="sm"
            bg={isSaved ? 'gray.0' : undefined}
            data-testid={`period-row-${index}`}
          >
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Text size="sm" fw={600} c="dimmed" w={28} pt={isSaved ? 2 : 30}>
                {index + 1}.
              </Text>
              {isSaved ? (
                <Group gap="sm" style={{ flex: 1 }} wrap="wrap">
                  <Text size="sm">
                    {t('SETTINGS.PERIODS.FROM_TO', {
                      start: formatDate(row.startDate),
                      end: formatDate(row.endDate),
                    })}
                  </Text>
                  <Badge variant="light" color={row.activated ? 'teal' : 'gray'} size="sm">
                    {t(row.activated ? 'SETTINGS.ACTIVE' : 'SETTINGS.INACTIVE')}
                  </Badge>
                </Group>
              ) : (
                <Group grow align="flex-start" gap="sm" style={{ flex: 1 }} wrap="nowrap">
                  <IsoDateInput
                    label={t('SETTINGS.PERIODS.START_DATE')}
                    withAsterisk={!isBlankPeriodRow(row)}
                    value={row.startDate}
                    onChange={(value) => update(row.key, 'startDate', value)}
                    onBlur={() => onTouch(row.key, 'startDate')}
                    error={errorFor('startDate')}
                    disabled={disabled}
                    data-testid={`period-start-${index}`}
                  />
                  <IsoDateInput
                    label={t('SETTINGS.PERIODS.END_DATE')}
                    withAsterisk={!isBlankPeriodRow(row)}
                    value={row.endDate}
                    onChange={(value) => update(row.key, 'endDate', value)}
                    onBlur={() => onTouch(row.key, 'endDate')}
                    error={errorFor('endDate')}
                    disabled={disabled}
                    data-testid={`period-end-${index}`}
                  />
                </Group>
              )}
              <Group w={34} justify="center" pt={isSaved ? 0 : 26}>
                {index > 0 && !isSaved ? (
                  <Tooltip label={t('SETTINGS.PERIODS.REMOVE')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => remove(row.key)}
                      disabled={disabled}
                      aria-label={t('SETTINGS.PERIODS.REMOVE')}
                      data-testid={`period-remove-${index}`}
                    >
                      <IconTrash size={17} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={disabled}
          data-testid="period-add"
        >
          {t('SETTINGS.PERIODS.ADD')}
        </Button>
      </Group>
    </Stack>
  );
}

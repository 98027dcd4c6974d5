import { ActionIcon, Button, Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import {
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { idFromIri } from '@velodesk/contract/hydra';
import { useTranslation } from 'react-i18next';
import { useRangeOptions } from '@/modules/fleet/hooks/use-fleet-options.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { rangeChoices } from '@/ui/range-names.ts';
import { jumpDays, type PlanningDuration, planningDurations, stepDays } from '../planning-filter.ts';

const durationKeys = {
  14: 'PLANNING.DURATION_14',
  21: 'PLANNING.DURATION_21',
  30: 'PLANNING.DURATION_30',
} as const;

export interface PlanningFilterBarProps {
  rangeId: number | null;
  onRangeChange: (rangeId: number | null) => void;
  start: string;
  onStartChange: (start: string) => void;
  onShift: (days: number) => void;
  onToday: () => void;
  duration: PlanningDuration;
  onDurationChange: (duration: PlanningDuration) => void;
  /** Null when the user may not add a reservation (feature 2). */
  onAddReservation: (() => void) | null;
}

/** The planning's filter: range ("all"), start date, duration, week steps, two-week jumps and today. */
export function PlanningFilterBar(props: PlanningFilterBarProps) {
  const { t, i18n } = useTranslation();
  const rangeOptions = rangeChoices(useRangeOptions(), i18n.resolvedLanguage ?? i18n.language);
  const allValue = 'all';
  const rangeValue = props.rangeId === null ? allValue : `/api/ranges/${props.rangeId}`;
  const data = [
    { value: allValue, label: t('PLANNING.ALL_RANGES') },
    ...rangeOptions,
    // The range of the URL is shown before the ranges' list arrives.
    ...(props.rangeId !== null && !rangeOptions.some((option) => option.value === rangeValue)
      ? [{ value: rangeValue, label: `#${props.rangeId}` }]
      : []),
  ];
  const step = (days: number, label: string, icon: React.ReactNode, testId: string) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => props.onShift(days)}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group justify="space-between" align="flex-end" mb="sm" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('PLANNING.RANGE')}
          data={data}
          value={rangeValue}
          onChange={(value) => props.onRangeChange(!value || value === allValue ? null : idFromIri(value))}
          allowDeselect={false}
          w={200}
          comboboxProps={{ withinPortal: true }}
          data-testid="planning-range"
        />
        <IsoDateInput
          label={t('PLANNING.START')}
          value={props.start}
          onChange={(value) => value && props.onStartChange(value)}
          clearable={false}
          w={160}
          data-testid="planning-start"
        />
        <Group gap={4} wrap="nowrap">
          {step(-jumpDays, t('PLANNING.PREVIOUS_JUMP'), <IconChevronsLeft size={18} />, 'planning-jump-back')}
          {step(-stepDays, t('PLANNING.PREVIOUS_WEEK'), <IconChevronLeft size={18} />, 'planning-previous')}
          <Button variant="default" onClick={props.onToday} data-testid="planning-today">
            {t('PLANNING.TODAY')}
          </Button>
          {step(stepDays, t('PLANNING.NEXT_WEEK'), <IconChevronRight size={18} />, 'planning-next')}
          {step(jumpDays, t('PLANNING.NEXT_JUMP'), <IconChevronsRight size={18} />, 'planning-jump-forward')}
        </Group>
        <SegmentedControl
          aria-label={t('PLANNING.DURATION')}
          value={String(props.duration)}
          onChange={(value) => props.onDurationChange(Number(value) as PlanningDuration)}
          data={planningDurations.map((duration) => ({
            value: String(duration),
            label: t(durationKeys[duration]),
          }))}
          data-testid="planning-duration"
        />
      </Group>
      {props.onAddReservation ? (
        <Button
          leftSection={<IconCalendarPlus size={18} />}
          onClick={props.onAddReservation}
          data-testid="planning-add"
        >
          {t('PLANNING.ADD_RESERVATION')}
        </Button>
      ) : null}
    </Group>
  );
}

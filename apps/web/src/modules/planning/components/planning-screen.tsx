import { Alert, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header.tsx';
import { addDays } from '../planning-dates.ts';
import { defaultStart } from '../planning-filter.ts';
import { answerDays } from '../planning-rows.ts';
import { PlanningFilterBar } from './planning-filter-bar.tsx';
import classes from './planning-grid.module.css';
import { PlanningGrid } from './planning-grid.tsx';
import { PlanningLegend } from './planning-legend.tsx';
import { PlanningOverlays } from './planning-overlays.tsx';
import { usePlanningScreen } from './use-planning-screen.ts';

/**
 * The planning calendar (/calendar): the site's products on half-day cells over 14, 21 or 30
 * days, refreshed every 10 seconds. The window's start and range are in the URL (a planning can be
 * bookmarked); the duration is remembered by the browser.
 */
export function PlanningScreen() {
  const { t } = useTranslation();
  const screen = usePlanningScreen();
  const { answer, rows, planning, start, today, canReserve, setParams, setReservation } = screen;
  return (
    <>
      <PageHeader title={t('MENU.CALENDAR')} subtitle={t('PLANNING.SUBTITLE')} />
      <PlanningFilterBar
        rangeId={screen.rangeId}
        onRangeChange={(range) => setParams({ range })}
        start={start}
        onStartChange={(value) => setParams({ start: value })}
        onShift={(days) => setParams({ start: addDays(start, days) })}
        onToday={() => setParams({ start: defaultStart(today) })}
        duration={screen.duration}
        onDurationChange={screen.handleDuration}
        onAddReservation={canReserve ? () => setReservation({}) : null}
      />
      {answer ? (
        <PlanningGrid
          answer={answer}
          rows={rows}
          windowStart={answer.searchStartDate.slice(0, 10)}
          days={Math.min(screen.duration, answerDays(answer))}
          today={today}
          now={screen.now}
          timeZone={screen.timeZone}
          filter={screen.filter}
          onFilterChange={screen.setFilter}
          onToggleRange={screen.toggleRange}
          onOpenProduct={screen.setStatusProductId}
          onOpenRental={screen.openRental}
          onReserve={
            canReserve
              ? (productId, period) => setReservation({ initial: { productIds: [productId], ...period } })
              : null
          }
        />
      ) : planning.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('PLANNING.LOAD_ERROR')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void planning.refetch()}>
            {t('PLANNING.RETRY')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder className={classes.viewport}>
          <Center h="100%">
            <Loader aria-label={t('PLANNING.LOADING')} />
          </Center>
        </Paper>
      )}
      {answer && rows.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs" data-testid="planning-empty">
          {t('PLANNING.NO_PRODUCTS')}
        </Text>
      ) : null}
      <PlanningLegend canReserve={canReserve} />
      <PlanningOverlays screen={screen} />
    </>
  );
}

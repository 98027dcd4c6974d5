import { Alert, Button, Center, Group, Loader, Modal, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type PlanningColour, planningColours } from '@velodesk/contract/api/rentals';
import { hasFeature } from '@velodesk/contract/permissions';
import { siteToday } from '@velodesk/contract/site-day';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TextKey } from '@/i18n/text-key.ts';
import { StatusChangeModal } from '@/modules/fleet/components/status-change-modal.tsx';
import { useSiteTimeZone } from '@/modules/sites/hooks/use-site-today.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { usePlanning, usePlanningProduct } from '../hooks/use-planning.ts';
import { addDays } from '../planning-dates.ts';
import {
  defaultStart,
  longestDuration,
  type PlanningDuration,
  planningSearch,
  readDuration,
  startFromParam,
  writeDuration,
} from '../planning-filter.ts';
import { answerDays, buildRows } from '../planning-rows.ts';
import { siteTimeZoneStorageKey } from '../remembered-time-zone.ts';
import { opensInModal, rentalPathOf } from '../rental-path.ts';
import { PlanningFilterBar } from './planning-filter-bar.tsx';
import classes from './planning-grid.module.css';
import { PlanningGrid } from './planning-grid.tsx';

/** The reservation modal is loaded with its first opening (the grid shows without its code). */
const ReservationModal = lazy(() =>
  import('@/modules/rentals/components/reservation-modal/reservation-modal.tsx').then((module) => ({
    default: module.ReservationModal,
  })),
);

const legendKeys: Record<PlanningColour, TextKey> = {
  reservation: 'PLANNING.LEGEND.RESERVATION',
  contract: 'PLANNING.LEGEND.CONTRACT',
  validated: 'PLANNING.LEGEND.VALIDATED',
  error: 'PLANNING.LEGEND.ERROR',
  disabled: 'PLANNING.LEGEND.DISABLED',
};

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The minute the counter lives in (the "now" marker and "today" follow it). */
const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

interface ReservationRequest {
  /** A reservation of the grid, opened on its block; absent: a new one. */
  rentalId?: number;
  initial?: { productIds?: number[]; startDate?: string; endDate?: string };
}

/**
 * The planning calendar (/calendar): the site's products on half-day cells over 14, 21 or 30
 * days, refreshed every 10 seconds. The window's start and range are in the URL (a planning can be
 * bookmarked); the duration is remembered by the browser.
 */
export function PlanningScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useGrants();
  const canReserve = grants !== null && hasFeature(grants, 'rental_reservation');
  const now = useNow();
  const timeZone = useSiteTimeZone();
  // Remembered for the next boot, which asks for the planning before the site is read (boot-prefetch.ts).
  useEffect(() => {
    try {
      storage()?.setItem(siteTimeZoneStorageKey, timeZone);
    } catch {
      // A browser refusing storage: the next boot guesses Europe/Paris.
    }
  }, [timeZone]);
  const today = siteToday(timeZone, now);
  const [searchParams, setSearchParams] = useSearchParams();
  const start = startFromParam(searchParams.get('start'), today);
  const rangeParam = Number(searchParams.get('range'));
  const rangeId = Number.isInteger(rangeParam) && rangeParam > 0 ? rangeParam : null;
  const [duration, setDuration] = useState<PlanningDuration>(() => readDuration(storage()));
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const [statusProductId, setStatusProductId] = useState<number | null>(null);
  const [reservation, setReservation] = useState<ReservationRequest | null>(null);

  // The longest window is read whatever the duration: switching 14 → 30 days only draws more.
  const planning = usePlanning({ ...planningSearch(start, longestDuration), rangeId });
  const answer = planning.data;
  const rows = useMemo(
    () => buildRows(answer, collapsed, deferredFilter),
    [answer, collapsed, deferredFilter],
  );
  const statusProduct = usePlanningProduct(statusProductId);

  const setParams = (next: { start?: string; range?: number | null }) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next.start !== undefined) {
          if (next.start === defaultStart(today)) params.delete('start');
          else params.set('start', next.start);
        }
        if (next.range !== undefined) {
          if (next.range === null) params.delete('range');
          else params.set('range', String(next.range));
        }
        return params;
      },
      { replace: true },
    );

  const handleDuration = (next: PlanningDuration) => {
    writeDuration(storage(), next);
    setDuration(next);
  };

  const toggleRange = useCallback(
    (id: number) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  // A reservation's block opens the calendar's reservation modal on it (delete, migrate, validate
  // as contract: rentals spec "Reservation modal"); a contract's, its page or details.
  const openRental = (rentalId: number) => {
    if (opensInModal(answer?.rentals[rentalId])) setReservation({ rentalId });
    else void navigate(rentalPathOf(rentalId, answer?.rentals[rentalId], grants));
  };

  const closeStatus = () => {
    setStatusProductId(null);
    // The product's status is drawn from the planning: read it again now, not in 10 seconds.
    void planning.refetch();
  };

  return (
    <>
      <PageHeader title={t('MENU.CALENDAR')} subtitle={t('PLANNING.SUBTITLE')} />
      <PlanningFilterBar
        rangeId={rangeId}
        onRangeChange={(range) => setParams({ range })}
        start={start}
        onStartChange={(value) => setParams({ start: value })}
        onShift={(days) => setParams({ start: addDays(start, days) })}
        onToday={() => setParams({ start: defaultStart(today) })}
        duration={duration}
        onDurationChange={handleDuration}
        onAddReservation={canReserve ? () => setReservation({}) : null}
      />
      {answer ? (
        <PlanningGrid
          answer={answer}
          rows={rows}
          windowStart={answer.searchStartDate.slice(0, 10)}
          days={Math.min(duration, answerDays(answer))}
          today={today}
          now={now}
          timeZone={timeZone}
          filter={filter}
          onFilterChange={setFilter}
          onToggleRange={toggleRange}
          onOpenProduct={setStatusProductId}
          onOpenRental={openRental}
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
      <Group gap="md" mt="xs" wrap="nowrap" justify="space-between">
        <Group gap="md" wrap="wrap" className={classes.legend} data-testid="planning-legend">
          {planningColours.map((colour) => (
            <Group key={colour} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: `var(--planning-${colour})` }} />
              <Text size="xs">{t(legendKeys[colour])}</Text>
            </Group>
          ))}
        </Group>
        <Text
          size="xs"
          c="dimmed"
          truncate="end"
          ta="right"
          style={{ flex: 1, minWidth: 0 }}
          title={canReserve ? t('PLANNING.HINT') : t('PLANNING.HINT_READ_ONLY')}
        >
          {canReserve ? t('PLANNING.HINT') : t('PLANNING.HINT_READ_ONLY')}
        </Text>
      </Group>
      {statusProductId !== null && statusProduct.data ? (
        <StatusChangeModal product={statusProduct.data} onClose={closeStatus} mode="unavailable" />
      ) : statusProductId !== null ? (
        <Modal opened onClose={() => setStatusProductId(null)} title={t('PLANNING.PRODUCT_LOADING')}>
          {statusProduct.isError ? (
            <Text c="red">{t('PLANNING.PRODUCT_ERROR')}</Text>
          ) : (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
        </Modal>
      ) : null}
      {reservation ? (
        <Suspense fallback={null}>
          <ReservationModal
            opened
            onClose={() => {
              setReservation(null);
              // A reservation deleted or migrated from the modal: drawn again now, not in 10 seconds.
              if (reservation.rentalId !== undefined) void planning.refetch();
            }}
            rentalId={reservation.rentalId ?? null}
            initial={reservation.initial}
            onSaved={() => void planning.refetch()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

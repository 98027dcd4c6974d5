import { hasFeature } from '@velodesk/contract/permissions';
import { siteToday } from '@velodesk/contract/site-day';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSiteTimeZone } from '@/modules/sites/hooks/use-site-today.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { usePlanning, usePlanningProduct } from '../hooks/use-planning.ts';
import {
  defaultStart,
  longestDuration,
  type PlanningDuration,
  planningSearch,
  readDuration,
  startFromParam,
  writeDuration,
} from '../planning-filter.ts';
import { buildRows } from '../planning-rows.ts';
import { siteTimeZoneStorageKey } from '../remembered-time-zone.ts';
import { opensInModal, rentalPathOf } from '../rental-path.ts';

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

export interface ReservationRequest {
  /** A reservation of the grid, opened on its block; absent: a new one. */
  rentalId?: number;
  initial?: { productIds?: number[]; startDate?: string; endDate?: string };
}

/**
 * The planning's state: the window (start and range in the URL, the duration remembered by the
 * browser), the folded ranges and the rows' filter, the answer and its rows, and the product or
 * reservation open over the grid.
 */
export const usePlanningScreen = () => {
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

  return {
    canReserve,
    now,
    timeZone,
    today,
    start,
    rangeId,
    duration,
    handleDuration,
    setParams,
    filter,
    setFilter,
    planning,
    answer,
    rows,
    toggleRange,
    openRental,
    statusProductId,
    setStatusProductId,
    statusProduct,
    closeStatus,
    reservation,
    setReservation,
  };
};

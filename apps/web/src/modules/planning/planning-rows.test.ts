import type { PlanningRead, PlanningRental } from '@velodesk/contract/api/rentals';
import type { Grants } from '@velodesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import { answerDays, buildRows, visibleSlice } from './planning-rows.ts';
import { rentalPathOf } from './rental-path.ts';

const answer: Pick<PlanningRead, 'ranges'> = {
  ranges: [
    {
      id: 1,
      name: 'électrique',
      products: [
        [7, 'E-001', 2, 3, 'City', 'M', []],
        [8, 'E-002', 4, 3, 'Trek', 'L', []],
      ],
    },
    { id: 2, name: 'musculaire', products: [[9, 'M-001', 2, 4, 'Road', 'S', []]] },
  ],
};

describe('the rows of the planning', () => {
  it('puts a header row before the products of each range', () => {
    const rows = buildRows(answer, new Set(), '');
    expect(rows.map((row) => (row.kind === 'range' ? `range ${row.name}` : row.product[1]))).toEqual([
      'range électrique',
      'E-001',
      'E-002',
      'range musculaire',
      'M-001',
    ]);
  });

  it('shows an unavailable product as disabled', () => {
    const rows = buildRows(answer, new Set(), '');
    expect(
      rows
        .filter((row) => row.kind === 'product' && row.disabled)
        .map((row) => row.kind === 'product' && row.product[1]),
    ).toEqual(['E-002']);
  });

  it('hides the products of a collapsed range, not its header', () => {
    const rows = buildRows(answer, new Set([1]), '');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ kind: 'range', collapsed: true, productCount: 2 });
  });

  it('filters by internal number or model, dropping ranges left empty', () => {
    expect(buildRows(answer, new Set(), 'trek').map((row) => row.kind)).toEqual(['range', 'product']);
    expect(
      buildRows(answer, new Set(), 'm-0').map((row) =>
        row.kind === 'product' ? row.product[0] : row.rangeId,
      ),
    ).toEqual([2, 9]);
    expect(buildRows(answer, new Set(), 'nothing')).toEqual([]);
  });

  it('counts the days of an answer window', () => {
    expect(answerDays({ searchStartDate: '2030-06-01T08:00:00', searchEndDate: '2030-06-30T19:00:00' })).toBe(
      30,
    );
  });

  it('puts in the DOM only the rows on screen and a few more', () => {
    expect(visibleSlice(0, 400, 40, 2000, 8)).toEqual({ first: 0, last: 23 });
    const middle = visibleSlice(40_000, 400, 40, 2000, 8);
    expect(middle.first).toBeLessThanOrEqual(1000);
    expect(middle.last).toBeGreaterThanOrEqual(1010);
    expect(middle.last - middle.first).toBeLessThan(40);
    expect(visibleSlice(80_000, 400, 40, 2000, 8).last).toBe(1999);
  });
});

describe('where a block leads', () => {
  const reservation: PlanningRental = [2, 1, 'reservation', 1, 40, 'Ada', 0, [], false];
  const contract: PlanningRental = [1, 2, 'contract', 1, 40, 'Ada', 0, [], false];
  const validated: PlanningRental = [1, 3, 'validated', 1, 40, 'Ada', 0, [], false];
  const failed: PlanningRental = [2, 5, 'error', 1, 40, 'Ada', 0, [], false];
  const counter: Grants = {
    profileName: 'VENDEUR',
    features: ['planning', 'rental_reservation', 'rental_contract'],
  };
  const trainee: Grants = { profileName: 'STAGIAIRE', features: ['planning', 'rental_reservation'] };

  it('opens the reservation or contract page with the feature', () => {
    expect(rentalPathOf(5, reservation, counter)).toBe('/rental/reservation?edit=true&id=5');
    expect(rentalPathOf(6, contract, counter)).toBe('/rental/contract?edit=true&id=6');
  });

  it('opens the details without the feature, or for a validated rental', () => {
    expect(rentalPathOf(6, contract, trainee)).toBe('/rental-details/6');
    expect(rentalPathOf(5, reservation, trainee)).toBe('/rental/reservation?edit=true&id=5');
    expect(rentalPathOf(7, validated, counter)).toBe('/rental-details/7');
  });

  it('opens the details of a failed rental: read-only, as the contract says', () => {
    expect(rentalPathOf(8, failed, counter)).toBe('/rental-details/8');
  });
});

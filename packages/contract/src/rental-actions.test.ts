import { describe, expect, it } from 'vitest';
import { RentalState, RentalType } from './ids.ts';
import { ProfileName } from './permissions.ts';
import {
  isUnpaidContract,
  type RentalFacts,
  rentalActions,
  rentalEditPath,
  rentalLineActions,
  rentalMigratePath,
} from './rental-actions.ts';

const counter = {
  profileName: ProfileName.counter,
  features: ['planning', 'rental_contract', 'rental_reservation'] as const,
};
const trainee = { profileName: ProfileName.trainee, features: ['planning', 'rental_reservation'] as const };
const contractOnly = { profileName: 'CUSTOM', features: ['planning', 'rental_contract'] as const };
const admin = { profileName: ProfileName.admin, features: [] as const };
const today = '2026-07-14';

const rental = (overrides: Partial<RentalFacts>): RentalFacts => ({
  rentalTypeId: RentalType.reservation,
  stateId: RentalState.new,
  startDate: '2026-07-14T08:00:00',
  invoicingDisabled: false,
  ...overrides,
});
const reservation = rental({});
const laterReservation = rental({ startDate: '2026-07-15T08:00:00' });
const contract = rental({ rentalTypeId: RentalType.contract, stateId: RentalState.inProgress });
const closed = rental({ rentalTypeId: RentalType.contract, stateId: RentalState.validated });
const closedWithStay = { ...closed, invoicingDisabled: true };

describe('rental actions', () => {
  it('offers a counter everything the state allows', () => {
    expect(rentalActions(reservation, counter, today)).toEqual(['edit', 'migrate', 'cancel']);
    expect(rentalActions(laterReservation, counter, today)).toEqual(['edit', 'cancel']);
    expect(rentalActions(contract, counter, today)).toEqual(['edit', 'close', 'cancel', 'refund']);
    expect(rentalActions(closed, counter, today)).toEqual([]);
    expect(rentalActions(closedWithStay, counter, today)).toEqual(['unclose']);
  });

  it('migrates a reservation from its start date on, by the local date only', () => {
    expect(rentalActions(rental({ startDate: '2026-07-13' }), counter, today)).toContain('migrate');
    expect(rentalActions(rental({ startDate: '2026-07-14T13:00:00' }), counter, today)).toContain('migrate');
    expect(rentalActions(rental({ startDate: '2026-07-15T08:00:00' }), counter, '2026-07-14')).not.toContain(
      'migrate',
    );
  });

  it('hides contract actions from a trainee (reservation access only)', () => {
    expect(rentalActions(reservation, trainee, today)).toEqual(['edit', 'cancel']);
    expect(rentalActions(contract, trainee, today)).toEqual([]);
    expect(rentalActions(closedWithStay, trainee, today)).toEqual([]);
  });

  it('hides reservation editing without reservation access', () => {
    expect(rentalActions(reservation, contractOnly, today)).toEqual(['migrate']);
    expect(rentalActions(contract, contractOnly, today)).toEqual(['edit', 'close', 'cancel', 'refund']);
  });

  it('offers nothing on a cancelled or failed rental, and everything to an administrator', () => {
    for (const stateId of [RentalState.cancelled, RentalState.failed]) {
      expect(rentalActions(rental({ stateId }), admin, today)).toEqual([]);
      expect(rentalActions({ ...contract, stateId }, admin, today)).toEqual([]);
    }
    expect(rentalActions(contract, admin, today)).toEqual(['edit', 'close', 'cancel', 'refund']);
  });

  it('leads edit and migrate to the rental page', () => {
    expect(rentalEditPath({ id: 7, rentalTypeId: RentalType.contract })).toBe(
      '/rental/contract?edit=true&id=7',
    );
    expect(rentalEditPath({ id: 8, rentalTypeId: RentalType.reservation })).toBe(
      '/rental/reservation?edit=true&id=8',
    );
    expect(rentalMigratePath(8)).toBe('/rental/reservation?edit=true&id=8&migrate=true');
  });

  it('validates an unvalidated line and replaces a validated one, on an editable rental only', () => {
    expect(rentalLineActions(contract, { validated: false }, counter)).toEqual(['validate']);
    expect(rentalLineActions(contract, { validated: true }, counter)).toEqual(['replace']);
    expect(rentalLineActions(reservation, { validated: true }, trainee)).toEqual(['replace']);
    expect(rentalLineActions(contract, { validated: true }, trainee)).toEqual([]);
    expect(rentalLineActions(rental({ stateId: RentalState.cancelled }), { validated: true }, admin)).toEqual(
      [],
    );
    expect(rentalLineActions(closed, { validated: false }, admin)).toEqual([]);
  });
});

describe('isUnpaidContract (docs/domain.md "Closing a contract")', () => {
  const contract = { rentalTypeId: 1, stateId: 2, stayId: null, totalCents: 4600, paidCents: 0 };
  it('flags a contract new, in progress or closed, without a stay, paid less than its total', () => {
    expect(isUnpaidContract(contract)).toBe(true);
    expect(isUnpaidContract({ ...contract, stateId: 1, paidCents: 4599 })).toBe(true);
    // Closed, then its payment cancelled: the amount is still owed.
    expect(isUnpaidContract({ ...contract, stateId: 3, paidCents: 2300 })).toBe(true);
  });
  it('leaves out a paid one (closed or not), one with a stay, a reservation and a cancelled one', () => {
    expect(isUnpaidContract({ ...contract, paidCents: 4600 })).toBe(false);
    expect(isUnpaidContract({ ...contract, stateId: 3, paidCents: 4600 })).toBe(false);
    expect(isUnpaidContract({ ...contract, stayId: '90001' })).toBe(false);
    expect(isUnpaidContract({ ...contract, rentalTypeId: 2 })).toBe(false);
    expect(isUnpaidContract({ ...contract, stateId: 4 })).toBe(false);
  });
});

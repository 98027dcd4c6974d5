import { RentalState, RentalType } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';

/** A rental's type and state in the interface language (the API's descriptions are French). */
const typeKeys: Readonly<Record<number, TextKey>> = {
  [RentalType.contract]: 'RENTAL_LIST.TYPE_CONTRACT',
  [RentalType.reservation]: 'RENTAL_LIST.TYPE_RESERVATION',
};
const stateKeys: Readonly<Record<number, TextKey>> = {
  [RentalState.new]: 'RENTAL_LIST.STATE_NEW',
  [RentalState.inProgress]: 'RENTAL_LIST.STATE_IN_PROGRESS',
  [RentalState.validated]: 'RENTAL_LIST.STATE_VALIDATED',
  [RentalState.cancelled]: 'RENTAL_LIST.STATE_CANCELLED',
  [RentalState.failed]: 'RENTAL_LIST.STATE_FAILED',
};
export const stateColours: Readonly<Record<number, string>> = {
  [RentalState.new]: 'blue',
  [RentalState.inProgress]: 'orange',
  [RentalState.validated]: 'green',
  [RentalState.cancelled]: 'gray',
  [RentalState.failed]: 'red',
};

export const rentalTypeLabel = (type: { id: number; description: string }, t: TFunction): string => {
  const key = typeKeys[type.id];
  return key ? t(key) : type.description;
};

export const rentalStateLabel = (state: { id: number; description: string }, t: TFunction): string => {
  const key = stateKeys[state.id];
  return key ? t(key) : state.description;
};

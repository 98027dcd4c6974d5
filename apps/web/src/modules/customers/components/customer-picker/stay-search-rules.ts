import { STAY_STATE, type StaySearchQuery, staySearchQuery } from '@velodesk/contract/api/customers';
import type { TextKey } from '@/i18n/text-key.ts';

/** The stay-system search form of the customer modal (spec: rentals "Customer selection modal"). */
export type StayStateValue = (typeof STAY_STATE)[keyof typeof STAY_STATE];

export interface StaySearchValues {
  lastName: string;
  placeName: string;
  stayState: StayStateValue;
  startDate: string | null;
  endDate: string | null;
}

export const emptyStaySearch = (): StaySearchValues => ({
  lastName: '',
  placeName: '',
  stayState: STAY_STATE.present,
  startDate: null,
  endDate: null,
});

export const isReservation = (values: StaySearchValues): boolean =>
  values.stayState === STAY_STATE.reservation;

/** The query sent to GET /huttosoft/search_customer; dates only for a reservation. */
export const staySearchQueryOf = (values: StaySearchValues): StaySearchQuery => ({
  customerLastName: values.lastName.trim(),
  ...(values.placeName.trim() ? { emplacementName: values.placeName.trim() } : {}),
  stayState: values.stayState,
  ...(isReservation(values) && values.startDate ? { stayDateStart: values.startDate } : {}),
  ...(isReservation(values) && values.endDate ? { stayDateEnd: values.endDate } : {}),
});

const messageKeys: Readonly<Record<string, TextKey>> = {
  customerLastName: 'CUSTOMERS.STAY_LASTNAME_MIN',
  emplacementName: 'CUSTOMERS.FIELD_INVALID',
  stayDateStart: 'CUSTOMERS.DATE_INVALID',
  stayDateEnd: 'CUSTOMERS.STAY_END_BEFORE_START',
};

/**
 * The message key of each field in error: last name required with 3 characters at least; for a
 * reservation both dates are given and the end is not before the start (the contract's rule).
 */
export const staySearchErrors = (values: StaySearchValues): Record<string, TextKey> => {
  const errors: Record<string, TextKey> = {};
  const result = staySearchQuery.safeParse(staySearchQueryOf(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!(field in errors)) errors[field] = messageKeys[field] ?? 'CUSTOMERS.FIELD_INVALID';
    }
  }
  if (isReservation(values)) {
    if (!values.startDate) errors.stayDateStart = 'CUSTOMERS.STAY_DATE_REQUIRED';
    if (!values.endDate) errors.stayDateEnd = 'CUSTOMERS.STAY_DATE_REQUIRED';
  }
  return errors;
};

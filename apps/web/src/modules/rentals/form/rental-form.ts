import type { CustomerRead } from '@velodesk/contract/api/customers';
import {
  parseEndDateTime,
  parseStartDateTime,
  type RentalRead,
  rentalWrite,
} from '@velodesk/contract/api/rentals';
import { PricingType, RentalType } from '@velodesk/contract/ids';
import {
  defaultPeriod,
  type EndPeriod,
  endInstant,
  isIsoDate,
  isPeriodInvalid,
  type StartPeriod,
  startInstant,
} from '@velodesk/contract/periods';
import { isRentalReadOnly } from '@velodesk/contract/rental-actions';
import { numberOrUndefined } from '@/ui/form/form-values.ts';

/**
 * The rental form shared by the reservation modal and the contract / reservation page: what its
 * inputs hold, and the request body (the contract's `rentalWrite`, the one rule of a rental's body)
 * they make.
 */

/** The customer as the rental screens show it (from a rental, or picked in the customer picker). */
export interface RentalCustomer {
  id: number;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phones: string[];
  /** Named in the interface language where it is shown (ui/country-name.ts). */
  country: { name: string; codeIso31662: string } | null;
  fidelityLevel: number;
}

/** A product line: a product of the availability answer, and the rental line it is when saved. */
export interface RentalLine {
  key: string;
  productId: number | null;
  /** The saved line (replace and validate act on it); null for a line added on screen. */
  rentalProductId: number | null;
  validated: boolean;
  /** Known from the saved rental, before the availability answer arrives. */
  internalNumber: string | null;
}

/** A comment added on screen (POST /comments), linked to the rental when it is saved. */
export interface AddedComment {
  iri: string;
  text: string;
}

export interface RentalFormValues {
  customer: RentalCustomer | null;
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
  /**
   * The stay's last day when the screen knows it (a stay just picked, or the rental's answer:
   * `stayDateEnd`, issue 22): never sent, only warned of.
   */
  stayEndDate?: string | null;
  comments: AddedComment[];
  startDate: string;
  startPeriod: string;
  endDate: string;
  endPeriod: string;
  /** The pricing type's id as the select holds it ('1' Standard, '2' Externe). */
  pricingType: string | null;
  discount: number | string;
  lines: RentalLine[];
}

let lineCounter = 0;
export const newLineKey = (): string => {
  lineCounter += 1;
  return `line-${lineCounter}`;
};

export const emptyLine = (
  productId: number | null = null,
  internalNumber: string | null = null,
): RentalLine => ({
  key: newLineKey(),
  productId,
  rentalProductId: null,
  validated: false,
  internalNumber,
});

export const customerOfRead = (customer: CustomerRead): RentalCustomer => ({
  id: customer.id,
  name: customer.name,
  lastname: customer.lastname,
  email: customer.email?.email ?? null,
  phones: customer.phones.map((phone) => phone.number),
  country: customer.country
    ? { name: customer.country.name, codeIso31662: customer.country.codeIso31662 }
    : null,
  fidelityLevel: customer.fidelity.level,
});

/** A local date-time's date part, or '' when it is not one. */
const dateOf = (value: string | undefined): string => {
  const date = value?.slice(0, 10) ?? '';
  return isIsoDate(date) ? date : '';
};

export interface NewRentalInitial {
  productIds?: number[];
  /** Local date-times whose time carries the period (`2026-07-14T08:00:00`). */
  startDate?: string;
  endDate?: string;
}

/** The calendar day after a yyyy-mm-dd date. */
const nextDay = (date: string): string => {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
};

/**
 * A new rental (rentals spec: both periods default to 8): today 08:00 to 08:00 the next morning
 * (end date the day after the start), unless the caller gives the period and products. `today` is
 * the site's today (useSiteToday), never the browser's (docs/decisions/new-rental-period.md).
 */
export const newRentalValues = (initial: NewRentalInitial, today: string): RentalFormValues => {
  const start = initial.startDate ? parseStartDateTime(initial.startDate) : null;
  const end = initial.endDate ? parseEndDateTime(initial.endDate) : null;
  const startDate = start?.date ?? (dateOf(initial.startDate) || today);
  const productIds = initial.productIds ?? [];
  return {
    customer: null,
    stayId: null,
    stayLink: null,
    emplacementName: null,
    comments: [],
    startDate,
    startPeriod: String(start?.period ?? defaultPeriod),
    endDate: end?.date ?? (dateOf(initial.endDate) || nextDay(startDate)),
    endPeriod: String(end?.period ?? defaultPeriod),
    pricingType: String(PricingType.external),
    discount: 0,
    lines: productIds.length > 0 ? productIds.map((id) => emptyLine(id)) : [emptyLine()],
  };
};

/** The values of a saved rental. */
export const rentalValues = (rental: RentalRead): RentalFormValues => ({
  customer: {
    id: rental.customer.id,
    name: rental.customer.name,
    lastname: rental.customer.lastname,
    email: rental.customer.email,
    phones: rental.customer.phones,
    country: rental.customer.country
      ? { name: rental.customer.country.name, codeIso31662: rental.customer.country.codeIso31662 }
      : null,
    fidelityLevel: rental.customer.fidelityLevel,
  },
  stayId: rental.stayId,
  stayLink: rental.stayLink,
  emplacementName: rental.emplacementName,
  stayEndDate: rental.stayDateEnd ?? null,
  comments: [],
  startDate: dateOf(rental.startDate),
  startPeriod: String(rental.startPeriod),
  endDate: dateOf(rental.endDate),
  endPeriod: String(rental.endPeriod),
  pricingType: String(rental.pricingType.id),
  discount: rental.discount,
  lines: rental.products.map((line) => ({
    key: newLineKey(),
    productId: line.product.id,
    rentalProductId: line.id,
    validated: line.validate,
    internalNumber: line.product.internalNumber,
  })),
});

export const startPeriodOf = (value: string): StartPeriod | null =>
  value === '8' ? 8 : value === '13' ? 13 : null;
export const endPeriodOf = (value: string): EndPeriod | null =>
  value === '13' ? 13 : value === '19' ? 19 : value === '8' ? 8 : null;

/** The period as local date-times, or null while a date or period is missing. */
export const periodOf = (
  values: Pick<RentalFormValues, 'startDate' | 'startPeriod' | 'endDate' | 'endPeriod'>,
) => {
  const startPeriod = startPeriodOf(values.startPeriod);
  const endPeriod = endPeriodOf(values.endPeriod);
  if (!isIsoDate(values.startDate) || !isIsoDate(values.endDate) || !startPeriod || !endPeriod) return null;
  return {
    startDate: startInstant(values.startDate, startPeriod),
    endDate: endInstant(values.endDate, endPeriod),
    invalid: isPeriodInvalid(values.startDate, startPeriod, values.endDate, endPeriod),
  };
};

/** What the inputs hold as the body of POST/PATCH /reservations and /contracts. */
export const toRentalBody = (values: RentalFormValues) => {
  const period = periodOf(values);
  return {
    startDate: period?.startDate,
    endDate: period?.endDate,
    products: values.lines.map((line) =>
      line.productId === null ? null : `/api/products/${line.productId}`,
    ),
    customer: values.customer ? `/api/customers/${values.customer.id}` : undefined,
    pricingType: values.pricingType ? `/api/pricing_types/${values.pricingType}` : undefined,
    discount: numberOrUndefined(values.discount),
    emplacementName: values.emplacementName ?? null,
    stayId: values.stayId ?? null,
    ...(values.comments.length > 0 ? { comments: values.comments.map((comment) => comment.iri) } : {}),
  };
};

/**
 * The form's rule: the contract's body of a rental, with the pricing type and the discount
 * required; the period's order is the period warning's (`periodOf`).
 */
export const rentalFormSchema = rentalWrite.superRefine((body, context) => {
  if (body.pricingType === undefined)
    context.addIssue({ code: 'custom', path: ['pricingType'], message: 'pricingType is required.' });
  if (body.discount === undefined)
    context.addIssue({ code: 'custom', path: ['discount'], message: 'discount is required.' });
});

/** A saved rental the contract's rule makes read-only (validated, cancelled or failed); a new one is not. */
export const isReadOnlyRental = (rental: RentalRead | null | undefined): boolean =>
  rental !== null && rental !== undefined && isRentalReadOnly({ stateId: rental.state.id });

export const isContract = (rental: RentalRead): boolean => rental.rentalType.id === RentalType.contract;

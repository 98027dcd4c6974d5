import { z } from 'zod';
import { embedded, iriRef, optionalText, percentage } from '../fields.ts';
import { ProductStatus } from '../ids.ts';
import {
  type EndPeriod,
  endInstant,
  endPeriods,
  isIsoDate,
  type StartPeriod,
  startInstant,
  startPeriods,
} from '../periods.ts';
import { depositAtStart, depositRead, depositSettle, depositStates, rentalPaymentRead } from './deposits.ts';
import { invoiceRead } from './invoicing.ts';

/**
 * Rentals (reservations and contracts), their lines, availability and the planning (rentals.md
 * sections 3 to 9, docs/api-conventions.md "Rentals"). Dates travel as local date-times of the
 * rental's site (`2026-07-14T08:00:00`) whose time carries the period.
 */

// ---- local date-times and periods ----

const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

/** A local date-time split into its date and clock (`08:00:00`), or null when it is not one. */
const splitLocal = (value: string): { date: string; clock: string } | null => {
  const match = localDateTimePattern.exec(value);
  if (!match || !isIsoDate(match[1]!)) return null;
  return { date: match[1]!, clock: `${match[2]}:${match[3] ?? '00'}` };
};

/** The start date and period a local date-time carries (08:00 or 13:00), or null. */
export const parseStartDateTime = (value: string): { date: string; period: StartPeriod } | null => {
  const parts = splitLocal(value);
  if (!parts) return null;
  const period = startPeriods.find((p) => startInstant(parts.date, p).endsWith(parts.clock));
  return period === undefined ? null : { date: parts.date, period };
};

/** The end date and period a local date-time carries (12:59:59, 19:00 or 07:59:59), or null. */
export const parseEndDateTime = (value: string): { date: string; period: EndPeriod } | null => {
  const parts = splitLocal(value);
  if (!parts) return null;
  const period = endPeriods.find((p) => endInstant(parts.date, p).endsWith(parts.clock));
  return period === undefined ? null : { date: parts.date, period };
};

export const startDateTime = (label = 'startDate') =>
  z
    .string({ error: `${label} is required.` })
    .refine(
      (value) => parseStartDateTime(value) !== null,
      `${label} must be a local date-time starting at 08:00:00 or 13:00:00 (e.g. 2026-07-14T08:00:00).`,
    );
export const endDateTime = (label = 'endDate') =>
  z
    .string({ error: `${label} is required.` })
    .refine(
      (value) => parseEndDateTime(value) !== null,
      `${label} must be a local date-time ending at 12:59:59, 19:00:00 or 07:59:59 (e.g. 2026-07-15T19:00:00).`,
    );

/**
 * A search bound of availability and the planning: a date (yyyy-mm-dd; a start is then 08:00, an
 * end 19:00) or a local date-time carrying the period.
 */
export const searchStart = (value: string): { date: string; period: StartPeriod } | null =>
  isIsoDate(value) ? { date: value, period: 8 } : parseStartDateTime(value);
export const searchEnd = (value: string): { date: string; period: EndPeriod } | null =>
  isIsoDate(value) ? { date: value, period: 19 } : parseEndDateTime(value);

// ---- stable error codes of the rentals module (answered as `code`, the description is the text) ----

export const RentalErrorCode = {
  invalidChoosedProducts: 'INVALID_CHOOSED_PRODUCTS',
  productHeld: 'PRODUCT_ALREADY_HELD',
  invalidPeriod: 'INVALID_PERIOD',
  stayPeriodExceeded: 'STAY_PERIOD_EXCEEDED',
  bikeLimit: 'BIKE_LIMIT',
  noPrice: 'NO_PRICE_AVAILABLE',
  taxRateNotFound: 'TAX_RATE_NOT_FOUND',
  unavailableTaxRate: 'UNAVAILABLE_TAX_RATE',
  wrongStayState: 'WRONG_STAY_STATE',
  stayNotFound: 'STAY_NOT_FOUND',
  customerNotFound: 'CUSTOMER_NOT_FOUND',
  pricingTypeNotFound: 'PRICING_TYPE_NOT_FOUND',
  duplicateProduct: 'DUPLICATE_PRODUCT',
  readOnly: 'RENTAL_READ_ONLY',
  wrongRentalType: 'WRONG_RENTAL_TYPE',
  illegalTransition: 'ILLEGAL_TRANSITION',
  migrateTooEarly: 'MIGRATE_TOO_EARLY',
  notCompatible: 'DECLINATION_NOT_COMPATIBLE',
  commentRequired: 'COMMENT_REQUIRED',
  closeStatus: 'CLOSE_STATUS_INVALID',
  noCurrentSite: 'NO_CURRENT_SITE',
  invalidComment: 'INVALID_COMMENT',
  rentalNotFound: 'RENTAL_NOT_FOUND',
} as const;
export type RentalErrorCodeValue = (typeof RentalErrorCode)[keyof typeof RentalErrorCode];

/** Why a chosen product cannot be held (a violation code of INVALID_CHOOSED_PRODUCTS). */
export const ChoosedProductProblem = {
  notAvailable: 'NOT_AVAILABLE',
  usedInContract: 'ALREADY_USED_IN_CONTRACT',
  usedOtherwise: 'USED_OTHERWISE',
} as const;

/** The most bikes (ranges "électrique" and "musculaire") one rental may hold. */
export const bikeLimit = 5;
export const bikeRangeNames: readonly string[] = ['électrique', 'musculaire'];
export const isBikeRange = (rangeName: string): boolean =>
  bikeRangeNames.includes(rangeName.trim().toLowerCase());

export const RentalDescription = {
  invalidPeriod: 'The end of the rental must be after its start.',
  stayPeriodExceeded: "The rental cannot end after the end of the customer's stay.",
  bikeLimit: `A rental holds at most ${bikeLimit} bikes (électrique, musculaire).`,
  readOnly: 'A validated or cancelled rental cannot be changed.',
  migrateTooEarly: 'A reservation can become a contract from its start date on.',
  commentRequired: 'A comment is required to make the product unavailable.',
  notCompatible: 'The replacement must have the same range, model, min and max as the replaced product.',
} as const;

// ---- bodies ----

/** POST /reservations, POST /contracts, and (every field optional, merge-patch) their PATCH. */
export const rentalWrite = z.strictObject({
  startDate: startDateTime('startDate'),
  endDate: endDateTime('endDate'),
  products: z
    .array(iriRef('products', 'product'), { error: 'products is required.' })
    .min(1, 'At least one product is needed.')
    .max(200, 'At most 200 products.'),
  customer: iriRef('customers', 'customer'),
  /** Standard (1) with a stay link, else Externe (2) when absent. */
  pricingType: iriRef('pricing_types', 'pricingType').optional(),
  /** Percent 0 to 100; absent: the loyalty discount in force (stay and explorerReduction), else 0. */
  discount: percentage('discount').optional(),
  emplacementName: optionalText('emplacementName', 255),
  stayId: optionalText('stayId', 100),
  /** Comments (POST /comments) linked to the rental. */
  comments: z.array(iriRef('comments', 'comment')).max(100).optional(),
  /** PATCH only: lines whose product is replaced (same range, model, min and max). */
  replacedProducts: z
    .array(
      z.strictObject({
        product: iriRef('products', 'product'),
        replacement: iriRef('products', 'replacement'),
        unavailable: z.boolean().optional(),
        comment: optionalText('comment', 2000),
      }),
    )
    .max(50)
    .optional(),
  /** POST /contracts: the deposit taken as the bikes leave, or a manager's waiver (issue 24). */
  deposit: depositAtStart.optional(),
});
export type RentalWrite = z.infer<typeof rentalWrite>;
export const rentalPatch = rentalWrite.partial();
export type RentalPatch = z.infer<typeof rentalPatch>;

/** PATCH /rentals/{id}/close: the closed state and, per product, status 2 (default) or 4. */
export const rentalClose = z.strictObject({
  state: iriRef('rental_states', 'state').optional(),
  products: z
    .array(
      z.strictObject({
        product: iriRef('products', 'product'),
        status: iriRef('product_statuses', 'status'),
        comment: optionalText('comment', 2000),
      }),
    )
    .max(200)
    .optional(),
  /** The deposit: absent or nothing kept gives it back in full; else the part kept and why. */
  deposit: depositSettle.optional(),
});
export type RentalClose = z.infer<typeof rentalClose>;

/** PATCH /reservations/migrate/{id}: the deposit taken as the bikes leave, or a manager's waiver. */
export const rentalMigrate = z.strictObject({ deposit: depositAtStart.optional() });
export type RentalMigrate = z.infer<typeof rentalMigrate>;

/** PATCH /rental_products/{id}/replace. */
export const rentalProductReplace = z.strictObject({
  product: iriRef('products', 'product'),
  unavailable: z.boolean().optional(),
  comment: optionalText('comment', 2000),
});
export type RentalProductReplace = z.infer<typeof rentalProductReplace>;

/** PATCH /rental_products/{id}: validating a line (a validated line stays validated). */
export const rentalProductPatch = z.strictObject({ validate: z.literal(true) });

export const availabilityQuery = z.strictObject({
  searchStartDate: z.string({ error: 'searchStartDate is required.' }),
  searchEndDate: z.string({ error: 'searchEndDate is required.' }),
  rentalId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'rentalId must be a rental id.')
    .optional(),
});

export const planningQuery = z.strictObject({
  searchStartDate: z.string({ error: 'searchStartDate is required.' }),
  searchEndDate: z.string({ error: 'searchEndDate is required.' }),
  rangeId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'rangeId must be a range id.')
    .optional(),
});

export const defaultDiscountQuery = z.strictObject({
  customer: z.string({ error: 'customer is required.' }),
  stayId: z.string().optional(),
});

// ---- answers ----

const amounts = {
  dutyFreeAmount: z.number(),
  taxAmount: z.number(),
  allTaxesIncludedAmount: z.number(),
};

/** Prices of one pricing type, keyed by display (HT or TTC). */
export const priceOfDisplay = z.object({ priceHT: z.number(), priceTTC: z.number(), TVA: z.number() });
export const declinationPricingModel = z.object({
  pricingType: embedded({ description: z.string() }),
  /** Empty when no price is available for the period; `error` then says why. */
  pricings: z.record(z.string(), priceOfDisplay),
  error: z.string().nullable(),
});
export type DeclinationPricingModel = z.infer<typeof declinationPricingModel>;

export const rentalProductRead = z.object({
  '@id': z.string(),
  '@type': z.literal('RentalProduct'),
  id: z.number().int(),
  rental: z.object({
    '@id': z.string(),
    id: z.number().int(),
    rentalType: embedded({ description: z.string() }),
  }),
  product: embedded({
    internalNumber: z.string(),
    status: embedded({ status: z.string() }),
    declination: embedded({
      range: embedded({ name: z.string() }),
      model: z.string(),
      size: z.string(),
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
  }),
  ...amounts,
  declinationPricingModels: z.array(declinationPricingModel),
  validate: z.boolean(),
});
export type RentalProductRead = z.infer<typeof rentalProductRead>;

export const rentalCustomer = embedded({
  name: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phones: z.array(z.string()),
  country: embedded({ name: z.string(), codeIso31662: z.string() }).nullable(),
  fidelityLevel: z.number().int(),
  fidelity: embedded({ level: z.number().int() }),
});

/** An invoice or credit note of a rental (GET /rentals/{id} `invoices`, oldest first). */
export const rentalInvoiceRead = invoiceRead.pick({
  '@id': true,
  id: true,
  number: true,
  invoiceType: true,
  invoiceStatus: true,
  invoiceDate: true,
  pdf: true,
});
export type RentalInvoiceRead = z.infer<typeof rentalInvoiceRead>;

export const rentalRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Rental'),
  id: z.number().int(),
  rentalType: embedded({ description: z.string() }),
  state: embedded({ description: z.string() }),
  /** Local date-times of the site whose time carries the period. */
  startDate: z.string(),
  startPeriod: z.number().int(),
  endDate: z.string(),
  endPeriod: z.number().int(),
  customer: rentalCustomer,
  site: embedded({ name: z.string() }),
  pricingType: embedded({ description: z.string() }),
  discount: z.number(),
  comments: z.array(embedded({ comment: z.string() })),
  invoicingDisabled: z.boolean(),
  fds: z.boolean(),
  stayId: z.string().nullable(),
  stayLink: z.string().nullable(),
  /**
   * The stay's first and last days (yyyy-mm-dd) as the stay system gives them (issue 22): the
   * rental page warns when the rental ends after the stay. Read with the rental's stay by
   * GET /rentals/{id} and the saves that read the stay; null without a stay, when the stay system
   * does not answer, or when the stay is no longer the customer's current one (the server still
   * checks the end on save). Absent from the lists and the other actions' answers.
   */
  stayDateStart: z.string().nullable().optional(),
  stayDateEnd: z.string().nullable().optional(),
  emplacementName: z.string().nullable(),
  ...amounts,
  rentalProductsNumber: z.number().int(),
  /** A contract without a stay with something left to pay (rental-actions.ts `isUnpaidContract`). */
  unpaid: z.boolean(),
  products: z.array(rentalProductRead),
  replacedProducts: z.array(
    z.object({
      '@id': z.string(),
      id: z.number().int(),
      product: z.object({ '@id': z.string(), id: z.number().int(), internalNumber: z.string() }),
      replacement: z.object({ '@id': z.string(), id: z.number().int(), internalNumber: z.string() }),
      comment: z.string().nullable(),
    }),
  ),
  /** Whether the rental failed (state 5). */
  error: z.boolean(),
  rentalState: z.string(),
  /**
   * Its invoices and credit notes, oldest first (each with its PDF's path once generated). Every
   * answer of one rental carries it; optional in the schema only so that the list items and the
   * web app's test fixtures need not.
   */
  invoices: z.array(rentalInvoiceRead).optional(),
  /**
   * The deposit (issue 24): bail its state, amountBail what it requires; the stay system's
   * payment page (end of stay); the amount paid (active payments toward the rental). Optional in
   * the schema only for the web app's older fixtures: every answer carries them.
   */
  bail: z.enum(depositStates).optional(),
  amountBail: z.number().optional(),
  paymentLink: z.string().nullable().optional(),
  paidAmount: z.number().optional(),
  /** One rental's answer only: its deposit in detail and its payments. */
  deposit: depositRead.nullable().optional(),
  payments: z.array(rentalPaymentRead).optional(),
});
export type RentalRead = z.infer<typeof rentalRead>;

/** A rental of GET /rentals (the grid's columns; the lines are read through /rental_products). */
export const rentalListItem = rentalRead.omit({
  stayDateStart: true,
  stayDateEnd: true,
  deposit: true,
  payments: true,
  products: true,
  replacedProducts: true,
  comments: true,
  invoices: true,
});
export type RentalListItem = z.infer<typeof rentalListItem>;

export const rentalTypeRead = z.object({
  '@id': z.string(),
  '@type': z.literal('RentalType'),
  id: z.number().int(),
  description: z.string(),
});
export const rentalStateRead = z.object({
  '@id': z.string(),
  '@type': z.literal('RentalState'),
  id: z.number().int(),
  description: z.string(),
});

export const availableProductGroup = z.object({
  '@type': z.literal('AvailableProductGroup'),
  declinationId: z.number().int(),
  range: embedded({ name: z.string() }),
  model: z.string(),
  size: z.string(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  unit: z.string().nullable(),
  declinationType: z.string().nullable(),
  nbrAvailableProducts: z.number().int(),
  productIds: z.array(z.number().int()),
  availableProducts: z.array(z.object({ id: z.number().int(), internalNumber: z.string() })),
  declinationPricingModels: z.array(declinationPricingModel),
  /** Whether a price exists for the period for at least one pricing type. */
  priceAvailable: z.boolean(),
});
export type AvailableProductGroup = z.infer<typeof availableProductGroup>;

/** The colour class of a planning block (rentals.md "Planning calendar"). */
export const planningColours = ['reservation', 'contract', 'validated', 'error', 'disabled'] as const;
export type PlanningColour = (typeof planningColours)[number];

/**
 * A block of a product's row: `[rentalId, startDay, startPeriod, endDay, endPeriod]`: the days are
 * counted from the date of searchStartDate (0 is that day; negative: the rental began before the
 * window), the periods are those of rentals.md (start 8 or 13, end 13, 19 or 8).
 */
export const planningBlock = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
]);
export type PlanningBlock = z.infer<typeof planningBlock>;

/**
 * A product's row: `[id, internalNumber, statusId, declinationId, model, size, blocks]`. A product
 * of status 4, 5 or 6 (unavailable, out of service, scrapped) is shown with the colour `disabled`.
 */
export const planningProduct = z.tuple([
  z.number().int(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.string(),
  z.string(),
  z.array(planningBlock),
]);
export type PlanningProduct = z.infer<typeof planningProduct>;

/**
 * A rental of the planning, written once in the `rentals` dictionary (keyed by its id):
 * `[typeId, stateId, colour, productCount, allTaxesIncludedAmount, customerName, fidelityLevel,
 * comments, fds]`; fds: paid at the end of the stay (issue 24).
 */
export const planningRental = z.tuple([
  z.number().int(),
  z.number().int(),
  z.enum(planningColours),
  z.number().int(),
  z.number(),
  z.string(),
  z.number().int(),
  z.array(z.string()),
  z.boolean(),
]);
export type PlanningRental = z.infer<typeof planningRental>;

/** The statuses a planning row shows as `disabled` (unavailable, out of service, scrapped). */
export const planningDisabledStatuses: readonly number[] = [
  ProductStatus.unavailable,
  ProductStatus.outOfService,
  ProductStatus.scrapped,
];

/**
 * GET /plannings: compact (docs/decisions/planning-answer.md). Ranges (sorted by name) list their
 * products as arrays; each product lists its blocks; each rental's details are written once in the
 * `rentals` dictionary, keyed by rental id.
 */
export const planningRead = z.object({
  '@type': z.literal('Planning'),
  searchStartDate: z.string(),
  searchEndDate: z.string(),
  ranges: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      products: z.array(planningProduct),
    }),
  ),
  rentals: z.record(z.string().regex(/^\d+$/), planningRental),
});
export type PlanningRead = z.infer<typeof planningRead>;

export const defaultDiscountRead = z.object({
  discount: z.number(),
  pricingType: z.string(),
});

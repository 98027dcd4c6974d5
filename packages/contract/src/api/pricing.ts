import { z } from 'zod';
import { embedded, iriRef, moneyAmount, percentage, requiredText } from '../fields.ts';
import { isoDateSchema } from '../periods.ts';

/** Pricing types, duration types, displays, taxes, tax rules, pricings and loyalty discounts. */

export const pricingTypeRead = z.object({
  '@id': z.string(),
  '@type': z.literal('PricingType'),
  id: z.number().int(),
  description: z.string(),
});
export type PricingTypeRead = z.infer<typeof pricingTypeRead>;

export const durationTypeRead = z.object({
  '@id': z.string(),
  '@type': z.literal('DurationType'),
  id: z.number().int(),
  description: z.string(),
});
export type DurationTypeRead = z.infer<typeof durationTypeRead>;

/** HT (1) or TTC (2): whether a company's prices are written excl. or incl. tax. */
export const displayRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Display'),
  id: z.number().int(),
  name: z.string(),
});
export type DisplayRead = z.infer<typeof displayRead>;

const countryRef = embedded({ name: z.string(), codeIso31662: z.string() });

/**
 * Where a rate stands on the date the server answers (the date of the country's sites): `future`
 * (from a date still to come: it may be corrected or removed), `current` (the rate in force), `past`
 * (replaced by a later rate already in force). Rates in force or past never change: rentals priced
 * with them keep their amounts.
 */
export const taxRateStatuses = ['past', 'current', 'future'] as const;
export type TaxRateStatus = (typeof taxRateStatuses)[number];

/** One rate of a tax rule for a country, valid from a date until the next rate of that country. */
export const taxRuleRateRead = z.object({
  '@id': z.string(),
  '@type': z.literal('TaxRuleRate'),
  id: z.number().int(),
  taxRule: embedded({ description: z.string() }),
  country: countryRef,
  /** Percent, e.g. 20 for 20 %. */
  rate: z.number(),
  /** yyyy-mm-dd: the first day the rate applies. */
  validFrom: z.string(),
  status: z.enum(taxRateStatuses),
});
export type TaxRuleRateRead = z.infer<typeof taxRuleRateRead>;

/** A tax rule and its rates per country (oldest first within a country). */
export const taxRuleRead = z.object({
  '@id': z.string(),
  '@type': z.literal('TaxRule'),
  id: z.number().int(),
  description: z.string(),
  rates: z.array(taxRuleRateRead.omit({ taxRule: true })),
});
export type TaxRuleRead = z.infer<typeof taxRuleRead>;

/** Create or rename a tax rule: a description, unique among the rules. */
export const taxRuleCreate = z.strictObject({
  description: requiredText('description', 100),
});
export type TaxRuleCreate = z.infer<typeof taxRuleCreate>;
export const taxRuleUpdate = taxRuleCreate;
export type TaxRuleUpdate = z.infer<typeof taxRuleUpdate>;

/** A rate: 0 to 100 with at most 2 decimals (0 makes prices answer "Unavailable tax rate (0%)"). */
const taxRatePercent = () => percentage('rate');

/** Add a rate of a rule for a country from a date (today or later). */
export const taxRuleRateCreate = z.strictObject({
  taxRule: iriRef('tax_rules', 'taxRule'),
  country: iriRef('countries', 'country'),
  rate: taxRatePercent(),
  validFrom: isoDateSchema,
});
export type TaxRuleRateCreate = z.infer<typeof taxRuleRateCreate>;

/** Correct a rate not yet in force: its percent and/or its first day. */
export const taxRuleRateUpdate = z.strictObject({
  rate: taxRatePercent().optional(),
  validFrom: isoDateSchema.optional(),
});
export type TaxRuleRateUpdate = z.infer<typeof taxRuleRateUpdate>;

export const taxRuleAlreadyExists = 'A tax rule with this description already exists.';
export const taxRateAlreadyExists = 'This tax rule already has a rate for this country from this date.';
export const taxRateStartsInPast = 'A new rate starts today or later.';
export const taxRateInForce = 'This rate is already in force: it cannot be changed or removed.';

export const taxRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Tax'),
  id: z.number().int(),
  description: z.string(),
  country: countryRef,
});
export type TaxRead = z.infer<typeof taxRead>;

export const taxCreate = z.strictObject({
  description: requiredText('description'),
  country: iriRef('countries', 'country'),
});
export type TaxCreate = z.infer<typeof taxCreate>;
export const taxUpdate = taxCreate.partial();
export type TaxUpdate = z.infer<typeof taxUpdate>;

export const pricingRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Pricing'),
  id: z.number().int(),
  company: embedded({ corporateName: z.string(), display: embedded({ name: z.string() }) }),
  declination: embedded({ range: embedded({ name: z.string() }), model: z.string(), size: z.string() }),
  pricingType: embedded({ description: z.string() }),
  durationType: embedded({ description: z.string() }),
  duration: z.number().int(),
  /** Euros, excl. or incl. tax according to the company's display. */
  price: z.number(),
  taxRule: embedded({ description: z.string() }),
});
export type PricingRead = z.infer<typeof pricingRead>;

/** Every field is required; a half-day pricing has duration 1. */
export const pricingCreate = z.strictObject({
  company: iriRef('companies', 'company'),
  declination: iriRef('declinations', 'declination'),
  pricingType: iriRef('pricing_types', 'pricingType'),
  durationType: iriRef('duration_types', 'durationType'),
  duration: z
    .number({
      error: (issue) => (issue.input === undefined ? 'duration is required.' : 'duration must be a number.'),
    })
    .int('duration is a whole number.')
    .min(1, 'duration is at least 1.')
    .max(366, 'duration is at most 366.'),
  price: moneyAmount('price'),
  taxRule: iriRef('tax_rules', 'taxRule'),
});
export type PricingCreate = z.infer<typeof pricingCreate>;
export const pricingUpdate = pricingCreate.partial();
export type PricingUpdate = z.infer<typeof pricingUpdate>;

export const pricingAlreadyExists = 'A pricing already exists for this declination.';
export const halfDayDurationIsOne = 'A half-day pricing has duration 1.';

export const fidelityRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Fidelity'),
  id: z.number().int(),
  level: z.number().int(),
});
export type FidelityRead = z.infer<typeof fidelityRead>;

export const settingsDiscountRead = z.object({
  '@id': z.string(),
  '@type': z.literal('SettingsDiscount'),
  id: z.number().int(),
  percentage: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  fidelity: embedded({ level: z.number().int() }),
});
export type SettingsDiscountRead = z.infer<typeof settingsDiscountRead>;

/** A loyalty discount: all fields required, percentage 0 to 100, start not after end. */
export const settingsDiscountCreate = z.strictObject({
  percentage: percentage('percentage'),
  fidelity: iriRef('fidelities', 'fidelity'),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type SettingsDiscountCreate = z.infer<typeof settingsDiscountCreate>;
export const settingsDiscountUpdate = settingsDiscountCreate.partial();
export type SettingsDiscountUpdate = z.infer<typeof settingsDiscountUpdate>;

export const discountDatesOutOfOrder = 'The end date cannot be before the start date.';
export const discountOverlaps = 'Another loyalty discount for this level covers part of these dates.';

/**
 * The stable codes of the pricing module's refusals (the hydra answer's `code`, beside the
 * description, which stays the text the specs give). The web app translates by code. The price
 * lookup's codes are the rentals catalogue's (RentalErrorCode: NO_PRICE_AVAILABLE...).
 */
export const PricingErrorCode = {
  taxNotFound: 'TAX_NOT_FOUND',
  pricingNotFound: 'PRICING_NOT_FOUND',
  discountNotFound: 'LOYALTY_DISCOUNT_NOT_FOUND',
  taxRuleNotFound: 'TAX_RULE_NOT_FOUND',
  taxRuleRateNotFound: 'TAX_RULE_RATE_NOT_FOUND',
  siteNotFound: 'SITE_NOT_FOUND',
  /** A referenced record (country, company, declination, type, tax rule, fidelity) does not exist (422). */
  referenceNotFound: 'REFERENCE_NOT_FOUND',
  pricingExists: 'PRICING_ALREADY_EXISTS',
  halfDayDuration: 'HALF_DAY_DURATION_IS_ONE',
  discountDatesOrder: 'DISCOUNT_DATES_ORDER',
  discountOverlaps: 'DISCOUNT_OVERLAPS',
  taxRuleExists: 'TAX_RULE_ALREADY_EXISTS',
  taxRateExists: 'TAX_RATE_ALREADY_EXISTS',
  taxRateInPast: 'TAX_RATE_STARTS_IN_PAST',
  taxRateInForce: 'TAX_RATE_IN_FORCE',
  /** The price lookup (rentals.md's catalogue): the same codes as RentalErrorCode's. */
  invalidPeriod: 'INVALID_PERIOD',
  noPrice: 'NO_PRICE_AVAILABLE',
  taxRateNotFound: 'TAX_RATE_NOT_FOUND',
  unavailableTaxRate: 'UNAVAILABLE_TAX_RATE',
} as const;
export type PricingErrorCodeValue = (typeof PricingErrorCode)[keyof typeof PricingErrorCode];

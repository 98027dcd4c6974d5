import { z } from 'zod';
import { embedded, iriRef, optionalText, requiredText } from '../fields.ts';
import { isoDateSchema, isTimeZone } from '../periods.ts';
import { isPhoneShaped, phoneMaxLength } from '../phone-shape.ts';

/**
 * Application settings: sites (writes; the read shape is siteRead of api/sites.ts), billing
 * companies, accounting periods and stay-system instances. Every write needs settings_application.
 */

/** Time zones offered for companies and sites (IANA names; any other IANA name is accepted too). */
export const timeZoneChoices = [
  { value: 'Europe/Paris', label: 'Central European Time (Paris)' },
  { value: 'Europe/Rome', label: 'Central European Time (Rome)' },
  { value: 'Europe/Madrid', label: 'Central European Time (Madrid)' },
  { value: 'Europe/Berlin', label: 'Central European Time (Berlin)' },
  { value: 'Europe/Amsterdam', label: 'Central European Time (Amsterdam)' },
  { value: 'Europe/Brussels', label: 'Central European Time (Brussels)' },
  { value: 'Europe/London', label: 'Greenwich Mean Time (London)' },
  { value: 'Europe/Lisbon', label: 'Western European Time (Lisbon)' },
  { value: 'Asia/Shanghai', label: 'China Standard Time' },
] as const;

const timeZone = z
  .string({ error: (issue) => (issue.input === undefined ? 'timeZone is required.' : undefined) })
  .trim()
  .refine(isTimeZone, 'timeZone must be a time zone such as Europe/Paris.');

export const siteCreate = z.strictObject({
  name: requiredText('name', 100),
  huttosoftInstance: iriRef('huttosoft_instances', 'huttosoftInstance'),
  country: iriRef('countries', 'country'),
  currency: iriRef('currencies', 'currency'),
  billingEntity: iriRef('companies', 'billingEntity'),
  huttosoftId: optionalText('huttosoftId', 100),
  sageCodeX3: optionalText('sageCodeX3', 50),
  city: optionalText('city', 100),
  /** Defaults to the billing company's time zone. */
  timeZone: timeZone.optional(),
  activated: z.boolean().optional(),
  explorerReduction: z.boolean().optional(),
});
export type SiteCreate = z.infer<typeof siteCreate>;
export const siteUpdate = siteCreate.partial();
export type SiteUpdate = z.infer<typeof siteUpdate>;

export const siteNameTaken = 'This site name already exists.';

export const accountingPeriodSummary = embedded({
  startDate: z.string(),
  endDate: z.string(),
  activated: z.boolean(),
});

export const companyRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Company'),
  id: z.number().int(),
  corporateName: z.string(),
  currency: embedded({ name: z.string() }),
  country: embedded({ name: z.string(), codeIso31662: z.string() }),
  display: embedded({ name: z.string() }),
  socialStatus: z.string(),
  siret: z.string().nullable(),
  ape: z.string().nullable(),
  naf: z.string().nullable(),
  sageCodeX3: z.string().nullable(),
  capital: z.number(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  timeZone: z.string(),
  intraCommunityTVANumber: z.string().nullable(),
  rentalAccount: z.string().nullable(),
  receivableAccount: z.string().nullable(),
  /** The spec's objects: `{ email }` and `{ number }`, or null when the company has none. */
  email: z.object({ email: z.string() }).nullable(),
  phone: z.object({ number: z.string() }).nullable(),
  hasExportSage: z.boolean(),
  /** The accounting address each closing of the books is e-mailed to, or null for none. */
  accountingEmail: z.string().nullable(),
  accountingPeriods: z.array(accountingPeriodSummary),
});
export type CompanyRead = z.infer<typeof companyRead>;

/**
 * Stable codes of the settings' refusals (sites, billing companies, accounting periods, the user's
 * current site): the hydra error's `code`, and a violation's `code` on its field.
 */
export const SettingsErrorCode = {
  siteNotFound: 'SITE_NOT_FOUND',
  companyNotFound: 'COMPANY_NOT_FOUND',
  siteNameTaken: 'SITE_NAME_TAKEN',
  companyEmailTaken: 'COMPANY_EMAIL_TAKEN',
  companyPhoneTaken: 'COMPANY_PHONE_TAKEN',
  periodEndBeforeStart: 'PERIOD_END_BEFORE_START',
  periodStartsBeforePrevious: 'PERIOD_STARTS_BEFORE_PREVIOUS',
  settingsUserExists: 'SITE_SETTINGS_EXIST',
  settingsUserNotFound: 'SITE_SETTINGS_NOT_FOUND',
  notOwnSettingsUser: 'NOT_OWN_SITE_SETTINGS',
} as const;
export type SettingsErrorCodeValue = (typeof SettingsErrorCode)[keyof typeof SettingsErrorCode];

export const periodEndBeforeStart = 'The end date cannot be before the start date.';
export const periodStartsBeforePrevious = (previousEnd: string) =>
  `An accounting period cannot start before the end of the previous one (${previousEnd}).`;

/** A new accounting period in a company's body: created inactive (back-office spec "Accounting periods"). */
export const newAccountingPeriod = z
  .strictObject({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((period) => period.endDate >= period.startDate, {
    message: periodEndBeforeStart,
    path: ['endDate'],
  });
export type NewAccountingPeriod = z.infer<typeof newAccountingPeriod>;

/**
 * The periods to add, in order: saved periods are never re-sent. They are chained: each starts no
 * earlier than the end of the one before it (the server also checks the first against the
 * company's latest saved period). A violation's path is `newAccountingPeriods.N.startDate|endDate`.
 */
export const newAccountingPeriods = z
  .array(newAccountingPeriod)
  .max(50, 'At most 50 accounting periods at once.')
  .superRefine((periods, ctx) => {
    for (const [index, period] of periods.entries()) {
      const previous = index > 0 ? periods[index - 1] : undefined;
      if (previous && period.startDate < previous.endDate) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'startDate'],
          message: periodStartsBeforePrevious(previous.endDate),
        });
      }
    }
  });

/**
 * POST /companies and (every field optional) PATCH /companies/{id}: the company and, in
 * `newAccountingPeriods`, the periods to add: one call, one transaction (all saved or none).
 */
export const companyCreate = z.strictObject({
  corporateName: requiredText('corporateName'),
  currency: iriRef('currencies', 'currency'),
  country: iriRef('countries', 'country'),
  display: iriRef('displays', 'display'),
  socialStatus: requiredText('socialStatus', 100),
  capital: z
    .number({
      error: (issue) => (issue.input === undefined ? 'capital is required.' : 'capital must be a number.'),
    })
    .min(0, 'capital cannot be negative.')
    .max(999_999_999_999.99, 'capital is too large.'),
  address: requiredText('address'),
  zipCode: requiredText('zipCode', 20),
  city: requiredText('city', 100),
  timeZone,
  siret: optionalText('siret', 20),
  ape: optionalText('ape', 20),
  naf: optionalText('naf', 20),
  sageCodeX3: optionalText('sageCodeX3', 50),
  intraCommunityTVANumber: optionalText('intraCommunityTVANumber', 30),
  rentalAccount: optionalText('rentalAccount', 30),
  receivableAccount: optionalText('receivableAccount', 30),
  /** `{ email }`, or null for none (a blank address also means none). */
  email: z
    .strictObject({
      email: z.email('email must be a valid e-mail address.').max(180).or(z.literal('')),
    })
    .nullable()
    .optional(),
  /** `{ number }`, or null for none (a blank number also means none). */
  phone: z
    .strictObject({
      number: z
        .string()
        .trim()
        .max(phoneMaxLength, `phone is at most ${phoneMaxLength} characters.`)
        .refine(
          (value) => value === '' || isPhoneShaped(value),
          'phone is not a phone number: use digits, spaces, dots or dashes, and + before a country code.',
        ),
    })
    .nullable()
    .optional(),
  hasExportSage: z.boolean().optional(),
  /** The accounting address each closing is e-mailed to; blank or null for none. */
  accountingEmail: z
    .email('accountingEmail must be a valid e-mail address.')
    .max(180, 'accountingEmail is at most 180 characters.')
    .or(z.literal(''))
    .nullable()
    .optional(),
  newAccountingPeriods: newAccountingPeriods.optional(),
});
export type CompanyCreate = z.infer<typeof companyCreate>;
export const companyUpdate = companyCreate.partial();
export type CompanyUpdate = z.infer<typeof companyUpdate>;

export const companyEmailTaken = 'This e-mail address is already used by another company.';
export const companyPhoneTaken = 'This phone number is already used by another company.';

export const accountingPeriodRead = z.object({
  '@id': z.string(),
  '@type': z.literal('AccountingPeriod'),
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  activated: z.boolean(),
  company: embedded({ corporateName: z.string() }),
});
export type AccountingPeriodRead = z.infer<typeof accountingPeriodRead>;

/** New periods are created inactive (activated may be sent, but only as false). */
export const accountingPeriodCreate = z.strictObject({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  company: iriRef('companies', 'company'),
  activated: z.literal(false, { error: 'A new accounting period is created inactive.' }).optional(),
});
export type AccountingPeriodCreate = z.infer<typeof accountingPeriodCreate>;

export const huttosoftInstanceRead = z.object({
  '@id': z.string(),
  '@type': z.literal('HuttosoftInstance'),
  id: z.number().int(),
  name: z.string(),
});
export type HuttosoftInstanceRead = z.infer<typeof huttosoftInstanceRead>;

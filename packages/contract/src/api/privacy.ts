import { z } from 'zod';

/**
 * Customers' personal data (docs/decisions/personal-data.md): the retention of each billing
 * company, the retention job, erasure on request, a customer's data on request (JSON and PDF),
 * identity numbers shown masked and revealed one at a time, and the list of who read or exported
 * what. Finance and administrators, and the `data_protection` feature, export and reveal;
 * managers with application settings set the retention; administrators run the job and read the
 * list.
 */

// ---- server descriptions and the stable codes clients translate by ----

export const PrivacyServerDescription = {
  rentalInProgress: 'This customer has a rental in progress: their data cannot be anonymised now.',
  unpaidAmount: 'This customer still owes an amount: their data cannot be anonymised now.',
  alreadyAnonymised: 'This customer is already anonymised.',
  nothingToReveal: 'This customer has no identity number.',
} as const;

/** Stable codes of the personal-data refusals (the hydra error's `code`). */
export const PrivacyErrorCode = {
  /** 409: a contract or reservation of the customer is under way (not closed, not cancelled). */
  rentalInProgress: 'CUSTOMER_RENTAL_IN_PROGRESS',
  /** 409: a closed rental of the customer is not fully paid. */
  unpaidAmount: 'CUSTOMER_UNPAID_AMOUNT',
  /** 409: erasure of a customer already anonymised. */
  alreadyAnonymised: 'CUSTOMER_ALREADY_ANONYMISED',
  /** 404: reveal of a customer or contact without an identity number (none, or obscured). */
  nothingToReveal: 'IDENTITY_NUMBER_ABSENT',
} as const;
export type PrivacyErrorCodeValue = (typeof PrivacyErrorCode)[keyof typeof PrivacyErrorCode];

// ---- identity numbers ----

/** How an identity number is shown to everyone: its last four characters after this prefix. */
export const identityMaskPrefix = '••••';

/** The masked form of an identity number (a short one is masked whole). */
export const maskIdentityNumber = (clear: string): string =>
  clear.length <= 4 ? identityMaskPrefix : `${identityMaskPrefix}${clear.slice(-4)}`;

/** Whether a value typed in a form is the masked form sent back unchanged (the server keeps the stored number). */
export const isMaskedIdentityNumber = (value: string): boolean => value.startsWith(identityMaskPrefix);

/** POST /customers/:id/identity_number_reveal and /contacts/:id/identity_number_reveal (journaled). */
export const identityRevealRead = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('IdentityNumberReveal'),
  /** The customer or contact revealed. */
  subject: z.object({ '@id': z.string(), id: z.number().int() }),
  identityNumber: z.string(),
  revealedAt: z.string(),
});
export type IdentityRevealRead = z.infer<typeof identityRevealRead>;

// ---- retention settings ----

export const retentionDefaults = { identityMonths: 6, anonymiseYears: 3 } as const;

/** GET /companies/:id/retention: the company's retention (the defaults until a manager sets it). */
export const retentionSettingsRead = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('RetentionSettings'),
  company: z.object({ '@id': z.string(), id: z.number().int() }),
  /** Months after the customer's last rental before their identity number and birth date are obscured. */
  identityMonths: z.number().int(),
  /** Years without a rental (or since creation, without any) before the customer is anonymised. */
  anonymiseYears: z.number().int(),
  /** Whether these are the defaults (nothing set yet). */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type RetentionSettingsRead = z.infer<typeof retentionSettingsRead>;

/** PUT /companies/:id/retention (settings_application). */
export const retentionSettingsWrite = z.strictObject({
  identityMonths: z
    .number({ error: 'identityMonths must be a whole number of months.' })
    .int('identityMonths must be a whole number of months.')
    .min(1, 'identityMonths is 1 month at least.')
    .max(120, 'identityMonths is 120 months at most.'),
  anonymiseYears: z
    .number({ error: 'anonymiseYears must be a whole number of years.' })
    .int('anonymiseYears must be a whole number of years.')
    .min(1, 'anonymiseYears is 1 year at least.')
    .max(30, 'anonymiseYears is 30 years at most.'),
});
export type RetentionSettingsWrite = z.infer<typeof retentionSettingsWrite>;

/** POST /retention_runs (administrators; the daily job does the same): what the run did. */
export const retentionRunRead = z.object({
  '@context': z.string(),
  '@type': z.literal('RetentionRun'),
  ranAt: z.string(),
  /** Customers whose identity number and birth date were obscured by this run. */
  obscured: z.number().int(),
  /** Customers anonymised by this run. */
  anonymised: z.number().int(),
  /** Customers due for anonymisation but kept: a rental in progress or an amount unpaid. */
  kept: z.number().int(),
});
export type RetentionRunRead = z.infer<typeof retentionRunRead>;

// ---- erasure ----

/** POST /customers/:id/erasure: the reason is required (journaled). */
export const erasureRequest = z.strictObject({
  reason: z
    .string({ error: 'reason is required.' })
    .trim()
    .min(3, 'reason is required (3 characters at least).')
    .max(500, 'reason has 500 characters at most.'),
});
export type ErasureRequest = z.infer<typeof erasureRequest>;

export const erasureRead = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('CustomerErasure'),
  customer: z.object({ '@id': z.string(), id: z.number().int() }),
  anonymisedAt: z.string(),
  /** Issued invoices and credit notes kept as issued (the law keeps them ten years). */
  keptInvoices: z.number().int(),
});
export type ErasureRead = z.infer<typeof erasureRead>;

// ---- a customer's data on request ----

const record = z.record(z.string(), z.unknown());

/**
 * GET /customers/:id/personal_data: everything held about the customer, machine-readable
 * (journaled). GET /customers/:id/personal_data/pdf: the same, readable.
 */
export const personalDataExport = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('PersonalDataExport'),
  exportedAt: z.string(),
  /** The customer's own fields (identity number in clear: the export is for the person themselves). */
  customer: record,
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  contacts: z.array(record),
  comments: z.array(record),
  rentals: z.array(record),
  payments: z.array(record),
  /** Issued invoices and credit notes: numbers, dates, totals, the buyer as issued. */
  invoices: z.array(record),
  /** The stay-system links (the guest id, the stays of the rentals). */
  stayLinks: z.array(record),
  /** Who changed what: the customer's technical journal events (erasures, reveals, exports). */
  history: z.array(record),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

// ---- who read or exported what ----

/** Kinds of the technical journal events about personal data (journal.ts technicalEventTypes). */
export const personalDataEventTypes = [
  'personal_data_export',
  'identity_reveal',
  'customer_anonymised',
  'customer_erased',
  'retention_run',
  'accounting_export',
] as const;
export type PersonalDataEventType = (typeof personalDataEventTypes)[number];

/** GET /personal_data_events (administrators): one journal event about personal data. */
export const personalDataEventRead = z.object({
  '@id': z.string(),
  '@type': z.literal('PersonalDataEvent'),
  id: z.number().int(),
  eventType: z.enum(personalDataEventTypes),
  occurredAt: z.string(),
  user: z.object({ '@id': z.string(), id: z.number().int(), username: z.string().nullable() }).nullable(),
  /** What was read or changed: customer, contact, export kind and period, counts. */
  scope: record,
});
export type PersonalDataEventRead = z.infer<typeof personalDataEventRead>;

import { z } from 'zod';
import { blankInputToNull } from '../fields.ts';
import { idString, iriPattern, maxId, parseIri } from '../hydra.ts';
import { phoneMaxLength, phoneText } from '../phone-shape.ts';

/**
 * Customers (individuals and companies), their e-mails, phones, contacts and comments, and the
 * stay-system (huttosoft) search and import. Request bodies are written once here: the API
 * validates with them, the web forms build on the `...Form` schemas (plain strings, no wrapping).
 */

// ---- server descriptions and the stable codes clients translate by ----

/** hydra:description of the customers' refusals (the specs' texts; clients translate by CustomerErrorCode). */
export const CustomerServerDescription = {
  hasContacts: 'This company still has contacts: delete its contacts before the company.',
  hasRentals: 'This customer has rentals and cannot be deleted.',
  unknownCountryIso: 'CUSTOMERS.errors.no_countries_ISO_code',
  /** A stay-system failure without a description of its own. */
  staySystemFailed: 'TECHNIQUE_ERROR',
} as const;

/**
 * Stable codes of the customers module's refusals (customers, contacts, comments, e-mails, phones):
 * the hydra error's `code`, and a violation's `code` on its field. The web app maps them to its
 * message keys (the spec's: an e-mail taken is USERS.NAME_EXISTS, a phone taken
 * SETTINGS.ERROR_EXISTING_PHONE_MESSAGE).
 */
export const CustomerErrorCode = {
  customerNotFound: 'CUSTOMER_NOT_FOUND',
  contactNotFound: 'CONTACT_NOT_FOUND',
  commentNotFound: 'COMMENT_NOT_FOUND',
  emailNotFound: 'EMAIL_NOT_FOUND',
  phoneNotFound: 'PHONE_NOT_FOUND',
  referenceNotFound: 'CUSTOMER_REFERENCE_NOT_FOUND',
  emailTaken: 'EMAIL_TAKEN',
  phoneTaken: 'PHONE_TAKEN',
  hasContacts: 'CUSTOMER_HAS_CONTACTS',
  hasRentals: 'CUSTOMER_HAS_RENTALS',
  unknownCountryIso: 'UNKNOWN_COUNTRY_ISO',
  notOwnComment: 'NOT_OWN_COMMENT',
} as const;
export type CustomerErrorCodeValue = (typeof CustomerErrorCode)[keyof typeof CustomerErrorCode];

/** violations[].code of the uniqueness refusals (CustomerErrorCode's). */
export const CustomerViolationCode = {
  emailTaken: CustomerErrorCode.emailTaken,
  phoneTaken: CustomerErrorCode.phoneTaken,
} as const;

// ---- field rules ----

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `error` option of a required field: a clear message when it is missing. */
const requiredError = (field: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${field} is required.` : `${field} must be text.`,
});

/** An IRI of a resource (kept as the string: forms send back what they hold). */
const iriRef = (resource: string, field: string) =>
  z
    .string(requiredError(field))
    .regex(iriPattern(resource), `${field} must be an IRI like /api/${resource}/1.`)
    .refine(
      (value) => !iriPattern(resource).test(value) || parseIri(resource, value) !== null,
      `${field}: an id is at most ${maxId}.`,
    );

const requiredText = (field: string, max = 255) =>
  z
    .string(requiredError(field))
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} has ${max} characters at most.`);

/** Optional text: null, absent or blank all mean "none" (the server stores blank as null). */
const optionalText = (field: string, max = 255) =>
  z.string().trim().max(max, `${field} has ${max} characters at most.`).nullable().optional();

/** An e-mail address, trimmed and lower-cased (addresses are unique whatever their case). */
export const emailAddress = z
  .string(requiredError('email'))
  .trim()
  .toLowerCase()
  .min(1, 'email is required.')
  .max(180, 'email has 180 characters at most.')
  .regex(z.regexes.email, 'email is not a valid e-mail address.');

/**
 * A typed phone number (shape only: digits, separators, a leading +). The API reads it in the
 * country of its context and stores the E.164 normal form (contract phones.ts, `readPhone`).
 */
export const phoneNumberValue = phoneText('number');

/** yyyy-mm-dd, a real day; '' means none in optional fields. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd).')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date (yyyy-mm-dd).');
const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullable()
  .optional();

/** `{ email }` or `{ number }` objects are accepted where the API Platform client sent them. */
const unwrap = (key: string) => (value: unknown) => (isRecord(value) && key in value ? value[key] : value);

/** A customer's e-mail in a body: the address, or `{ email: address }`. */
export const customerEmailField = z.preprocess(unwrap('email'), emailAddress);
/** An individual's phone in a body: the number, `{ number }`, or null/'' for none. */
export const customerPhoneField = z.preprocess(
  (value) => blankInputToNull(unwrap('number')(value)),
  phoneNumberValue.nullable(),
);
/** A company's phones in a body: numbers or `{ number }` objects; blank rows are dropped. */
export const companyPhonesField = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.map(unwrap('number')).filter((item) => blankInputToNull(item) !== null)
      : value,
  z.array(phoneNumberValue).max(20, 'A company has 20 phones at most.'),
);

export const CUSTOMER_TYPE_IRI = {
  company: '/api/customer_types/1',
  individual: '/api/customer_types/2',
} as const;

// ---- customers: forms and bodies ----

/** The individual add/edit form (spec §5): lastname, email and language required. */
export const individualCustomerForm = z.object({
  civility: iriRef('civilities', 'civility').nullable().optional(),
  /** The first name. */
  name: optionalText('name'),
  lastname: requiredText('lastname'),
  email: emailAddress,
  country: iriRef('countries', 'country').nullable().optional(),
  city: optionalText('city'),
  address: optionalText('address'),
  complement: optionalText('complement'),
  phoneNumber: z
    .union([z.literal(''), phoneNumberValue])
    .nullable()
    .optional(),
  birthDate: optionalDate,
  identityNumber: optionalText('identityNumber'),
  /** Defaults to French (/api/languages/1) when absent; null is refused. */
  language: iriRef('languages', 'language').optional(),
  canvassing: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type IndividualCustomerForm = z.input<typeof individualCustomerForm>;

/** The company add form (spec §5): name, email and language required; blank phones dropped. */
export const companyCustomerForm = z.object({
  name: requiredText('name'),
  email: emailAddress,
  country: iriRef('countries', 'country').nullable().optional(),
  city: optionalText('city'),
  address: optionalText('address'),
  complement: optionalText('complement'),
  tradeCompanyRegister: optionalText('tradeCompanyRegister'),
  tvaIntracom: optionalText('tvaIntracom'),
  phones: z.array(z.union([z.literal(''), phoneNumberValue])).optional(),
  language: iriRef('languages', 'language'),
  canvassing: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type CompanyCustomerForm = z.input<typeof companyCustomerForm>;

/** POST /api/customers for an individual. */
export const individualCustomerCreate = z.strictObject({
  ...individualCustomerForm.shape,
  type: z.literal(CUSTOMER_TYPE_IRI.individual),
  email: customerEmailField,
  phoneNumber: customerPhoneField.optional(),
});

/** POST /api/customers for a company (its phones may also be posted one by one to /api/phones). */
export const companyCustomerCreate = z.strictObject({
  ...companyCustomerForm.shape,
  type: z.literal(CUSTOMER_TYPE_IRI.company),
  email: customerEmailField,
  phones: companyPhonesField.optional(),
});

/** POST /api/customers: `type` says which (company /api/customer_types/1, individual .../2). */
export const customerCreate = z.discriminatedUnion(
  'type',
  [individualCustomerCreate, companyCustomerCreate],
  {
    error: `type is required: ${CUSTOMER_TYPE_IRI.company} (company) or ${CUSTOMER_TYPE_IRI.individual} (individual).`,
  },
);
export type CustomerCreate = z.input<typeof customerCreate>;

/**
 * PATCH /api/customers/{id} (merge-patch): only the fields given change. The type cannot change;
 * email, language, an individual's lastname and a company's name cannot be emptied.
 * `phoneNumber` is an individual's, `phones` (the whole list, replacing it) a company's.
 */
export const customerPatch = z.strictObject({
  type: z.enum([CUSTOMER_TYPE_IRI.company, CUSTOMER_TYPE_IRI.individual]).optional(),
  civility: iriRef('civilities', 'civility').nullable().optional(),
  name: optionalText('name'),
  lastname: optionalText('lastname'),
  /** null is refused with the other rules of the customer (email is required). */
  email: customerEmailField.nullable().optional(),
  country: iriRef('countries', 'country').nullable().optional(),
  city: optionalText('city'),
  address: optionalText('address'),
  complement: optionalText('complement'),
  phoneNumber: customerPhoneField.optional(),
  phones: companyPhonesField.optional(),
  birthDate: optionalDate,
  identityNumber: optionalText('identityNumber'),
  tradeCompanyRegister: optionalText('tradeCompanyRegister'),
  tvaIntracom: optionalText('tvaIntracom'),
  /** null is refused (language is required). */
  language: iriRef('languages', 'language').nullable().optional(),
  canvassing: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type CustomerPatch = z.input<typeof customerPatch>;

// ---- answers ----

const embedded = { '@id': z.string(), id: z.number().int() };
export const emailEmbed = z.object({ ...embedded, email: z.string() });
export const phoneEmbed = z.object({ ...embedded, number: z.string() });
export const userEmbed = z.object({
  ...embedded,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A customer as the lists read it. */
export const customerRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Customer'),
  id: z.number().int(),
  type: z.object({ ...embedded, description: z.string() }),
  /** First name of an individual, or the company name. */
  name: z.string().nullable(),
  lastname: z.string().nullable(),
  civility: z.object({ ...embedded, description: z.string() }).nullable(),
  address: z.string().nullable(),
  complement: z.string().nullable(),
  city: z.string().nullable(),
  country: z.object({ ...embedded, name: z.string(), codeIso31662: z.string() }).nullable(),
  language: z.object({ ...embedded, name: z.string(), description: z.string() }).nullable(),
  fidelity: z.object({ ...embedded, level: z.number().int() }),
  email: emailEmbed.nullable(),
  /** An individual's phone (its first phone); null for companies. */
  phoneNumber: phoneEmbed.nullable(),
  /** Every phone of the customer (a company's phone list). */
  phones: z.array(phoneEmbed),
  canvassing: z.boolean(),
  /** The stay-system client id, or null for a customer not imported from the stay system. */
  huttosoft: z.string().nullable(),
  huttosoftCode: z.string().nullable(),
  isActive: z.boolean(),
  birthDate: z.string().nullable(),
  /** Masked (privacy.ts maskIdentityNumber); revealed one at a time by POST …/identity_number_reveal. */
  identityNumber: z.string().nullable(),
  tradeCompanyRegister: z.string().nullable(),
  tvaIntracom: z.string().nullable(),
  /** When the customer was anonymised (retention or erasure; docs/decisions/personal-data.md); null otherwise. */
  anonymisedAt: z.string().nullable().optional(),
  /** When the identity number and birth date were obscured after the retention; null otherwise. */
  identityObscuredAt: z.string().nullable().optional(),
});
export type CustomerRead = z.infer<typeof customerRead>;

export const contactRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Contact'),
  id: z.number().int(),
  /** IRI of the customer (company) the contact belongs to. */
  customer: z.string(),
  civility: z.object({ ...embedded, description: z.string() }).nullable(),
  firstname: z.string().nullable(),
  lastname: z.string(),
  email: emailEmbed.nullable(),
  phoneNumber: phoneEmbed.nullable(),
  function: z.string().nullable(),
  /** Masked, like the customer's. */
  identityNumber: z.string().nullable(),
  birthDate: z.string().nullable(),
});
export type ContactRead = z.infer<typeof contactRead>;

export const commentRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Comment'),
  id: z.number().int(),
  comment: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  createdBy: userEmbed,
  customer: z.string().nullable(),
  rental: z.string().nullable(),
});
export type CommentRead = z.infer<typeof commentRead>;

/** GET /api/customers/{id}: the customer with its contacts and comments (newest first). */
export const customerDetail = customerRead.extend({
  contacts: z.array(contactRead),
  comments: z.array(commentRead),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

// ---- e-mails and phones ----

export const emailCreate = z.strictObject({ email: emailAddress });
export const emailRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Email'),
  id: z.number().int(),
  email: z.string(),
});

/** POST /api/phones: a company's phone (customer IRI), or a free phone a contact then links. */
export const phoneCreate = z.strictObject({
  number: phoneNumberValue,
  customer: iriRef('customers', 'customer').nullable().optional(),
});
export const phonePatch = z.strictObject({
  number: phoneNumberValue.optional(),
  customer: iriRef('customers', 'customer').nullable().optional(),
});
export const phoneRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Phone'),
  id: z.number().int(),
  number: z.string(),
  customer: z.string().nullable(),
});

// ---- contacts ----

// IRIs read strictly (no 017, no id beyond the integer range), like every id.
const emailIriPattern = { test: (value: string) => parseIri('emails', value) !== null };
const phoneIriPattern = { test: (value: string) => parseIri('phones', value) !== null };

/** A contact's e-mail: an existing IRI (/api/emails/3), `{ email }` for a new one, or the address. */
const contactEmailField = z.preprocess(
  unwrap('email'),
  z
    .string(requiredError('email'))
    .trim()
    .toLowerCase()
    .max(180, 'email has 180 characters at most.')
    .refine(
      (value) => emailIriPattern.test(value) || z.regexes.email.test(value),
      'email is not a valid e-mail address (nor an IRI like /api/emails/1).',
    ),
);
/** A contact's phone: an existing IRI (/api/phones/3), `{ number }`, or the number; null/'' for none. */
const contactPhoneField = z.preprocess(
  (value) => blankInputToNull(unwrap('number')(value)),
  z
    .string()
    .trim()
    .max(phoneMaxLength, `phoneNumber has ${phoneMaxLength} characters at most.`)
    .refine(
      (value) => phoneIriPattern.test(value) || phoneText('phoneNumber').safeParse(value).success,
      'phoneNumber is not a valid phone number (nor an IRI like /api/phones/1).',
    )
    .nullable(),
);

/** Whether a contact's e-mail or phone value is a reference to an existing record. */
export const isEmailIri = (value: string): boolean => emailIriPattern.test(value);
export const isPhoneIri = (value: string): boolean => phoneIriPattern.test(value);

/** The contact modal (spec §5): lastname required. */
export const contactForm = z.object({
  civility: iriRef('civilities', 'civility').nullable().optional(),
  firstname: optionalText('firstname'),
  lastname: requiredText('lastname'),
  email: z
    .union([z.literal(''), emailAddress])
    .nullable()
    .optional(),
  phoneNumber: z
    .union([z.literal(''), phoneNumberValue])
    .nullable()
    .optional(),
  function: optionalText('function'),
  identityNumber: optionalText('identityNumber'),
  birthDate: optionalDate,
});
export type ContactForm = z.input<typeof contactForm>;

export const contactCreate = z.strictObject({
  ...contactForm.shape,
  customer: iriRef('customers', 'customer'),
  email: z.preprocess(blankInputToNull, contactEmailField.nullable()).optional(),
  phoneNumber: contactPhoneField.optional(),
});
export type ContactCreate = z.input<typeof contactCreate>;

export const contactPatch = z.strictObject({
  civility: iriRef('civilities', 'civility').nullable().optional(),
  firstname: optionalText('firstname'),
  lastname: requiredText('lastname').optional(),
  email: z.preprocess(blankInputToNull, contactEmailField.nullable()).optional(),
  phoneNumber: contactPhoneField.optional(),
  function: optionalText('function'),
  identityNumber: optionalText('identityNumber'),
  birthDate: optionalDate,
});
export type ContactPatch = z.input<typeof contactPatch>;

// ---- comments ----

export const commentForm = z.object({ comment: requiredText('comment', 5000) });

/**
 * POST /api/comments: on a customer and/or a rental. `createdBy` may be sent (the old client did)
 * but is ignored: the creator is always the signed-in user.
 */
export const commentCreate = z.strictObject({
  comment: requiredText('comment', 5000),
  customer: iriRef('customers', 'customer').nullable().optional(),
  rental: iriRef('rentals', 'rental').nullable().optional(),
  createdBy: z.unknown().optional(),
});
export type CommentCreate = z.input<typeof commentCreate>;

// ---- the stay system (huttosoft) ----

export const STAY_STATE = { reservation: '3', present: '4' } as const;

/**
 * GET /api/huttosoft/search_customer: last name (3 characters at least) and optional criteria;
 * for a reservation (stayState 3) the end date is not before the start date. `siteId` is the
 * stay-system id of a site (e.g. HS-PINS); it defaults to the user's current site's.
 */
export const staySearchQuery = z
  .strictObject({
    customerLastName: z
      .string({ error: 'customerLastName is required (3 characters at least).' })
      .trim()
      .min(3, 'customerLastName must have at least 3 characters.')
      .max(100, 'customerLastName has 100 characters at most.'),
    emplacementName: z.string().trim().max(100).optional(),
    stayState: z
      .enum([STAY_STATE.reservation, STAY_STATE.present, ''], {
        error: 'stayState is 4 (present) or 3 (reservation).',
      })
      .optional(),
    stayDateStart: z.union([z.literal(''), isoDate]).optional(),
    stayDateEnd: z.union([z.literal(''), isoDate]).optional(),
    stayReference: z.string().trim().max(100).optional(),
    /** This API's site id (from /sites); the server maps it to the stay system's site. */
    siteId: z.union([z.literal(''), idString('siteId')]).optional(),
  })
  .superRefine((query, context) => {
    if (
      query.stayState === STAY_STATE.reservation &&
      query.stayDateStart &&
      query.stayDateEnd &&
      query.stayDateEnd < query.stayDateStart
    ) {
      context.addIssue({
        code: 'custom',
        path: ['stayDateEnd'],
        message: 'stayDateEnd must not be before stayDateStart.',
      });
    }
  });
export type StaySearchQuery = z.input<typeof staySearchQuery>;

/** A client of the stay system with its current stay (not a local resource). */
export const stayCustomerRead = z.object({
  '@id': z.string(),
  '@type': z.literal('StayCustomer'),
  clientId: z.string(),
  clientCode: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  civilityCode: z.string().nullable(),
  countryName: z.string().nullable(),
  countryIso: z.string().nullable(),
  address: z.string().nullable(),
  addressComplement: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  fidelityRank: z.number().int().nullable(),
  emplacementName: z.string().nullable(),
  stayDateStart: z.string().nullable(),
  stayDateEnd: z.string().nullable(),
  stayUrl: z.string().nullable(),
  stayId: z.string().nullable(),
  /** 4 present, 3 reservation. */
  stayState: z.number().int().nullable(),
});
export type StayCustomerRead = z.infer<typeof stayCustomerRead>;

/** POST /api/huttosoft/import_customer/{clientId}: the local customer and the stay it came with. */
export const stayImportAnswer = customerDetail.extend({
  stayId: z.string().nullable(),
  /** The stay's page in the stay system (its stayUrl). */
  stayLink: z.string().nullable(),
  emplacementName: z.string().nullable(),
});
export type StayImportAnswer = z.infer<typeof stayImportAnswer>;

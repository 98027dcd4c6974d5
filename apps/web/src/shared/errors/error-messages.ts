import type { AccessErrorCodeValue } from '@velodesk/contract/api/access';
import type { MailErrorCodeValue } from '@velodesk/contract/api/account';
import type { CatalogueErrorCodeValue } from '@velodesk/contract/api/catalogue';
import type { CustomerErrorCodeValue } from '@velodesk/contract/api/customers';
import type { DepositErrorCodeValue } from '@velodesk/contract/api/deposits';
import type { ExportErrorCodeValue } from '@velodesk/contract/api/exports';
import type { InvoiceErrorCodeValue } from '@velodesk/contract/api/invoicing';
import type { PaymentErrorCode } from '@velodesk/contract/api/payments';
import type { PricingErrorCodeValue } from '@velodesk/contract/api/pricing';
import type { PrivacyErrorCodeValue } from '@velodesk/contract/api/privacy';
import type { ReferenceErrorCodeValue } from '@velodesk/contract/api/reference';
import type { RentalErrorCodeValue } from '@velodesk/contract/api/rentals';
import type { SettingsErrorCodeValue } from '@velodesk/contract/api/settings';
import type { CodeWithParams, ErrorParams } from '@velodesk/contract/error-params';
import {
  JsonLdErrorCode,
  PlatformErrorCode,
  type PlatformErrorCodeValue,
  StaySystemErrorCode,
} from '@velodesk/contract/errors';
import type { Violation } from '@velodesk/contract/hydra';
import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '../api/api-error.ts';

/**
 * The one map from the API's stable error codes to the web app's message keys
 * (docs/decisions/web-data-layer.md). The API answers a `code` on every hydra error, and on a
 * violation the code of its rule; the screens translate by code, never by the English
 * `hydra:description`. Each module's map is typed against the contract's codes (`satisfies
 * Messages<…Value>`), so a code the contract adds is a type error here until it is given its key,
 * and a code mistyped or removed is one too.
 *
 * The modules' codes are written as their values, with type-only imports: the contract's API
 * modules build their zod schemas when evaluated, and importing their code objects at run time
 * loaded and built every schema of thirteen modules with the first screen (issue 28,
 * docs/benchmarks.md). The platform's codes (`contract/errors`, no schemas) stay imported.
 *
 * `null`: the code says nothing the screen's own key does not (a malformed request, a failed
 * validation whose violations carry the reasons): the screen says what failed with its own key (its
 * fallback: "The site could not be modified."). A code that says what happened (not found,
 * conflict, duplicate, concurrent change, too many requests, server or other system down) has a
 * key of its own. The English `hydra:description` is never shown (issue 22).
 */
export type MessageKey = ParseKeys;
type Messages<Code extends string> = { readonly [C in Code]: MessageKey | null };

/**
 * The platform's codes (one per status): what happened, in the interface language (never the
 * server's English); a malformed or invalid request: the screen's own message says what failed.
 */
const platformMessages = {
  [PlatformErrorCode.badRequest]: null,
  [PlatformErrorCode.invalidJson]: null,
  [PlatformErrorCode.authenticationRequired]: 'ERRORS.AUTHENTICATION_REQUIRED',
  [PlatformErrorCode.permissionDenied]: 'ERRORS.PERMISSION_DENIED',
  [PlatformErrorCode.siteNotLinked]: 'ERRORS.SITE_NOT_LINKED',
  [PlatformErrorCode.noCurrentSite]: 'ERRORS.NO_CURRENT_SITE',
  [PlatformErrorCode.notFound]: 'ERRORS.NOT_FOUND',
  [PlatformErrorCode.conflict]: 'ERRORS.CONFLICT',
  [PlatformErrorCode.duplicate]: 'ERRORS.DUPLICATE_VALUE',
  [PlatformErrorCode.periodConflict]: 'ERRORS.PERIOD_CONFLICT',
  [PlatformErrorCode.stillReferenced]: 'ERRORS.STILL_REFERENCED',
  [PlatformErrorCode.concurrentChange]: 'ERRORS.CONCURRENT_CHANGE',
  [PlatformErrorCode.payloadTooLarge]: 'ERRORS.PAYLOAD_TOO_LARGE',
  [PlatformErrorCode.unsupportedMediaType]: null,
  [PlatformErrorCode.validationFailed]: null,
  [PlatformErrorCode.invalidValue]: null,
  [PlatformErrorCode.tooManyRequests]: 'ERRORS.TOO_MANY_REQUESTS',
  [PlatformErrorCode.internal]: 'ERRORS.INTERNAL',
  [PlatformErrorCode.badGateway]: 'ERRORS.BAD_GATEWAY',
  [PlatformErrorCode.serviceUnavailable]: 'ERRORS.SERVICE_UNAVAILABLE',
  [PlatformErrorCode.gatewayTimeout]: 'ERRORS.GATEWAY_TIMEOUT',
} as const satisfies Messages<PlatformErrorCodeValue>;

/**
 * The platform codes' own messages: they say what happened to any call, not what failed. A screen
 * with its own message says both ("The product could not be validated. Someone changed…").
 */
export const genericMessageKeys: ReadonlySet<MessageKey> = new Set(
  Object.values(platformMessages).filter(
    (key): key is NonNullable<typeof key> =>
      key !== null &&
      !['ERRORS.PERMISSION_DENIED', 'ERRORS.SITE_NOT_LINKED', 'ERRORS.NO_CURRENT_SITE'].includes(key),
  ),
);

/** A JSON-LD body whose @type or @id names another resource: the web app never sends either. */
const jsonLdMessages = {
  [JsonLdErrorCode.typeMismatch]: null,
  [JsonLdErrorCode.idMismatch]: null,
} as const satisfies Messages<(typeof JsonLdErrorCode)[keyof typeof JsonLdErrorCode]>;

/** The stay system down or refusing: never its own words, in its own language. */
const staySystemMessages = {
  [StaySystemErrorCode.unavailable]: 'ERRORS.STAY_SYSTEM_UNAVAILABLE',
  [StaySystemErrorCode.timeout]: 'ERRORS.STAY_SYSTEM_TIMEOUT',
  [StaySystemErrorCode.error]: 'ERRORS.STAY_SYSTEM_ERROR',
  [StaySystemErrorCode.clientNotFound]: 'ERRORS.STAY_CLIENT_NOT_FOUND',
  [StaySystemErrorCode.siteRequired]: 'CUSTOMERS.STAY_NO_SITE',
  [StaySystemErrorCode.siteNotLinked]: 'CUSTOMERS.STAY_NO_SITE',
} as const satisfies Messages<StaySystemErrorCode>;

/** The customers' refusals (back-office spec §8's keys). */
const customerMessages = {
  CUSTOMER_NOT_FOUND: 'ERRORS.CUSTOMER_NOT_FOUND',
  CONTACT_NOT_FOUND: 'ERRORS.NOT_FOUND',
  COMMENT_NOT_FOUND: 'ERRORS.COMMENT_NOT_FOUND',
  EMAIL_NOT_FOUND: 'ERRORS.NOT_FOUND',
  PHONE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  CUSTOMER_REFERENCE_NOT_FOUND: null,
  EMAIL_TAKEN: 'USERS.NAME_EXISTS',
  PHONE_TAKEN: 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE',
  CUSTOMER_HAS_CONTACTS: 'CUSTOMERS.CUSTOMER_HAS_CONTACTS',
  CUSTOMER_HAS_RENTALS: 'CUSTOMERS.DELETE_ERROR',
  UNKNOWN_COUNTRY_ISO: 'CUSTOMERS.errors.no_countries_ISO_code',
  NOT_OWN_COMMENT: 'ERRORS.NOT_OWN_COMMENT',
} as const satisfies Messages<CustomerErrorCodeValue>;

/**
 * The access module's refusals: their screens say them with their own keys (sign-in by status) or
 * show the server's description of the refused rule, as before codes existed.
 */
const accessMessages = {
  INVALID_CREDENTIALS: null,
  SIGN_IN_THROTTLED: null,
  ACCOUNT_DEACTIVATED: null,
  PROFILE_DEACTIVATED: null,
  ACCOUNT_EXPIRED: null,
  ACCOUNT_NOT_ACTIVE_YET: null,
  INVALID_TOKEN: null,
  TOKEN_ALREADY_RENEWED: null,
  USER_NOT_FOUND: null,
  PROFILE_NOT_FOUND: null,
  FEATURE_NOT_FOUND: null,
  FEATURE_ACCESS_NOT_FOUND: null,
  USERNAME_TAKEN: null,
  PROFILE_NAME_TAKEN: null,
  FEATURE_IDENTIFIER_TAKEN: null,
  FEATURE_NAME_TAKEN: null,
  FIXED_FEATURE_IDENTIFIER: null,
  RESERVED_PROFILE_RENAME: null,
  OWN_PROFILE_PROTECTED: null,
  FEATURE_LISTED_TWICE: null,
  PROFILE_RANK_PROTECTED: null,
  PASSWORD_RULE: null,
  USER_HIGHER_RANK: null,
  PROFILE_RANK_TOO_HIGH: null,
  SITES_NOT_VISIBLE: null,
  OWN_RECORD_ONLY: null,
  OWN_ACCOUNT_PROTECTED: null,
  RESERVED_PROFILE_NAME: null,
  ADMINISTRATOR_PROFILE_PROTECTED: null,
  USER_HAS_RECORDS: null,
  NO_EMAIL_ADDRESS: null,
  MAIL_NOT_SENT: null,
  INVALID_LINK: null,
  TOO_MANY_ATTEMPTS: null,
} as const satisfies Messages<AccessErrorCodeValue>;

/** The outbox and the reference checks: their screens say them with their own keys. */
const mailMessages = {
  MAIL_MESSAGE_NOT_FOUND: 'ERRORS.NOT_FOUND',
} as const satisfies Messages<MailErrorCodeValue>;
const referenceMessages = {
  NOT_COUNTABLE: null,
  UNIQUENESS_WRONG_FIELD: null,
  USERNAME_CHECK_FORBIDDEN: null,
  INVALID_PHONE: null,
} as const satisfies Messages<ReferenceErrorCodeValue>;

const catalogueMessages = {
  RANGE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  DECLINATION_NOT_FOUND: 'ERRORS.NOT_FOUND',
  PRODUCT_NOT_FOUND: 'ERRORS.PRODUCT_NOT_FOUND',
  REFERENCE_NOT_FOUND: null,
  RANGE_NAME_TAKEN: 'FLEET.MODELS.ERRORS.RANGE_TAKEN',
  DECLINATION_TAKEN: 'FLEET.MODELS.ERRORS.MODEL_TAKEN',
  DECLINATION_BOUNDS_ORDER: 'FLEET.MODELS.ERRORS.MAX_BELOW_MIN',
  // Internal or serial number: by the violation's field (messagesByField).
  PRODUCT_NUMBER_TAKEN: null,
  STATUS_COMMENT_REQUIRED: 'FLEET.ERRORS.COMMENT_REQUIRED',
  COMMENT_WITHOUT_STATUS: null,
  PRODUCT_DETAILS_FORBIDDEN: 'ERRORS.PERMISSION_DENIED',
  PRODUCT_STATUS_FORBIDDEN: 'ERRORS.PERMISSION_DENIED',
  PRODUCT_IMPORT_REFUSED: null,
} as const satisfies Messages<CatalogueErrorCodeValue>;

const pricingMessages = {
  TAX_NOT_FOUND: 'ERRORS.NOT_FOUND',
  PRICING_NOT_FOUND: 'ERRORS.NOT_FOUND',
  LOYALTY_DISCOUNT_NOT_FOUND: 'ERRORS.NOT_FOUND',
  TAX_RULE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  TAX_RULE_RATE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  SITE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  REFERENCE_NOT_FOUND: null,
  PRICING_ALREADY_EXISTS: 'PRICINGS.ERRORS.ALREADY_EXISTS',
  HALF_DAY_DURATION_IS_ONE: 'PRICINGS.ERRORS.HALF_DAY_DURATION',
  DISCOUNT_DATES_ORDER: 'SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER',
  DISCOUNT_OVERLAPS: 'SETTINGS.FIDELITY.ERRORS.OVERLAP',
  TAX_RULE_ALREADY_EXISTS: 'SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_TAKEN',
  TAX_RATE_ALREADY_EXISTS: 'SETTINGS.TAX_RULES.ERRORS.RATE_EXISTS',
  TAX_RATE_STARTS_IN_PAST: 'SETTINGS.TAX_RULES.ERRORS.RATE_IN_PAST',
  TAX_RATE_IN_FORCE: 'SETTINGS.TAX_RULES.ERRORS.RATE_IN_FORCE',
  INVALID_PERIOD: 'RENTAL_EDIT.ERRORS.INVALID_PERIOD',
  NO_PRICE_AVAILABLE: 'RENTAL_EDIT.ERRORS.NO_PRICE_AVAILABLE',
  TAX_RATE_NOT_FOUND: 'RENTAL_EDIT.ERRORS.RATE_NOT_FOUND_ERROR',
  UNAVAILABLE_TAX_RATE: 'RENTAL_EDIT.ERRORS.RATE_ERROR',
} as const satisfies Messages<PricingErrorCodeValue>;

const settingsMessages = {
  SITE_NOT_FOUND: 'ERRORS.NOT_FOUND',
  COMPANY_NOT_FOUND: 'ERRORS.NOT_FOUND',
  SITE_NAME_TAKEN: 'SETTINGS.SITES.ERRORS.NAME_EXISTS',
  COMPANY_EMAIL_TAKEN: 'SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS',
  COMPANY_PHONE_TAKEN: 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE',
  PERIOD_END_BEFORE_START: 'SETTINGS.PERIODS.END_BEFORE_START',
  // With the previous period's end (messagesWithValues); without it, the server's words.
  PERIOD_STARTS_BEFORE_PREVIOUS: null,
  SITE_SETTINGS_EXIST: null,
  SITE_SETTINGS_NOT_FOUND: 'ERRORS.NOT_FOUND',
  NOT_OWN_SITE_SETTINGS: null,
} as const satisfies Messages<SettingsErrorCodeValue>;

type PaymentErrorCodeValue = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

/** The rentals' refusals (the rental screens place them on their fields and lines). */
const rentalMessages = {
  INVALID_CHOOSED_PRODUCTS: 'RENTAL_EDIT.ERRORS.INVALID_CHOOSED_PRODUCTS',
  PRODUCT_ALREADY_HELD: 'RENTAL_EDIT.ERRORS.PRODUCT_ALREADY_HELD',
  INVALID_PERIOD: 'RENTAL_EDIT.ERRORS.INVALID_PERIOD',
  STAY_PERIOD_EXCEEDED: 'RENTAL_EDIT.ERRORS.STAY_PERIOD_EXCEEDED',
  BIKE_LIMIT: 'RENTAL_EDIT.ERRORS.BIKE_LIMIT',
  NO_PRICE_AVAILABLE: 'RENTAL_EDIT.ERRORS.NO_PRICE_AVAILABLE',
  TAX_RATE_NOT_FOUND: 'RENTAL_EDIT.ERRORS.RATE_NOT_FOUND_ERROR',
  UNAVAILABLE_TAX_RATE: 'RENTAL_EDIT.ERRORS.RATE_ERROR',
  WRONG_STAY_STATE: 'RENTAL_EDIT.ERRORS.WRONG_STAY_STATE_ERROR',
  STAY_NOT_FOUND: 'RENTAL_EDIT.ERRORS.STAY_NOT_FOUND',
  CUSTOMER_NOT_FOUND: 'RENTAL_EDIT.ERRORS.CUSTOMER_NOT_FOUND',
  PRICING_TYPE_NOT_FOUND: 'RENTAL_EDIT.ERRORS.PRICING_TYPE_NOT_FOUND',
  DUPLICATE_PRODUCT: 'RENTAL_EDIT.ERRORS.DUPLICATE_PRODUCT',
  RENTAL_READ_ONLY: 'RENTAL_EDIT.ERRORS.RENTAL_READ_ONLY',
  WRONG_RENTAL_TYPE: 'RENTAL_EDIT.ERRORS.WRONG_RENTAL_TYPE',
  ILLEGAL_TRANSITION: 'RENTAL_EDIT.ERRORS.ILLEGAL_TRANSITION',
  MIGRATE_TOO_EARLY: 'RENTAL_EDIT.ERRORS.MIGRATE_TOO_EARLY',
  DECLINATION_NOT_COMPATIBLE: 'RENTAL_EDIT.ERRORS.DECLINATION_NOT_COMPATIBLE',
  COMMENT_REQUIRED: 'RENTAL_EDIT.ERRORS.COMMENT_REQUIRED',
  CLOSE_STATUS_INVALID: 'RENTAL_EDIT.ERRORS.CLOSE_STATUS_INVALID',
  NO_CURRENT_SITE: 'RENTAL_EDIT.ERRORS.NO_CURRENT_SITE',
  INVALID_COMMENT: 'RENTAL_EDIT.ERRORS.INVALID_COMMENT',
  RENTAL_NOT_FOUND: 'RENTAL_EDIT.ERRORS.RENTAL_NOT_FOUND',
} as const satisfies Messages<RentalErrorCodeValue>;

/** The payments' refusals (the payment modal, the refund, the payment list). */
const paymentMessages = {
  PAYMENT_INVALID: 'PAYMENTS.ERRORS.INVALID',
  PAYMENT_EXCEEDS_REMAINING: 'PAYMENTS.ERRORS.EXCEEDS_REMAINING',
  PAYMENT_RENTAL_NOT_PAYABLE: 'PAYMENTS.ERRORS.RENTAL_NOT_PAYABLE',
  PAYMENT_SITE_MISMATCH: 'PAYMENTS.ERRORS.SITE_MISMATCH',
  PAYMENT_NOT_CANCELLABLE: 'PAYMENTS.ERRORS.NOT_CANCELLABLE',
  PAYMENT_READ_ONLY: 'PAYMENTS.ERRORS.READ_ONLY',
  PAYMENT_REQUIRED: 'PAYMENTS.ERRORS.PAYMENT_REQUIRED',
  PAYMENT_SITE_NOT_LINKED: 'PAYMENTS.ERRORS.SITE_NOT_LINKED',
  PAYMENT_NOT_RETRYABLE: 'PAYMENTS.ERRORS.NOT_RETRYABLE',
  CONTRACT_NOT_FULLY_PAID: 'PAYMENTS.ERRORS.CONTRACT_NOT_FULLY_PAID',
  IDEMPOTENCY_KEY_INVALID: 'PAYMENTS.ERRORS.IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED: 'PAYMENTS.ERRORS.IDEMPOTENCY_KEY_REUSED',
} as const satisfies Messages<PaymentErrorCodeValue>;

/** The exports' refusals (the export screens). */
const exportMessages = {
  EXPORT_INVALID_DATE_RANGE: 'EXPORTS.INVALID_DATE_RANGE',
} as const satisfies Messages<ExportErrorCodeValue>;

/** The invoices' refusals (the invoice list's cancel action). */
const invoiceMessages = {
  INVOICE_CREDIT_NOTE_NOT_CANCELLABLE: 'INVOICES.ERRORS.CREDIT_NOTE_NOT_CANCELLABLE',
  INVOICE_NEW_NOT_CANCELLABLE: 'INVOICES.ERRORS.NEW_NOT_CANCELLABLE',
  INVOICE_ALREADY_CANCELLED: 'INVOICES.ERRORS.ALREADY_CANCELLED',
} as const satisfies Messages<InvoiceErrorCodeValue>;

/** The deposits' refusals (issue 24: contract start, close, rules). */
const depositMessages = {
  DEPOSIT_REQUIRED: 'DEPOSITS.REQUIRED',
  DEPOSIT_INVALID: 'DEPOSITS.INVALID',
  DEPOSIT_KEPT_TOO_MUCH: 'DEPOSITS.KEPT_TOO_MUCH',
  DEPOSIT_STATE: 'DEPOSITS.STATE_ERROR',
  DEPOSIT_WAIVER_FORBIDDEN: 'DEPOSITS.WAIVER_FORBIDDEN',
  DEPOSIT_RULE_EXISTS: 'DEPOSITS.RULE_EXISTS',
  FDS_WITHOUT_STAY: 'DEPOSITS.FDS_WITHOUT_STAY',
} as const satisfies Messages<DepositErrorCodeValue>;

/** The personal-data refusals (issue 26: erasure, reveal). */
const privacyMessages = {
  CUSTOMER_RENTAL_IN_PROGRESS: 'PRIVACY.ERRORS.RENTAL_IN_PROGRESS',
  CUSTOMER_UNPAID_AMOUNT: 'PRIVACY.ERRORS.UNPAID_AMOUNT',
  CUSTOMER_ALREADY_ANONYMISED: 'PRIVACY.ERRORS.ALREADY_ANONYMISED',
  IDENTITY_NUMBER_ABSENT: 'PRIVACY.ERRORS.NOTHING_TO_REVEAL',
} as const satisfies Messages<PrivacyErrorCodeValue>;

/** Every code the contract declares. */
export type ErrorCode =
  | PlatformErrorCodeValue
  | StaySystemErrorCode
  | AccessErrorCodeValue
  | MailErrorCodeValue
  | ReferenceErrorCodeValue
  | CustomerErrorCodeValue
  | CatalogueErrorCodeValue
  | PricingErrorCodeValue
  | SettingsErrorCodeValue
  | RentalErrorCodeValue
  | PaymentErrorCodeValue
  | InvoiceErrorCodeValue
  | ExportErrorCodeValue
  | DepositErrorCodeValue
  | PrivacyErrorCodeValue
  | (typeof JsonLdErrorCode)[keyof typeof JsonLdErrorCode];

export const errorMessageKeys: Messages<ErrorCode> = {
  ...rentalMessages,
  ...depositMessages,
  ...privacyMessages,
  ...paymentMessages,
  ...invoiceMessages,
  ...exportMessages,
  ...accessMessages,
  ...mailMessages,
  ...referenceMessages,
  ...platformMessages,
  ...jsonLdMessages,
  ...staySystemMessages,
  ...customerMessages,
  ...catalogueMessages,
  ...pricingMessages,
  ...settingsMessages,
};

/**
 * The params of a failure or a violation, typed by its code (the contract's error-params.ts), when
 * it is of that code and carries them. The web builds its texts from these, never from the
 * server's English text.
 */
export const paramsOf = <Code extends CodeWithParams>(
  source: { code?: string | undefined; params?: Readonly<Record<string, unknown>> | undefined },
  code: Code,
): ErrorParams<Code> | undefined =>
  source.code === code && source.params ? (source.params as ErrorParams<Code>) : undefined;

/**
 * The violation codes whose message names dates the API sends as `params` (the overlapping loyalty
 * discount's `start` and `end`, the previous period's end `date`). Without them, the plain key.
 */
export const messagesWithValues: Readonly<Partial<Record<ErrorCode & CodeWithParams, { key: MessageKey }>>> =
  {
    DISCOUNT_OVERLAPS: { key: 'SETTINGS.FIDELITY.ERRORS.OVERLAP_DATES' },
    PERIOD_STARTS_BEFORE_PREVIOUS: { key: 'SETTINGS.PERIODS.START_BEFORE_PREVIOUS' },
  };

/** The dates a violation's params give, by name (only string values: they are all yyyy-mm-dd). */
const dateValues = (violation: Violation): Record<string, string> | null => {
  const entries = Object.entries(violation.params ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};

/** The codes whose violation's message depends on its field (which of two numbers is taken). */
export const messagesByField: Readonly<Partial<Record<ErrorCode, Readonly<Record<string, MessageKey>>>>> = {
  PRODUCT_NUMBER_TAKEN: {
    internalNumber: 'FLEET.ERRORS.INTERNAL_NUMBER_TAKEN',
    serialNumber: 'FLEET.ERRORS.SERIAL_NUMBER_TAKEN',
  },
};

const isKnownCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && Object.hasOwn(errorMessageKeys, code);

/** The message key of a code, or undefined when the code has none of its own (or is unknown). */
export const codeMessageKey = (code: string | undefined): MessageKey | undefined =>
  isKnownCode(code) ? (errorMessageKeys[code] ?? undefined) : undefined;

/**
 * The message key of a failed call: the key of its code, else the key of the first violation's
 * code, else `fallbackKey` (the screen's own "could not be saved", or TECHNIQUE_ERROR).
 */
export const errorMessageKey = (error: unknown, fallbackKey: MessageKey = 'TECHNIQUE_ERROR'): MessageKey =>
  failureMessageKey(error) ?? fallbackKey;

/** The message key of a failure's code, or of its first violation's, if the app has one. */
export const failureMessageKey = (error: unknown): MessageKey | undefined => {
  if (!isApiError(error)) return undefined;
  return (
    codeMessageKey(error.code) ??
    error.violations.map((violation) => codeMessageKey(violation.code)).find((key) => key !== undefined)
  );
};

/** The text of a key of the map, with values from the error's params (the map checks the keys). */
export const translate = (t: TFunction, key: MessageKey, values?: Record<string, string>): string =>
  (t as unknown as (key: MessageKey, values?: Record<string, string>) => string)(key, values);

/** Formats a yyyy-mm-dd date for a message's values (the caller's locale rules). */
export type DateFormat = (isoDate: string) => string;

/**
 * The text of one violation in the interface language: its code's message (for its field, with the
 * values its params give, dates formatted by `formatDate`), else `fallbackKey` when given, else the
 * server's own message.
 */
export const violationMessage = (
  t: TFunction,
  violation: Violation,
  options: { fallbackKey?: MessageKey; formatDate?: DateFormat } = {},
): string => {
  const code = isKnownCode(violation.code) ? violation.code : undefined;
  const withValues = code ? messagesWithValues[code as ErrorCode & CodeWithParams] : undefined;
  const values = withValues ? dateValues(violation) : null;
  if (withValues && values) {
    const format = options.formatDate ?? ((date: string) => date);
    return translate(
      t,
      withValues.key,
      Object.fromEntries(Object.entries(values).map(([name, v]) => [name, format(v)])),
    );
  }
  const key = (code ? messagesByField[code]?.[violation.propertyPath] : undefined) ?? codeMessageKey(code);
  if (key) return translate(t, key);
  return options.fallbackKey ? translate(t, options.fallbackKey) : violation.message;
};

/**
 * The field errors of a refused save (409 and 422 violations), in the interface language, by the
 * violation's `propertyPath` (the first violation of a field wins). See violationMessage.
 */
export const fieldErrors = (
  error: unknown,
  t: TFunction,
  options: { fallbackKey?: MessageKey; formatDate?: DateFormat } = {},
): Record<string, string> => {
  if (!isApiError(error)) return {};
  const messages: Record<string, string> = {};
  for (const violation of error.violations) {
    if (!(violation.propertyPath in messages))
      messages[violation.propertyPath] = violationMessage(t, violation, options);
  }
  return messages;
};

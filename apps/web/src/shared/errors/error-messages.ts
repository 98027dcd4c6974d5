import { AccessErrorCode, type AccessErrorCodeValue } from '@velodesk/contract/api/access';
import { MailErrorCode, type MailErrorCodeValue } from '@velodesk/contract/api/account';
import { CatalogueErrorCode, type CatalogueErrorCodeValue } from '@velodesk/contract/api/catalogue';
import { CustomerErrorCode, type CustomerErrorCodeValue } from '@velodesk/contract/api/customers';
import { DepositErrorCode, type DepositErrorCodeValue } from '@velodesk/contract/api/deposits';
import { ExportErrorCode, type ExportErrorCodeValue } from '@velodesk/contract/api/exports';
import { InvoiceErrorCode, type InvoiceErrorCodeValue } from '@velodesk/contract/api/invoicing';
import { PaymentErrorCode } from '@velodesk/contract/api/payments';
import { PricingErrorCode, type PricingErrorCodeValue } from '@velodesk/contract/api/pricing';
import { PrivacyErrorCode, type PrivacyErrorCodeValue } from '@velodesk/contract/api/privacy';
import { ReferenceErrorCode, type ReferenceErrorCodeValue } from '@velodesk/contract/api/reference';
import { RentalErrorCode, type RentalErrorCodeValue } from '@velodesk/contract/api/rentals';
import { SettingsErrorCode, type SettingsErrorCodeValue } from '@velodesk/contract/api/settings';
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
 * `hydra:description`. Each module's map is typed against the contract's code object, so a code
 * the contract adds is a type error here until it is given its key.
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
  [CustomerErrorCode.customerNotFound]: 'ERRORS.CUSTOMER_NOT_FOUND',
  [CustomerErrorCode.contactNotFound]: 'ERRORS.NOT_FOUND',
  [CustomerErrorCode.commentNotFound]: 'ERRORS.COMMENT_NOT_FOUND',
  [CustomerErrorCode.emailNotFound]: 'ERRORS.NOT_FOUND',
  [CustomerErrorCode.phoneNotFound]: 'ERRORS.NOT_FOUND',
  [CustomerErrorCode.referenceNotFound]: null,
  [CustomerErrorCode.emailTaken]: 'USERS.NAME_EXISTS',
  [CustomerErrorCode.phoneTaken]: 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE',
  [CustomerErrorCode.hasContacts]: 'CUSTOMERS.CUSTOMER_HAS_CONTACTS',
  [CustomerErrorCode.hasRentals]: 'CUSTOMERS.DELETE_ERROR',
  [CustomerErrorCode.unknownCountryIso]: 'CUSTOMERS.errors.no_countries_ISO_code',
  [CustomerErrorCode.notOwnComment]: 'ERRORS.NOT_OWN_COMMENT',
} as const satisfies Messages<CustomerErrorCodeValue>;

/**
 * The access module's refusals: their screens say them with their own keys (sign-in by status) or
 * show the server's description of the refused rule, as before codes existed.
 */
const accessMessages = Object.fromEntries(
  Object.values(AccessErrorCode).map((code) => [code, null]),
) as Messages<AccessErrorCodeValue>;

/** The outbox and the reference checks: their screens say them with their own keys. */
const mailMessages = {
  [MailErrorCode.messageNotFound]: 'ERRORS.NOT_FOUND',
} as const satisfies Messages<MailErrorCodeValue>;
const referenceMessages = {
  [ReferenceErrorCode.notCountable]: null,
  [ReferenceErrorCode.uniquenessField]: null,
  [ReferenceErrorCode.usernameCheckForbidden]: null,
  [ReferenceErrorCode.invalidPhone]: null,
} as const satisfies Messages<ReferenceErrorCodeValue>;

const catalogueMessages = {
  [CatalogueErrorCode.rangeNotFound]: 'ERRORS.NOT_FOUND',
  [CatalogueErrorCode.declinationNotFound]: 'ERRORS.NOT_FOUND',
  [CatalogueErrorCode.productNotFound]: 'ERRORS.PRODUCT_NOT_FOUND',
  [CatalogueErrorCode.referenceNotFound]: null,
  [CatalogueErrorCode.rangeNameTaken]: 'FLEET.MODELS.ERRORS.RANGE_TAKEN',
  [CatalogueErrorCode.declinationTaken]: 'FLEET.MODELS.ERRORS.MODEL_TAKEN',
  [CatalogueErrorCode.declinationBoundsOrder]: 'FLEET.MODELS.ERRORS.MAX_BELOW_MIN',
  // Internal or serial number: by the violation's field (messagesByField).
  [CatalogueErrorCode.productNumberTaken]: null,
  [CatalogueErrorCode.statusCommentRequired]: 'FLEET.ERRORS.COMMENT_REQUIRED',
  [CatalogueErrorCode.commentWithoutStatus]: null,
  [CatalogueErrorCode.productDetailsForbidden]: 'ERRORS.PERMISSION_DENIED',
  [CatalogueErrorCode.productStatusForbidden]: 'ERRORS.PERMISSION_DENIED',
  [CatalogueErrorCode.importRefused]: null,
} as const satisfies Messages<CatalogueErrorCodeValue>;

const pricingMessages = {
  [PricingErrorCode.taxNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.pricingNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.discountNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.taxRuleNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.taxRuleRateNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.siteNotFound]: 'ERRORS.NOT_FOUND',
  [PricingErrorCode.referenceNotFound]: null,
  [PricingErrorCode.pricingExists]: 'PRICINGS.ERRORS.ALREADY_EXISTS',
  [PricingErrorCode.halfDayDuration]: 'PRICINGS.ERRORS.HALF_DAY_DURATION',
  [PricingErrorCode.discountDatesOrder]: 'SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER',
  [PricingErrorCode.discountOverlaps]: 'SETTINGS.FIDELITY.ERRORS.OVERLAP',
  [PricingErrorCode.taxRuleExists]: 'SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_TAKEN',
  [PricingErrorCode.taxRateExists]: 'SETTINGS.TAX_RULES.ERRORS.RATE_EXISTS',
  [PricingErrorCode.taxRateInPast]: 'SETTINGS.TAX_RULES.ERRORS.RATE_IN_PAST',
  [PricingErrorCode.taxRateInForce]: 'SETTINGS.TAX_RULES.ERRORS.RATE_IN_FORCE',
  [PricingErrorCode.invalidPeriod]: 'RENTAL_EDIT.ERRORS.INVALID_PERIOD',
  [PricingErrorCode.noPrice]: 'RENTAL_EDIT.ERRORS.NO_PRICE_AVAILABLE',
  [PricingErrorCode.taxRateNotFound]: 'RENTAL_EDIT.ERRORS.RATE_NOT_FOUND_ERROR',
  [PricingErrorCode.unavailableTaxRate]: 'RENTAL_EDIT.ERRORS.RATE_ERROR',
} as const satisfies Messages<PricingErrorCodeValue>;

const settingsMessages = {
  [SettingsErrorCode.siteNotFound]: 'ERRORS.NOT_FOUND',
  [SettingsErrorCode.companyNotFound]: 'ERRORS.NOT_FOUND',
  [SettingsErrorCode.siteNameTaken]: 'SETTINGS.SITES.ERRORS.NAME_EXISTS',
  [SettingsErrorCode.companyEmailTaken]: 'SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS',
  [SettingsErrorCode.companyPhoneTaken]: 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE',
  [SettingsErrorCode.periodEndBeforeStart]: 'SETTINGS.PERIODS.END_BEFORE_START',
  // With the previous period's end (messagesWithValues); without it, the server's words.
  [SettingsErrorCode.periodStartsBeforePrevious]: null,
  [SettingsErrorCode.settingsUserExists]: null,
  [SettingsErrorCode.settingsUserNotFound]: 'ERRORS.NOT_FOUND',
  [SettingsErrorCode.notOwnSettingsUser]: null,
} as const satisfies Messages<SettingsErrorCodeValue>;

type PaymentErrorCodeValue = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

/** The rentals' refusals (the rental screens place them on their fields and lines). */
const rentalMessages = {
  [RentalErrorCode.invalidChoosedProducts]: 'RENTAL_EDIT.ERRORS.INVALID_CHOOSED_PRODUCTS',
  [RentalErrorCode.productHeld]: 'RENTAL_EDIT.ERRORS.PRODUCT_ALREADY_HELD',
  [RentalErrorCode.invalidPeriod]: 'RENTAL_EDIT.ERRORS.INVALID_PERIOD',
  [RentalErrorCode.stayPeriodExceeded]: 'RENTAL_EDIT.ERRORS.STAY_PERIOD_EXCEEDED',
  [RentalErrorCode.bikeLimit]: 'RENTAL_EDIT.ERRORS.BIKE_LIMIT',
  [RentalErrorCode.noPrice]: 'RENTAL_EDIT.ERRORS.NO_PRICE_AVAILABLE',
  [RentalErrorCode.taxRateNotFound]: 'RENTAL_EDIT.ERRORS.RATE_NOT_FOUND_ERROR',
  [RentalErrorCode.unavailableTaxRate]: 'RENTAL_EDIT.ERRORS.RATE_ERROR',
  [RentalErrorCode.wrongStayState]: 'RENTAL_EDIT.ERRORS.WRONG_STAY_STATE_ERROR',
  [RentalErrorCode.stayNotFound]: 'RENTAL_EDIT.ERRORS.STAY_NOT_FOUND',
  [RentalErrorCode.customerNotFound]: 'RENTAL_EDIT.ERRORS.CUSTOMER_NOT_FOUND',
  [RentalErrorCode.pricingTypeNotFound]: 'RENTAL_EDIT.ERRORS.PRICING_TYPE_NOT_FOUND',
  [RentalErrorCode.duplicateProduct]: 'RENTAL_EDIT.ERRORS.DUPLICATE_PRODUCT',
  [RentalErrorCode.readOnly]: 'RENTAL_EDIT.ERRORS.RENTAL_READ_ONLY',
  [RentalErrorCode.wrongRentalType]: 'RENTAL_EDIT.ERRORS.WRONG_RENTAL_TYPE',
  [RentalErrorCode.illegalTransition]: 'RENTAL_EDIT.ERRORS.ILLEGAL_TRANSITION',
  [RentalErrorCode.migrateTooEarly]: 'RENTAL_EDIT.ERRORS.MIGRATE_TOO_EARLY',
  [RentalErrorCode.notCompatible]: 'RENTAL_EDIT.ERRORS.DECLINATION_NOT_COMPATIBLE',
  [RentalErrorCode.commentRequired]: 'RENTAL_EDIT.ERRORS.COMMENT_REQUIRED',
  [RentalErrorCode.closeStatus]: 'RENTAL_EDIT.ERRORS.CLOSE_STATUS_INVALID',
  [RentalErrorCode.noCurrentSite]: 'RENTAL_EDIT.ERRORS.NO_CURRENT_SITE',
  [RentalErrorCode.invalidComment]: 'RENTAL_EDIT.ERRORS.INVALID_COMMENT',
  [RentalErrorCode.rentalNotFound]: 'RENTAL_EDIT.ERRORS.RENTAL_NOT_FOUND',
} as const satisfies Messages<RentalErrorCodeValue>;

/** The payments' refusals (the payment modal, the refund, the payment list). */
const paymentMessages = {
  [PaymentErrorCode.invalidPayment]: 'PAYMENTS.ERRORS.INVALID',
  [PaymentErrorCode.exceedsRemaining]: 'PAYMENTS.ERRORS.EXCEEDS_REMAINING',
  [PaymentErrorCode.rentalNotPayable]: 'PAYMENTS.ERRORS.RENTAL_NOT_PAYABLE',
  [PaymentErrorCode.siteMismatch]: 'PAYMENTS.ERRORS.SITE_MISMATCH',
  [PaymentErrorCode.notCancellable]: 'PAYMENTS.ERRORS.NOT_CANCELLABLE',
  [PaymentErrorCode.readOnly]: 'PAYMENTS.ERRORS.READ_ONLY',
  [PaymentErrorCode.paymentRequired]: 'PAYMENTS.ERRORS.PAYMENT_REQUIRED',
  [PaymentErrorCode.siteNotLinked]: 'PAYMENTS.ERRORS.SITE_NOT_LINKED',
  [PaymentErrorCode.notRetryable]: 'PAYMENTS.ERRORS.NOT_RETRYABLE',
  [PaymentErrorCode.contractUnpaid]: 'PAYMENTS.ERRORS.CONTRACT_NOT_FULLY_PAID',
  [PaymentErrorCode.idempotencyKeyInvalid]: 'PAYMENTS.ERRORS.IDEMPOTENCY_KEY_INVALID',
  [PaymentErrorCode.idempotencyKeyReused]: 'PAYMENTS.ERRORS.IDEMPOTENCY_KEY_REUSED',
} as const satisfies Messages<PaymentErrorCodeValue>;

/** The exports' refusals (the export screens). */
const exportMessages = {
  [ExportErrorCode.invalidDateRange]: 'EXPORTS.INVALID_DATE_RANGE',
} as const satisfies Messages<ExportErrorCodeValue>;

/** The invoices' refusals (the invoice list's cancel action). */
const invoiceMessages = {
  [InvoiceErrorCode.creditNoteNotCancellable]: 'INVOICES.ERRORS.CREDIT_NOTE_NOT_CANCELLABLE',
  [InvoiceErrorCode.newNotCancellable]: 'INVOICES.ERRORS.NEW_NOT_CANCELLABLE',
  [InvoiceErrorCode.alreadyCancelled]: 'INVOICES.ERRORS.ALREADY_CANCELLED',
} as const satisfies Messages<InvoiceErrorCodeValue>;

/** The deposits' refusals (issue 24: contract start, close, rules). */
const depositMessages = {
  [DepositErrorCode.required]: 'DEPOSITS.REQUIRED',
  [DepositErrorCode.invalid]: 'DEPOSITS.INVALID',
  [DepositErrorCode.keptTooMuch]: 'DEPOSITS.KEPT_TOO_MUCH',
  [DepositErrorCode.state]: 'DEPOSITS.STATE_ERROR',
  [DepositErrorCode.waiverForbidden]: 'DEPOSITS.WAIVER_FORBIDDEN',
  [DepositErrorCode.ruleExists]: 'DEPOSITS.RULE_EXISTS',
  [DepositErrorCode.fdsWithoutStay]: 'DEPOSITS.FDS_WITHOUT_STAY',
} as const satisfies Messages<DepositErrorCodeValue>;

/** The personal-data refusals (issue 26: erasure, reveal). */
const privacyMessages = {
  [PrivacyErrorCode.rentalInProgress]: 'PRIVACY.ERRORS.RENTAL_IN_PROGRESS',
  [PrivacyErrorCode.unpaidAmount]: 'PRIVACY.ERRORS.UNPAID_AMOUNT',
  [PrivacyErrorCode.alreadyAnonymised]: 'PRIVACY.ERRORS.ALREADY_ANONYMISED',
  [PrivacyErrorCode.nothingToReveal]: 'PRIVACY.ERRORS.NOTHING_TO_REVEAL',
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
    [PricingErrorCode.discountOverlaps]: { key: 'SETTINGS.FIDELITY.ERRORS.OVERLAP_DATES' },
    [SettingsErrorCode.periodStartsBeforePrevious]: { key: 'SETTINGS.PERIODS.START_BEFORE_PREVIOUS' },
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
  [CatalogueErrorCode.productNumberTaken]: {
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

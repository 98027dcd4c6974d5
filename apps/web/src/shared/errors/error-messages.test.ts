import { CatalogueErrorCode } from '@velodesk/contract/api/catalogue';
import { CustomerErrorCode } from '@velodesk/contract/api/customers';
import { PricingErrorCode } from '@velodesk/contract/api/pricing';
import { PlatformErrorCode, StaySystemErrorCode } from '@velodesk/contract/errors';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import de from '@/i18n/locales/de.ts';
import en from '@/i18n/locales/en.ts';
import es from '@/i18n/locales/es.ts';
import fr from '@/i18n/locales/fr.ts';
import it_ from '@/i18n/locales/it.ts';
import ru from '@/i18n/locales/ru.ts';
import { ApiError, apiErrorFromBody } from '../api/api-error.ts';
import {
  errorMessageKey,
  errorMessageKeys,
  fieldErrors,
  messagesByField,
  messagesWithValues,
  violationMessage,
} from './error-messages.ts';

type Tree = { [key: string]: string | Tree };
const texts: Record<string, Tree> = { en, fr, es, de, it: it_, ru };
const textOf = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/**
 * Every code the contract declares: the values of each exported `…ErrorCode` object of its
 * modules, found by name (a new module's codes are checked without touching this test).
 */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/contract/src/**/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const codeObjects = Object.values(contractModules).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('ErrorCode') && typeof value === 'object' && value !== null)
    .map(([, value]) => value as Record<string, string>),
);
const contractCodes = codeObjects.flatMap((codes) => Object.values(codes));

const hydra = (status: number, code: string, violations: object[] = []) => ({
  '@type': 'hydra:Error',
  'hydra:title': 'x',
  'hydra:description': 'An English description the screens never show when the code has a message.',
  status,
  code,
  violations,
});

describe('the code -> message-key map', () => {
  it('lists every code of the contract (null: the screen says it with its own key)', () => {
    // The contract's code objects were found (platform, stay system, access, customers, settings…).
    expect(codeObjects.length).toBeGreaterThanOrEqual(10);
    expect(contractCodes).toContain(StaySystemErrorCode.unavailable);
    const mapped = new Set(Object.keys(errorMessageKeys));
    expect(contractCodes.filter((code) => !mapped.has(code))).toEqual([]);
  });

  const keys = [
    ...new Set([
      ...Object.values(errorMessageKeys).filter((key) => key !== null),
      ...Object.values(messagesWithValues).map((entry) => entry.key),
      ...Object.values(messagesByField).flatMap((byField) => Object.values(byField)),
    ]),
  ];

  it.each(Object.keys(texts))('has a text for every key in %s', (language) => {
    const tree = texts[language] as Tree;
    const missing = keys.filter((key) => typeof textOf(tree, key) !== 'string' || textOf(tree, key) === '');
    expect(missing).toEqual([]);
  });
});

describe('errorMessageKey', () => {
  it('takes the key of the code, whatever the description says', () => {
    const error = apiErrorFromBody(409, '', hydra(409, PricingErrorCode.taxRuleExists));
    expect(errorMessageKey(error, 'SETTINGS.FORM.INVALID')).toBe(
      'SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_TAKEN',
    );
  });

  it("takes a violation's code when the failure's own has no message", () => {
    const error = apiErrorFromBody(
      422,
      '',
      hydra(422, PlatformErrorCode.validationFailed, [
        { propertyPath: 'email', message: 'taken', code: CustomerErrorCode.emailTaken },
      ]),
    );
    expect(errorMessageKey(error, 'CUSTOMERS.ADD_ERROR')).toBe('USERS.NAME_EXISTS');
  });

  it("falls back to the screen's key for a generic or unknown code, or no API error", () => {
    expect(
      errorMessageKey(
        apiErrorFromBody(422, '', hydra(422, PlatformErrorCode.validationFailed)),
        'CUSTOMERS.ADD_ERROR',
      ),
    ).toBe('CUSTOMERS.ADD_ERROR');
    // A code that says what happened has its own message.
    expect(
      errorMessageKey(
        apiErrorFromBody(404, '', hydra(404, PlatformErrorCode.notFound)),
        'CUSTOMERS.ADD_ERROR',
      ),
    ).toBe('ERRORS.NOT_FOUND');
    expect(
      errorMessageKey(apiErrorFromBody(409, '', hydra(409, 'SOMETHING_NEW')), 'CUSTOMERS.ADD_ERROR'),
    ).toBe('CUSTOMERS.ADD_ERROR');
    expect(errorMessageKey(new ApiError({ status: 0, title: 'Network error', description: '' }))).toBe(
      'TECHNIQUE_ERROR',
    );
    expect(errorMessageKey(new Error('boom'), 'CUSTOMERS.ADD_ERROR')).toBe('CUSTOMERS.ADD_ERROR');
  });
});

describe('violation messages', () => {
  it('says an overlapping discount with its dates, in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const violation = {
      propertyPath: 'startDate',
      message:
        'Another loyalty discount for this level covers part of these dates. (2026-01-01 to 2026-12-31)',
      code: PricingErrorCode.discountOverlaps,
      params: { start: '2026-01-01', end: '2026-12-31' },
    };
    const text = violationMessage(i18n.t, violation, { formatDate: (date) => `[${date}]` });
    expect(text).toBe(
      i18n.t('SETTINGS.FIDELITY.ERRORS.OVERLAP_DATES', { start: '[2026-01-01]', end: '[2026-12-31]' }),
    );
    expect(text).toContain('[2026-12-31]');
    // The dates come from the params only, never from the English message.
    expect(violationMessage(i18n.t, { ...violation, params: undefined })).toBe(
      i18n.t('SETTINGS.FIDELITY.ERRORS.OVERLAP'),
    );
    await i18n.changeLanguage('en');
  });

  it("keeps the server's words for a rule without a message, unless the screen names a fallback", () => {
    const violation = {
      propertyPath: 'name',
      message: 'name is too long.',
      code: PlatformErrorCode.validationFailed,
    };
    expect(violationMessage(i18n.t, violation)).toBe('name is too long.');
    expect(violationMessage(i18n.t, violation, { fallbackKey: 'SETTINGS.FORM.INVALID' })).toBe(
      i18n.t('SETTINGS.FORM.INVALID'),
    );
  });

  it('says which number of a product is taken, by the field the code is on', () => {
    const taken = (propertyPath: string) => ({
      propertyPath,
      message: `${propertyPath} "X1" is already used by another product.`,
      code: CatalogueErrorCode.productNumberTaken,
    });
    expect(violationMessage(i18n.t, taken('internalNumber'))).toBe(
      i18n.t('FLEET.ERRORS.INTERNAL_NUMBER_TAKEN'),
    );
    expect(violationMessage(i18n.t, taken('serialNumber'))).toBe(i18n.t('FLEET.ERRORS.SERIAL_NUMBER_TAKEN'));
  });

  it('gives the first message of each field', () => {
    const error = apiErrorFromBody(
      422,
      '',
      hydra(422, PlatformErrorCode.validationFailed, [
        { propertyPath: 'validFrom', message: 'x', code: PricingErrorCode.taxRateInPast },
        { propertyPath: 'validFrom', message: 'second' },
        { propertyPath: 'rate', message: 'rate: too high.' },
      ]),
    );
    expect(fieldErrors(error, i18n.t)).toEqual({
      validFrom: i18n.t('SETTINGS.TAX_RULES.ERRORS.RATE_IN_PAST'),
      rate: 'rate: too high.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from './api-violations.ts';
import { errorsByPath, fieldMessage } from './field-message.ts';
import { hasServerErrors, serverErrorType } from './use-velodesk-form.ts';

const t = i18n.getFixedT('en');

describe('fieldMessage', () => {
  it('says "required" for an empty field, the form rule, the field rule, then a generic text', async () => {
    await i18n.changeLanguage('en');
    const keys = {
      required: 'SETTINGS.TAXES.DESCRIPTION_REQUIRED',
      custom: 'SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER',
      invalid: 'SETTINGS.FIDELITY.ERRORS.PERCENTAGE_RANGE',
    } as const;
    expect(fieldMessage(t, undefined, '', keys)).toBeUndefined();
    expect(fieldMessage(t, { type: 'too_small' }, '  ', keys)).toBe(t(keys.required));
    expect(fieldMessage(t, { type: 'custom' }, '2031-01-01', keys)).toBe(t(keys.custom));
    expect(fieldMessage(t, { type: 'too_big' }, '120', keys)).toBe(t(keys.invalid));
    expect(fieldMessage(t, { type: 'too_big', message: 'too_long:80' }, 'x'.repeat(81))).toBe(
      'At most 80 characters.',
    );
    expect(fieldMessage(t, { type: 'invalid_format' }, 'x')).toBe('This value is not valid.');
    expect(fieldMessage(t, { type: serverErrorType, message: 'Taken.' }, 'x', keys)).toBe('Taken.');
  });

  it('finds nested errors by their dotted path', () => {
    const errors = { name: { type: 'too_small' }, phones: [undefined, { type: 'custom' }] };
    expect(Object.keys(errorsByPath(errors as never))).toEqual(['name', 'phones.1']);
  });
});

describe('applyApiViolations', () => {
  const formWith = (values: Record<string, unknown>) => {
    const set: Record<string, { type: string; message?: string }> = {};
    return {
      set,
      form: {
        getValues: () => values,
        setError: (name: string, error: { type: string; message?: string }) => {
          set[name] = error;
        },
      } as never,
    };
  };
  const refusal = new ApiError({
    status: 422,
    title: 'Unprocessable',
    description: 'Invalid',
    violations: [
      { propertyPath: 'email.email', message: 'This e-mail is not valid.' },
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'name', message: 'A second one on the same field.' },
      { propertyPath: 'newAccountingPeriods.0', message: 'Overlaps.' },
    ],
  });

  it('puts each violation on its field, once, and answers those that name no field', () => {
    const { form, set } = formWith({ name: '', email: '' });
    const unplaced = applyApiViolations(form, refusal, t);
    expect(set).toEqual({
      'email.email': { type: serverErrorType, message: 'This e-mail is not valid.' },
      name: { type: serverErrorType, message: 'Name is required.' },
    });
    expect(unplaced).toEqual(['Overlaps.']);
    expect(hasServerErrors(set as never)).toBe(true);
  });

  it('lets a form name the field and the text', () => {
    const { form, set } = formWith({ email: '' });
    applyApiViolations(form, refusal, t, {
      fieldOf: (path) => (path.startsWith('email') ? 'email' : undefined),
      messageOf: () => 'Already used.',
    });
    expect(set).toEqual({ email: { type: serverErrorType, message: 'Already used.' } });
  });

  it('does nothing for a failure that is not an API refusal', () => {
    const { form, set } = formWith({ name: '' });
    expect(applyApiViolations(form, new Error('offline'), t)).toEqual([]);
    expect(set).toEqual({});
  });
});

import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/min';
import { isPhoneShaped, phoneExample, phoneMaxLength } from './phone-shape.ts';

/**
 * The one phone rule of the product (issue 9, "Phones, one rule"). Every phone is stored in its
 * normal form, E.164 (+33610078557): the API reads what a user typed with `readPhone`, in the
 * country the context gives (the customer's country, the billing company's country, else the
 * country of the user's site), and the web app shows it with `formatPhone` (+33 6 10 07 85 57).
 * Uniqueness is on the normal form, so "06 10 07 85 57" and "+33 6 10 07 85 57" are one number.
 * What a phone looks like before it is read (its characters, its length) is in `phone-shape.ts`.
 */

/** The ISO 3166-1 code of a country whose national numbers can be read, or undefined ("Autres"). */
export const phoneRegion = (iso: string | null | undefined): CountryCode | undefined => {
  const code = iso?.trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
};

export type PhoneReading = { ok: true; number: string } | { ok: false; message: string };

/**
 * Reads a typed phone number: international (+33 6 10 07 85 57, 0033 6…) in any country, or
 * national (06 10 07 85 57) in `region`. Gives the E.164 normal form, or a message saying why it
 * is refused (`label` names the field in it).
 */
export const readPhone = (input: string, region?: string | null, label = 'number'): PhoneReading => {
  const value = input.trim();
  if (value === '') return { ok: false, message: `${label} is required.` };
  if (!isPhoneShaped(value)) {
    return {
      ok: false,
      message: `${label} is not a phone number: use digits, spaces, dots or dashes, and + before a country code (e.g. ${phoneExample}).`,
    };
  }
  if (value.length > phoneMaxLength) {
    return { ok: false, message: `${label} has ${phoneMaxLength} characters at most.` };
  }
  const country = phoneRegion(region);
  const digits = value.replace(/\D/g, '');
  const international = value.startsWith('+') || value.startsWith('00');
  if (!international && !country) {
    return {
      ok: false,
      message: `${label} is a national number but its country is not known: write it with its country code (e.g. ${phoneExample}).`,
    };
  }
  const where = country && !international ? ` in ${country}` : '';
  try {
    const parsed = parsePhoneNumberWithError(
      value.startsWith('00') ? `+${digits.slice(2)}` : value,
      country ? { defaultCountry: country } : undefined,
    );
    if (!parsed.isValid()) {
      return {
        ok: false,
        message: `${label} "${value}" is not a valid phone number${where} (e.g. ${phoneExample}).`,
      };
    }
    return { ok: true, number: parsed.number };
  } catch (error) {
    const reason = error instanceof ParseError ? error.message : '';
    const why =
      reason === 'TOO_SHORT'
        ? 'is too short'
        : reason === 'TOO_LONG'
          ? 'is too long'
          : reason === 'INVALID_COUNTRY'
            ? 'has an unknown country code'
            : 'is not a valid phone number';
    return { ok: false, message: `${label} "${value}" ${why}${where} (e.g. ${phoneExample}).` };
  }
};

/** The E.164 normal form of a typed phone, or null when it cannot be read. */
export const normalisePhone = (input: string, region?: string | null): string | null => {
  const reading = readPhone(input, region);
  return reading.ok ? reading.number : null;
};

/**
 * A key to compare typed phones (duplicates in a list, "is it the number on file?"): the normal
 * form when the number can be read, else the digits and leading + of what was typed.
 */
export const phoneKey = (input: string, region?: string | null): string =>
  normalisePhone(input, region) ?? input.trim().replace(/[^\d+]/g, '');

/**
 * A stored phone for reading, in the international format (+33 6 10 07 85 57, +39 045 640 0001).
 * A value that is not a phone number (an old row) is shown as stored.
 */
export const formatPhone = (stored: string, region?: string | null): string => {
  const value = stored.trim();
  if (value === '') return value;
  try {
    const country = phoneRegion(region);
    const parsed = parsePhoneNumberWithError(value, country ? { defaultCountry: country } : undefined);
    return parsed.isValid() ? parsed.formatInternational() : value;
  } catch {
    return value;
  }
};

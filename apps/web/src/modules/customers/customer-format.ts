import type { CustomerRead } from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import { formatPhone as formatStoredPhone } from '@velodesk/contract/phones';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { countryName } from '@/ui/country-name.ts';

/** How the customers screens show values: '-' for what is missing, names, phones, dates. */
export const missing = '-';

export const orDash = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? missing : value;

export const isCompany = (customer: Pick<CustomerRead, 'type'>): boolean =>
  customer.type.id === CustomerType.company;

/** "First Last" for an individual, the name of a company. */
export const customerDisplayName = (customer: Pick<CustomerRead, 'type' | 'name' | 'lastname'>): string => {
  if (isCompany(customer)) return orDash(customer.name);
  return orDash([customer.name, customer.lastname].filter((part) => part?.trim()).join(' '));
};

export const customerTypeLabel = (customer: Pick<CustomerRead, 'type'>, t: TFunction): string =>
  isCompany(customer) ? t('CUSTOMERS.TYPE_COMPANY') : t('CUSTOMERS.TYPE_INDIVIDUAL');

const civilityKeys: Readonly<Record<number, TextKey>> = {
  1: 'CUSTOMERS.CIVILITY_MR',
  2: 'CUSTOMERS.CIVILITY_MRS',
  3: 'CUSTOMERS.CIVILITY_MX',
};

export const civilityLabel = (
  civility: { id: number; description: string } | null | undefined,
  t: TFunction,
): string => {
  if (!civility) return missing;
  const key = civilityKeys[civility.id];
  return key ? t(key) : civility.description;
};

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language (its name is its code, e.g. "fr") named in the interface language. */
export const languageLabel = (
  item: { name: string; description: string } | null | undefined,
  interfaceLanguage: string,
): string => {
  if (!item) return missing;
  let names = languageNames.get(interfaceLanguage);
  if (!names) {
    names = new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'none' });
    languageNames.set(interfaceLanguage, names);
  }
  try {
    const name = names.of(item.name);
    return name ? `${name.charAt(0).toLocaleUpperCase(interfaceLanguage)}${name.slice(1)}` : item.description;
  } catch {
    return item.description;
  }
};

export const countryLabel = (
  country: { name: string; codeIso31662: string } | null | undefined,
  interfaceLanguage: string,
): string => (country ? countryName(country, interfaceLanguage) : missing);

/**
 * A stored phone (E.164) for reading, in the international format: +33 6 12 34 56 78, its groups
 * joined by no-break spaces so that a number never wraps in the middle (a list of phones may wrap
 * between numbers).
 */
export const formatPhone = (number: string): string => formatStoredPhone(number).replace(/ /g, '\u00a0');

export const phonesText = (phones: readonly { number: string }[]): string =>
  phones.length === 0 ? missing : phones.map((phone) => formatPhone(phone.number)).join(', ');

export const personName = (user: { firstName: string | null; lastName: string | null }): string =>
  orDash([user.firstName, user.lastName].filter((part) => part?.trim()).join(' '));

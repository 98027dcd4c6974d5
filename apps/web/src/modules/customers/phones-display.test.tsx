import { screen } from '@testing-library/react';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { uniquenessAnswer } from '@velodesk/contract/api/reference';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { checkUniqueness } from '@/modules/reference/api/uniqueness-api.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ContactsTable } from './components/contacts/contacts-table.tsx';
import { formatPhone, phonesText } from './customer-format.ts';
import { duplicatePhoneRows, isPhoneRefused } from './form/phones-rules.ts';

/** Issue 9: phones are stored in E.164 and shown in the international format (the contract's). */
describe('phones on the customers screens', () => {
  it('keeps each number on one line: its groups joined by no-break spaces', () => {
    expect(formatPhone('+33610078557')).toBe('+33\u00a06\u00a010\u00a007\u00a085\u00a057');
    expect(phonesText([{ number: '+33240000001' }, { number: '+447911123456' }])).toMatch(
      /^\+33\u00a02\u00a040\u00a000\u00a000\u00a001, \+44/,
    );
  });

  it('formats stored numbers in the international format', () => {
    const shown = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(shown(formatPhone('+33610078557'))).toBe('+33 6 10 07 85 57');
    expect(shown(formatPhone('+390456400001'))).toBe('+39 045 640 0001');
    expect(shown(formatPhone('+4915123456789'))).toBe('+49 1512 3456789');
    expect(shown(phonesText([{ number: '+33240000001' }, { number: '+447911123456' }]))).toBe(
      '+33 2 40 00 00 01, +44 7911 123456',
    );
    expect(phonesText([])).toBe('-');
  });

  it('finds a repeated number in a phone list whatever its notation', () => {
    expect([...duplicatePhoneRows(['+33 6 10 07 85 57', '+33610078557', '0033 6 10 07 85 57'])]).toEqual([
      1, 2,
    ]);
  });

  it("accepts national input in the customer's country and refuses what the API refuses", () => {
    expect(isPhoneRefused('06 10 07 85 57', 'FR')).toBe(false);
    expect(isPhoneRefused('0151 23456789', 'DE')).toBe(false);
    expect(isPhoneRefused('+33 6 10 07 85 57', null)).toBe(false);
    // Without a country the API reads a national number in the site's country: shape only here.
    expect(isPhoneRefused('06 10 07 85 57', null)).toBe(false);
    expect(isPhoneRefused('06 12', 'FR')).toBe(true);
    expect(isPhoneRefused('+33 6 1', null)).toBe(true);
    expect(isPhoneRefused('call me', null)).toBe(true);
    expect(isPhoneRefused('', 'FR')).toBe(false);
  });

  const company = {
    '@id': '/api/customers/40',
    '@type': 'Customer',
    id: 40,
    type: { '@id': '/api/customer_types/1', id: 1, description: 'Société' },
    name: 'Fahrrad GmbH',
    lastname: null,
    civility: null,
    address: null,
    complement: null,
    city: null,
    country: { '@id': '/api/countries/83', id: 83, name: 'Allemagne', codeIso31662: 'DE' },
    language: null,
    fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
    email: null,
    phoneNumber: null,
    phones: [{ '@id': '/api/phones/7', id: 7, number: '+49301234567' }],
    canvassing: false,
    huttosoft: null,
    huttosoftCode: null,
    isActive: true,
    birthDate: null,
    identityNumber: null,
    tradeCompanyRegister: null,
    tvaIntracom: null,
    contacts: [
      {
        '@id': '/api/contacts/3',
        '@type': 'Contact',
        id: 3,
        customer: '/api/customers/40',
        civility: null,
        firstname: 'Anna',
        lastname: 'Schmidt',
        email: null,
        phoneNumber: { '@id': '/api/phones/8', id: 8, number: '+33610078557' },
        function: null,
        identityNumber: null,
        birthDate: null,
      },
    ],
    comments: [],
  } as unknown as CustomerDetail;

  it("shows a contact's phone formatted in the contacts table", async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ContactsTable company={company} />);
    const table = await screen.findByTestId('contacts-table');
    expect(table.textContent?.replace(/\u00a0/g, ' ')).toContain('+33 6 10 07 85 57');
    expect(table.textContent).not.toContain('+33610078557');
  });

  describe('the uniqueness check', () => {
    useApiServer();
    beforeEach(() => {
      server.use(onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: false }));
    });

    it("sends the country a national number is read in (the customer's), as the save reads it", async () => {
      expect(await checkUniqueness('phone', 'number', '0610078557', { country: '/api/countries/75' })).toBe(
        false,
      );
      await checkUniqueness('email', 'email', 'a@b.fr');
      expect(apiCalls('POST').map((call) => [call.path, call.body])).toEqual([
        ['/check/uniqueness/phone', { field: 'number', value: '0610078557', country: '/api/countries/75' }],
        ['/check/uniqueness/email', { field: 'email', value: 'a@b.fr' }],
      ]);
    });
  });
});

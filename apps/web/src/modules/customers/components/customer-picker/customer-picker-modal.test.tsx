import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { CustomerPickerModal } from './customer-picker-modal.tsx';

const stayClient = {
  '@id': '/api/huttosoft/get_customer/1001',
  '@type': 'StayCustomer',
  clientId: '1001',
  clientCode: 'PINS-0001',
  firstName: 'Jean',
  lastName: 'Martin',
  civilityCode: 'M',
  countryName: 'France',
  countryIso: 'FR',
  address: '14 rue des Lilas',
  addressComplement: 'Bâtiment B',
  city: 'Lyon',
  language: 'fr',
  fidelityRank: 1,
  emplacementName: 'A12',
  stayDateStart: '2026-07-01',
  stayDateEnd: '2026-07-08',
  stayUrl: 'http://stays.example/stays/51001',
  stayId: '51001',
  stayState: 4,
};

const ref = (resource: string, id: number) => ({ '@id': `/api/${resource}/${id}`, id });

const imported = {
  '@id': '/api/customers/901',
  '@type': 'Customer',
  id: 901,
  type: { ...ref('customer_types', 2), description: 'Particulier' },
  name: 'Jean',
  lastname: 'Martin',
  civility: { ...ref('civilities', 1), description: 'M.' },
  address: '14 rue des Lilas',
  complement: 'Bâtiment B',
  city: 'Lyon',
  country: { ...ref('countries', 75), name: 'France', codeIso31662: 'FR' },
  language: { ...ref('languages', 1), name: 'fr', description: 'Français' },
  fidelity: { ...ref('fidelities', 2), level: 1 },
  email: { ...ref('emails', 40), email: 'jean.martin@guests.example.com' },
  phoneNumber: null,
  phones: [],
  canvassing: false,
  huttosoft: '1001',
  huttosoftCode: 'PINS-0001',
  isActive: true,
  birthDate: null,
  identityNumber: null,
  tradeCompanyRegister: null,
  tvaIntracom: null,
  contacts: [],
  comments: [],
  stayId: '51001',
  stayLink: 'http://stays.example/stays/51001',
  emplacementName: 'A12',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/ld+json' } });

const calls: string[] = [];
let importAnswer: () => Response = () => json(imported, 201);

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
  if (url.pathname === '/api/huttosoft/search_customer') {
    return json({
      '@id': '/api/huttosoft/search_customer',
      '@type': 'hydra:Collection',
      'hydra:member': [stayClient],
      'hydra:totalItems': 1,
    });
  }
  if (url.pathname === '/api/huttosoft/import_customer/1001') return importAnswer();
  return json(
    { '@type': 'hydra:Error', 'hydra:title': 'Not found', 'hydra:description': '', status: 404 },
    404,
  );
});

describe('CustomerPickerModal', () => {
  beforeEach(async () => {
    calls.length = 0;
    importAnswer = () => json(imported, 201);
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const searchMartin = async () => {
    fireEvent.click(screen.getByLabelText('Stay management system'));
    fireEvent.change(screen.getByTestId('stay-lastname'), { target: { value: 'Martin' } });
    fireEvent.click(screen.getByTestId('stay-search'));
    await screen.findByTestId('stay-result-row');
  };

  it('imports a stay-system client, shows it, and hands it over on validate', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<CustomerPickerModal opened onClose={() => {}} onSelect={onSelect} />);
    await searchMartin();
    expect(screen.getByTestId('stay-result-row').textContent).toContain('A12');
    fireEvent.click(screen.getByTestId('stay-result-row'));
    const selected = await screen.findByTestId('picker-selected');
    expect(calls).toContain('POST /api/huttosoft/import_customer/1001');
    expect(selected.textContent).toContain('Jean Martin');
    expect(selected.textContent).toContain('jean.martin@guests.example.com');
    expect(selected.textContent).toContain('Lyon');
    fireEvent.click(screen.getByTestId('picker-validate'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 901, lastname: 'Martin' }), {
      stayId: '51001',
      stayLink: 'http://stays.example/stays/51001',
      emplacementName: 'A12',
    });
  });

  it('shows a refused import in the interface language and keeps the results', async () => {
    importAnswer = () =>
      json(
        {
          '@type': 'hydra:Error',
          'hydra:title': 'An error occurred',
          'hydra:description': 'CUSTOMERS.errors.no_countries_ISO_code',
          status: 422,
        },
        422,
      );
    const onSelect = vi.fn();
    renderWithProviders(<CustomerPickerModal opened onClose={() => {}} onSelect={onSelect} />);
    await searchMartin();
    fireEvent.click(screen.getByTestId('stay-result-row'));
    await waitFor(() =>
      expect(screen.getByTestId('stay-error').textContent).toBe(
        "This client's country is unknown to Velodesk: the client cannot be imported.",
      ),
    );
    expect(screen.getByTestId('stay-result-row')).toBeTruthy();
    expect(screen.queryByTestId('picker-selected')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  describe('a stay-system failure, in the interface language', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    const failImport = async (answer: Response) => {
      importAnswer = () => answer;
      renderWithProviders(<CustomerPickerModal opened onClose={() => {}} onSelect={() => {}} />);
      await i18n.changeLanguage('fr');
      fireEvent.click(screen.getByLabelText('Logiciel de gestion des séjours'));
      fireEvent.change(screen.getByTestId('stay-lastname'), { target: { value: 'Martin' } });
      fireEvent.click(screen.getByTestId('stay-search'));
      fireEvent.click(await screen.findByTestId('stay-result-row'));
      await waitFor(() => expect(screen.queryByTestId('stay-error')).not.toBeNull());
      return screen.getByTestId('stay-error').textContent;
    };

    it("translates STAY_SYSTEM_ERROR, never the stay system's raw words", async () => {
      const text = await failImport(
        json(
          {
            '@type': 'hydra:Error',
            'hydra:title': 'Bad Gateway',
            'hydra:description': 'Internal error',
            status: 502,
            code: 'STAY_SYSTEM_ERROR',
          },
          502,
        ),
      );
      expect(text).toBe(i18n.getFixedT('fr')('ERRORS.STAY_SYSTEM_ERROR'));
      expect(text).not.toContain('Internal error');
    });

    it('translates STAY_SYSTEM_UNAVAILABLE', async () => {
      const text = await failImport(
        json(
          {
            '@type': 'hydra:Error',
            'hydra:title': 'Gateway Timeout',
            'hydra:description': 'The stay system did not answer in time.',
            status: 504,
            code: 'STAY_SYSTEM_UNAVAILABLE',
          },
          504,
        ),
      );
      expect(text).toBe(i18n.getFixedT('fr')('ERRORS.STAY_SYSTEM_UNAVAILABLE'));
    });

    it('shows a code-less 502 as a technical error, never the raw words', async () => {
      const text = await failImport(
        json(
          {
            '@type': 'hydra:Error',
            'hydra:title': 'Bad Gateway',
            'hydra:description': 'Internal error',
            status: 502,
          },
          502,
        ),
      );
      expect(text).toBe(i18n.getFixedT('fr')('TECHNIQUE_ERROR'));
      expect(text).not.toContain('Internal error');
    });
  });
});

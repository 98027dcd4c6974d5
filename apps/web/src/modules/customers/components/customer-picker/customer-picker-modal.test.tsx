import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type StayCustomerRead,
  type StayImportAnswer,
  stayCustomerRead,
  stayImportAnswer,
} from '@velodesk/contract/api/customers';
import { type HydraError, hydraCollection } from '@velodesk/contract/hydra';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CustomerPickerModal } from './customer-picker-modal.tsx';

const stayClient: StayCustomerRead = {
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

const imported: StayImportAnswer = {
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

const importPath = '/huttosoft/import_customer/1001';

/** The stay system finds Martin; the import answers the local customer unless a test says otherwise. */
const stayServer = () => [
  onApi(
    'GET',
    '/huttosoft/search_customer',
    hydraCollection(stayCustomerRead),
    collectionOf('huttosoft/search_customer', [stayClient]),
  ),
  onApi('POST', importPath, stayImportAnswer, imported, { status: 201 }),
];

/** The import refused with a hydra error, as the API's error handler writes it. */
const refusedImport = (error: Omit<HydraError, '@type'>) => {
  const { status, ...rest } = error;
  server.use(onApiError('POST', importPath, status, rest));
};

describe('CustomerPickerModal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...stayServer());
    await i18n.changeLanguage('en');
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
    expect(apiCalls('POST', importPath)).toHaveLength(1);
    expect(selected.textContent).toContain('Jean Martin');
    expect(selected.textContent).toContain('jean.martin@guests.example.com');
    expect(selected.textContent).toContain('Lyon');
    fireEvent.click(screen.getByTestId('picker-validate'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 901, lastname: 'Martin' }), {
      stayId: '51001',
      stayLink: 'http://stays.example/stays/51001',
      emplacementName: 'A12',
      // The stay's last day, for the rental screens' warning of a rental ending after it.
      stayEndDate: '2026-07-08',
    });
  });

  it('drops the present-stay results when the search turns to reservations, with no error yet', async () => {
    renderWithProviders(<CustomerPickerModal opened onClose={() => {}} onSelect={() => {}} />);
    await searchMartin();
    fireEvent.click(screen.getByLabelText('Reservation'));
    expect(screen.queryByTestId('stay-result-row')).toBeNull();
    expect(screen.getByTestId('stay-start')).toBeTruthy();
    expect(screen.queryByText('Give the date of the reservation.')).toBeNull();
  });

  it('shows a refused import in the interface language and keeps the results', async () => {
    refusedImport({
      'hydra:title': 'An error occurred',
      'hydra:description': "The client's country is unknown to Velodesk.",
      status: 422,
      code: 'UNKNOWN_COUNTRY_ISO',
    });
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

    const failImport = async (error: Omit<HydraError, '@type'>) => {
      refusedImport(error);
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
      const text = await failImport({
        'hydra:title': 'Bad Gateway',
        'hydra:description': 'Internal error',
        status: 502,
        code: 'STAY_SYSTEM_ERROR',
      });
      expect(text).toBe(i18n.getFixedT('fr')('ERRORS.STAY_SYSTEM_ERROR'));
      expect(text).not.toContain('Internal error');
    });

    it('translates STAY_SYSTEM_UNAVAILABLE', async () => {
      const text = await failImport({
        'hydra:title': 'Gateway Timeout',
        'hydra:description': 'The stay system did not answer in time.',
        status: 504,
        code: 'STAY_SYSTEM_UNAVAILABLE',
      });
      expect(text).toBe(i18n.getFixedT('fr')('ERRORS.STAY_SYSTEM_UNAVAILABLE'));
    });

    it('shows a code-less 502 as a technical error, never the raw words', async () => {
      const text = await failImport({
        'hydra:title': 'Bad Gateway',
        'hydra:description': 'Internal error',
        status: 502,
      });
      expect(text).toBe(i18n.getFixedT('fr')('TECHNIQUE_ERROR'));
      expect(text).not.toContain('Internal error');
    });
  });
});

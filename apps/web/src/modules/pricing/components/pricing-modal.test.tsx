import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type DurationTypeRead,
  durationTypeRead,
  type PricingRead,
  type PricingTypeRead,
  pricingRead,
  pricingTypeRead,
  type TaxRuleRead,
  taxRuleRead,
} from '@velodesk/contract/api/pricing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PricingModal } from './pricing-modal.tsx';

const country = { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' };

/** A weekly external pricing already set for the owner (company 1, declination 4). */
const weeklyExternal: PricingRead = {
  '@id': '/api/pricings/31',
  '@type': 'Pricing',
  id: 31,
  company: {
    '@id': '/api/companies/1',
    id: 1,
    corporateName: 'Vélodesk Atlantique SAS',
    display: { '@id': '/api/displays/1', id: 1, name: 'TTC' },
  },
  declination: {
    '@id': '/api/declinations/4',
    id: 4,
    range: { '@id': '/api/ranges/1', id: 1, name: 'musculaire' },
    model: 'VTT',
    size: 'L',
  },
  pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
  durationType: { '@id': '/api/duration_types/2', id: 2, description: 'Jour' },
  duration: 7,
  price: 80,
  taxRule: { '@id': '/api/tax_rules/1', id: 1, description: 'TVA 20 %' },
};

/** The reference lists the modal's selects read, and the owner's pricings (none unless a test says so). */
const listsServer = (existing: PricingRead[] = []) => [
  onApi('GET', '/pricings', hydraCollection(pricingRead), collectionOf('pricings', existing)),
  onApi(
    'GET',
    '/pricing_types',
    hydraCollection(pricingTypeRead),
    collectionOf<PricingTypeRead>('pricing_types', [
      { '@id': '/api/pricing_types/1', '@type': 'PricingType', id: 1, description: 'Standard' },
      { '@id': '/api/pricing_types/2', '@type': 'PricingType', id: 2, description: 'Externe' },
    ]),
  ),
  onApi(
    'GET',
    '/duration_types',
    hydraCollection(durationTypeRead),
    collectionOf<DurationTypeRead>('duration_types', [
      { '@id': '/api/duration_types/1', '@type': 'DurationType', id: 1, description: 'Demi-journée' },
      { '@id': '/api/duration_types/2', '@type': 'DurationType', id: 2, description: 'Jour' },
    ]),
  ),
  onApi(
    'GET',
    '/tax_rules',
    hydraCollection(taxRuleRead),
    collectionOf<TaxRuleRead>('tax_rules', [
      {
        '@id': '/api/tax_rules/1',
        '@type': 'TaxRule',
        id: 1,
        description: 'TVA 20 %',
        rates: [
          {
            '@id': '/api/tax_rule_rates/1',
            '@type': 'TaxRuleRate',
            id: 1,
            country,
            rate: 20,
            validFrom: '2014-01-01',
            status: 'current',
          },
        ],
      },
    ]),
  ),
];

const posted = () => apiCalls('POST').map((call) => call.body);

const owner = {
  company: { '@id': '/api/companies/1', label: 'Vélodesk Atlantique SAS' },
  declination: { '@id': '/api/declinations/4', label: 'musculaire - VTT - L' },
};

/** Opens a select once the reference lists are loaded, and picks one of its options. */
const pick = async (testId: string, name: string) => {
  await waitFor(() => expect(apiCalls('GET').length).toBeGreaterThanOrEqual(4));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name }));
};

const sameMessage =
  'A pricing with this pricing type, duration type, duration and tax rule already exists for this declination.';

const submit = () => screen.getByTestId('pricing-submit') as HTMLButtonElement;

describe('PricingModal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...listsServer());
    await i18n.changeLanguage('en');
  });

  it('shows company and declination fixed, and requires every other field', async () => {
    renderWithProviders(<PricingModal owner={owner} pricing={null} onClose={() => {}} />);
    expect((screen.getByTestId('pricing-company') as HTMLInputElement).value).toBe('Vélodesk Atlantique SAS');
    expect((screen.getByTestId('pricing-company') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('pricing-declination') as HTMLInputElement).value).toBe(
      'musculaire - VTT - L',
    );
    expect(submit().disabled).toBe(true);

    fireEvent.blur(screen.getByTestId('pricing-price'));
    expect(await screen.findByText('The price is required.')).toBeTruthy();

    await pick('pricing-type', 'Standard');
    await pick('pricing-duration-type', 'Day');
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '0' } });
    fireEvent.blur(screen.getByTestId('pricing-duration'));
    expect(await screen.findByText('The duration is a whole number from 1 to 366.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('pricing-price'), { target: { value: '89.9' } });
    expect(submit().disabled).toBe(true);
    await pick('pricing-tax-rule', 'TVA 20 % · France');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('fixes a half-day pricing to duration 1', async () => {
    renderWithProviders(<PricingModal owner={owner} pricing={null} onClose={() => {}} />);
    await pick('pricing-duration-type', 'Half-day');
    expect((screen.getByTestId('pricing-duration') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '2' } });
    expect(await screen.findByText('A half-day pricing has duration 1.')).toBeTruthy();
  });

  it('sends the contract body and shows the duplicate refused by the server', async () => {
    server.use(
      onApiError('POST', '/pricings', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'A pricing already exists for this declination.',
        violations: [
          { propertyPath: 'declination', message: 'A pricing already exists for this declination.' },
        ],
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<PricingModal owner={owner} pricing={null} onClose={onClose} />);
    await pick('pricing-type', 'External');
    await pick('pricing-duration-type', 'Day');
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('pricing-price'), { target: { value: '42.5' } });
    await pick('pricing-tax-rule', 'TVA 20 % · France');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    expect(await screen.findByTestId('pricing-duplicate')).toBeTruthy();
    // Said once, not again in a notification or under the declination.
    expect(screen.getAllByText(sameMessage)).toHaveLength(1);
    expect(posted()).toEqual([
      {
        company: '/api/companies/1',
        declination: '/api/declinations/4',
        pricingType: '/api/pricing_types/2',
        durationType: '/api/duration_types/2',
        duration: 3,
        price: 42.5,
        taxRule: '/api/tax_rules/1',
      },
    ]);
    // The same values cannot be sent again; changing one of them lifts the block.
    expect(submit().disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '4' } });
    await waitFor(() => expect(screen.queryByTestId('pricing-duplicate')).toBeNull());
    expect(submit().disabled).toBe(false);
  });

  it('says while choosing, once, that the owner already has this pricing', async () => {
    server.use(...listsServer([weeklyExternal]));
    renderWithProviders(<PricingModal owner={owner} pricing={null} onClose={() => {}} />);
    await pick('pricing-type', 'External');
    await pick('pricing-duration-type', 'Day');
    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('pricing-price'), { target: { value: '75' } });
    expect(screen.queryByText(sameMessage)).toBeNull();
    await pick('pricing-tax-rule', 'TVA 20 % · France');

    expect(await screen.findByText(sameMessage)).toBeTruthy();
    expect(screen.getAllByText(sameMessage)).toHaveLength(1);
    for (const testId of ['pricing-type', 'pricing-duration-type', 'pricing-duration', 'pricing-tax-rule']) {
      expect(screen.getByTestId(testId).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByTestId('pricing-price').getAttribute('aria-invalid')).not.toBe('true');
    expect(submit().disabled).toBe(true);

    fireEvent.change(screen.getByTestId('pricing-duration'), { target: { value: '14' } });
    await waitFor(() => expect(screen.queryByText(sameMessage)).toBeNull());
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('does not count the edited pricing as its own clash', async () => {
    server.use(...listsServer([weeklyExternal]));
    renderWithProviders(<PricingModal owner={owner} pricing={weeklyExternal} onClose={() => {}} />);
    await waitFor(() => expect(apiCalls('GET', '/pricings')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText(sameMessage)).toBeNull();
  });
});

import type { AvailableProductGroup, DeclinationPricingModel } from '@velodesk/contract/api/rentals';
import { describe, expect, it } from 'vitest';
import { hasPrice, isCompatible, searchProduct } from './product-search.ts';

const model = (id: number, ok: boolean): DeclinationPricingModel => ({
  pricingType: { '@id': `/api/pricing_types/${id}`, id, description: id === 1 ? 'Standard' : 'Externe' },
  pricings: ok ? { TTC: { priceHT: 500, priceTTC: 600, TVA: 20 } } : {},
  error: ok ? null : 'No price.',
});

const group = (
  rangeName: string,
  products: [number, string][],
  fields: Partial<Pick<AvailableProductGroup, 'model' | 'min' | 'max'>> & {
    prices?: [boolean, boolean];
  } = {},
): AvailableProductGroup => {
  const [standard, external] = fields.prices ?? [true, true];
  return {
    '@type': 'AvailableProductGroup',
    declinationId: 1,
    range: { '@id': '/api/ranges/1', id: rangeName === 'musculaire' ? 1 : 2, name: rangeName },
    model: fields.model ?? 'Trek',
    size: 'L',
    min: fields.min === undefined ? 160 : fields.min,
    max: fields.max === undefined ? 190 : fields.max,
    unit: 'cm',
    declinationType: null,
    nbrAvailableProducts: products.length,
    productIds: products.map(([id]) => id),
    availableProducts: products.map(([id, internalNumber]) => ({ id, internalNumber })),
    declinationPricingModels: [model(1, standard), model(2, external)],
    priceAvailable: standard || external,
  };
};

const bikes = group('musculaire', [[1, 'PD-0001']]);
const standardOnly = group('accessoires', [[2, 'PD-0002']], { prices: [true, false] });
const context = { groups: [bikes, standardOnly], excludedProductIds: [], pricingType: 2, bikeCount: 0 };

describe('searchProduct', () => {
  it('finds a product whatever the case and the spaces around the scanned number', () => {
    expect(searchProduct(' pd-0001\t', context)).toMatchObject({ kind: 'found', product: { id: 1 } });
  });

  it('checks the price of the rental pricing type only, any type when it has none yet', () => {
    expect(hasPrice(standardOnly, 2)).toBe(false);
    expect(hasPrice(standardOnly, 1)).toBe(true);
    expect(hasPrice(standardOnly, null)).toBe(true);
    expect(searchProduct('PD-0002', context)).toMatchObject({ kind: 'refused', problem: 'noPrice' });
    expect(searchProduct('PD-0002', { ...context, pricingType: 1 })).toMatchObject({ kind: 'found' });
  });

  it('applies the bike limit to a sixth bike, not to a fifth', () => {
    expect(searchProduct('PD-0001', { ...context, bikeCount: 4 })).toMatchObject({ kind: 'found' });
    expect(searchProduct('PD-0001', { ...context, bikeCount: 5 })).toMatchObject({
      kind: 'refused',
      problem: 'bikeLimit',
    });
  });

  it('replaces only with the same range, model, min and max (the bike count stays the same)', () => {
    expect(isCompatible(bikes, group('musculaire', [], { max: 200 }))).toBe(false);
    expect(isCompatible(bikes, group('musculaire', [], { min: null }))).toBe(false);
    expect(isCompatible(bikes, group('musculaire', [], { model: 'Giant' }))).toBe(false);
    expect(isCompatible(bikes, group('électrique', []))).toBe(false);
    expect(isCompatible(bikes, group('musculaire', []))).toBe(true);
    expect(searchProduct('PD-0001', { ...context, bikeCount: 5, replacedGroup: bikes })).toMatchObject({
      kind: 'found',
    });
  });

  it('refuses a product already in the rental before anything else', () => {
    expect(searchProduct('PD-0002', { ...context, excludedProductIds: [2] })).toMatchObject({
      kind: 'refused',
      problem: 'alreadyChosen',
    });
  });
});

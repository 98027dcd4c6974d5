import { PricingErrorCode } from '@velodesk/contract/api/pricing';
import { DurationType, PricingType } from '@velodesk/contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { createDeclination, createSite, createTaxRule, unique } from '../../test/factories/index.ts';
import { serviceContext } from '../../test/service-actor.ts';
import { actorWith as actor, outcome } from '../../test/service-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDiscount, findDiscounts } from './loyalty-discounts.service.ts';
import { createPricing, deletePricing, findPricingRows } from './pricings.service.ts';
import { createTaxRule as createRule, findTaxRules } from './tax-rules.service.ts';
import { findTaxes } from './taxes.service.ts';

/**
 * The pricing services refuse on their own (called directly, past no route) without the
 * permission the action needs: prices and taxes are written with application settings only.
 */
describe('the pricing services check access themselves', () => {
  let t: TestApp;
  let ctx: AppContext;
  let body: Parameters<typeof createPricing>[2];
  let names: { company: string; range: string; rangeId: number; model: string };

  const settings = actor(['settings_application']);
  const planner = actor(['planning']);

  beforeAll(async () => {
    t = await createTestApp();
    ctx = serviceContext(t);
    const { company, countryId } = await createSite(t.database.db);
    const { declination, range } = await createDeclination(t.database.db);
    names = {
      company: company.corporateName,
      range: range.name,
      rangeId: range.id,
      model: declination.model,
    };
    const rule = await createTaxRule(t.database.db, { countryId, rate: '20.00' });
    body = {
      company: `/api/companies/${company.id}`,
      declination: `/api/declinations/${declination.id}`,
      pricingType: `/api/pricing_types/${PricingType.standard}`,
      durationType: `/api/duration_types/${DurationType.day}`,
      duration: 3,
      price: 45,
      taxRule: `/api/tax_rules/${rule.id}`,
    };
  });
  afterAll(() => t.close());

  it('reads and writes pricings with application settings only', async () => {
    expect(await outcome(() => findPricingRows(ctx, planner, {}))).toMatchObject({ status: 403 });
    expect(await outcome(() => createPricing(ctx, planner, body))).toMatchObject({ status: 403 });
    expect((await findPricingRows(ctx, settings, {})).total).toBe(0);
    const created = await createPricing(ctx, settings, body);
    expect(created).toMatchObject({
      duration: 3,
      price: 45,
      company: { corporateName: names.company, display: { name: 'TTC' } },
      declination: { model: names.model, range: { id: names.rangeId, name: names.range } },
    });
    const ofRange = (rangeId: number) =>
      findPricingRows(ctx, settings, { 'declination.range.id': String(rangeId) }).then((page) =>
        page.members.map((pricing) => pricing.id),
      );
    expect(await ofRange(names.rangeId)).toEqual([created.id]);
    expect(await ofRange(names.rangeId + 1000)).toEqual([]);
    expect(await outcome(() => deletePricing(ctx, planner, created.id))).toMatchObject({ status: 403 });
    expect(await outcome(() => createPricing(ctx, settings, body))).toEqual({
      status: 409,
      code: PricingErrorCode.pricingExists,
    });
    expect(await outcome(() => deletePricing(ctx, settings, created.id))).toBe('ok');
  });

  it('reads taxes with planning or settings, and writes rules and discounts with settings only', async () => {
    expect(await outcome(() => findTaxes(ctx, actor(['rental_reservation']), {}))).toMatchObject({
      status: 403,
    });
    expect(await outcome(() => findTaxes(ctx, planner, {}))).toBe('ok');
    const description = unique('TVA');
    expect(await outcome(() => createRule(ctx, planner, { description }))).toMatchObject({ status: 403 });
    expect((await findTaxRules(ctx, planner, { description })).total).toBe(0);
    const discount = {
      percentage: 5,
      fidelity: '/api/fidelities/2',
      startDate: '2031-01-01',
      endDate: '2031-01-31',
    };
    expect(await outcome(() => createDiscount(ctx, planner, discount))).toMatchObject({ status: 403 });
    expect((await findDiscounts(ctx, planner, { 'fidelity.level': '1' })).total).toBe(0);
    expect(await outcome(() => createDiscount(ctx, settings, discount))).toBe('ok');
    expect((await findDiscounts(ctx, planner, { 'fidelity.level': '1' })).members).toMatchObject([
      { percentage: 5, fidelity: { level: 1 } },
    ]);
  });
});

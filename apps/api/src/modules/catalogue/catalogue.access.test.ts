import { CatalogueErrorCode } from '@velodesk/contract/api/catalogue';
import { ProductStatus } from '@velodesk/contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { transaction } from '../../platform/transactions.ts';
import { createDeclination, createProducts, createSite, unique } from '../../test/factories/index.ts';
import { serviceContext } from '../../test/service-actor.ts';
import { actorWith as actor, outcome } from '../../test/service-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changeProductStatus } from './catalogue.service.ts';
import { importProducts } from './product-import.ts';
import { findProducts, getProduct, updateProduct } from './products.service.ts';
import { createRange, findRanges } from './ranges.service.ts';

/**
 * The catalogue's services refuse on their own (called directly, past no route): without the
 * permission the action needs, and on products of a site the user is not linked to.
 */
describe('the catalogue services check access themselves', () => {
  let t: TestApp;
  let ctx: AppContext;
  let mine: { id: number; name: string };
  let other: { id: number; name: string };
  let productOfMine: number;
  let productOfOther: number;
  let declinationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = serviceContext(t);
    mine = (await createSite(t.database.db, { name: unique('Mine') })).site;
    other = (await createSite(t.database.db, { name: unique('Other') })).site;
    const { declination } = await createDeclination(t.database.db);
    declinationId = declination.id;
    [productOfMine] = (
      await createProducts(t.database.db, { siteId: mine.id, declinationId: declination.id })
    ).map((p) => p.id) as [number];
    [productOfOther] = (
      await createProducts(t.database.db, { siteId: other.id, declinationId: declination.id })
    ).map((p) => p.id) as [number];
  });
  afterAll(() => t.close());

  it('reads a product only with planning, and only of a site the user is linked to', async () => {
    const planner = actor(['planning'], [mine.id]);
    expect(await outcome(() => getProduct(ctx, planner, productOfMine))).toBe('ok');
    expect(await outcome(() => getProduct(ctx, planner, productOfOther))).toMatchObject({ status: 403 });
    expect(await outcome(() => getProduct(ctx, actor([], [mine.id]), productOfMine))).toMatchObject({
      status: 403,
    });
    expect(
      await outcome(() => findProducts(ctx, actor(['rental_reservation'], [mine.id]), {})),
    ).toMatchObject({
      status: 403,
    });
    const listed = await findProducts(ctx, planner, { 'site.id': String(other.id) });
    expect(listed.total).toBe(0);
  });

  it('refuses a status change without planning, and a product of another site', async () => {
    const settingsOnly = actor(['settings_application'], [mine.id]);
    expect(
      await outcome(() =>
        updateProduct(ctx, settingsOnly, productOfMine, { status: '/api/product_statuses/5' }),
      ),
    ).toEqual({ status: 403, code: CatalogueErrorCode.productStatusForbidden });
    const planner = actor(['planning'], [mine.id]);
    expect(
      await outcome(() => updateProduct(ctx, planner, productOfOther, { status: '/api/product_statuses/5' })),
    ).toMatchObject({ status: 403 });
    expect(
      await outcome(() =>
        transaction(ctx, (tx) =>
          changeProductStatus(tx, planner, productOfOther, ProductStatus.outOfService, null),
        ),
      ),
    ).toMatchObject({ status: 403 });
    expect((await getProduct(ctx, actor(['planning'], [other.id]), productOfOther)).status.id).toBe(
      ProductStatus.available,
    );
  });

  it('writes ranges and imports products only with application settings', async () => {
    const name = unique('range');
    const planner = actor(['planning'], [mine.id]);
    expect(await outcome(() => createRange(ctx, planner, { name }))).toMatchObject({ status: 403 });
    expect((await findRanges(ctx, planner, { name })).total).toBe(0);
    const csv = `site;range;model;size;internalNumber\n${mine.name};x;y;z;${unique('N')}`;
    expect(await outcome(() => importProducts(ctx, planner, csv))).toMatchObject({ status: 403 });
    expect(await outcome(() => createRange(ctx, actor(['settings_application'], [mine.id]), { name }))).toBe(
      'ok',
    );
  });

  it("answers products with their site's name, and sorts them by it (read from the sites module)", async () => {
    const everywhere = actor(['planning', 'all_destination']);
    const sorted = async (direction: 'asc' | 'desc') =>
      (
        await findProducts(ctx, everywhere, {
          'declination.id': String(declinationId),
          'order[site.name]': direction,
        })
      ).members.map((product) => [product.id, product.site.name]);
    expect(await sorted('asc')).toEqual([
      [productOfMine, mine.name],
      [productOfOther, other.name],
    ]);
    expect(await sorted('desc')).toEqual([
      [productOfOther, other.name],
      [productOfMine, mine.name],
    ]);
  });
});

import { CatalogueDescription, CatalogueErrorCode } from '@velodesk/contract/api/catalogue';
import { type FeatureIdentifier, hasFeature } from '@velodesk/contract/permissions';
import type { SQL } from 'drizzle-orm';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { findProductRow, type ProductRow, productsOfSites } from './catalogue.repository.ts';

/**
 * The one access call each catalogue service function begins with (docs/architecture.md,
 * "Services"): the permission of the route table, and the site scope of the products it touches.
 * Ranges, declinations and statuses belong to no site; products (and their history) do.
 */

/** Application settings: writing ranges, declinations and products' details. */
export const settingsFeature: readonly FeatureIdentifier[] = ['settings_application'];
/** The fleet screens: reading products and their history, changing a status. */
export const fleetFeature: readonly FeatureIdentifier[] = ['planning'];

/** Reference lists every signed-in user reads (ranges, declinations, statuses). */
export const accessSignedIn = (actor: Actor): void => requireAccess(actor, 'login', 'any');

/** An action on no site's records (writing ranges and declinations). */
export const accessFeature = (actor: Actor, anyOf: readonly FeatureIdentifier[]): void =>
  requireAccess(actor, anyOf, 'any');

/**
 * A list of products (or of their history): the feature, then the condition that keeps the
 * products of the sites the user sees (undefined: every site).
 */
export const accessProductList = (actor: Actor, anyOf: readonly FeatureIdentifier[]): SQL | undefined => {
  const ids = requireAccess(actor, anyOf, 'visible-sites');
  return ids === null ? undefined : productsOfSites(ids);
};

/** A new record on a site (a product): the feature, then the site (403 when not the user's). */
export const accessSite = (actor: Actor, anyOf: readonly FeatureIdentifier[], siteId: number): void => {
  requireAccess(actor, anyOf, { siteId });
};

/**
 * An action on one product: 403 without the feature, 404 when it does not exist, 403 when it is
 * of a site the user is not linked to. Reads it in the transaction under way (locked when `lock`).
 */
export const accessProduct = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  anyOf: readonly FeatureIdentifier[],
  options: { lock?: boolean } = {},
): Promise<ProductRow> => {
  requireAccess(actor, anyOf, 'any');
  const product = await findProductRow(dbOf(ctx), id, options.lock ?? false);
  if (!product) throw notFound('Product').withCode(CatalogueErrorCode.productNotFound);
  requireAccess(actor, anyOf, { siteId: product.siteId });
  return product;
};

/**
 * PATCH /products/{id}: its details need application settings, its status planning (each
 * refused with its own description), then the product as accessProduct reads it.
 */
export const accessProductChange = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: { details: boolean; status: boolean },
): Promise<ProductRow> => {
  if (change.details && !hasFeature(actor, 'settings_application')) {
    throw forbidden(CatalogueDescription.productDetailsForbidden).withCode(
      CatalogueErrorCode.productDetailsForbidden,
    );
  }
  if (change.status && !hasFeature(actor, 'planning')) {
    throw forbidden(CatalogueDescription.productStatusForbidden).withCode(
      CatalogueErrorCode.productStatusForbidden,
    );
  }
  return accessProduct(ctx, actor, id, [...settingsFeature, ...fleetFeature], { lock: true });
};

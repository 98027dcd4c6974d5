import type { DbOrTx } from '../../db/client.ts';
import { definePorts } from '../../platform/ports.ts';

/**
 * What the catalogue's answers need of the rentals (which read the catalogue's products and so sit
 * above it): provided by rentals at the app's registration (platform/ports.ts).
 */
export interface CataloguePorts {
  /** The rentals of products (every state, newest first), by product id. */
  readRentalIdsOfProducts: (db: DbOrTx, productIds: number[]) => Promise<Map<number, number[]>>;
}

const ports = definePorts<CataloguePorts>('catalogue');
/** The rentals module provides the products' rentals (at the app's registration). */
export const provideCataloguePorts = ports.provide;
/** The port the product's answer asks for. */
export const cataloguePort = ports.port;

/**
 * The catalogue's services other modules may call (docs/architecture.md, "Modules"): rentals
 * change a product's status, with its history entry, inside their own transaction. The module's
 * own services are split by aggregate: ranges, declinations, products, product-status,
 * product-history (and product-import, product-label).
 */
export { changeProductStatus } from './product-status.service.ts';

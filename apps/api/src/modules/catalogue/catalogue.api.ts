/**
 * The catalogue module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the catalogue module only from here.
 */

export { provideCataloguePorts } from './catalogue.ports.ts';
export type { FleetProduct } from './catalogue.read.ts';
export {
  declinationExists,
  isDeclinationOfRanges,
  productsJsonSql,
  readDeclinations,
  readProductGroups,
  readProducts,
  readRangeNames,
  searchProducts,
} from './catalogue.read.ts';
export { changeProductStatus } from './catalogue.service.ts';
export { readFleetReportPage } from './fleet-report.read.ts';

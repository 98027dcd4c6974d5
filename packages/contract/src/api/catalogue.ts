import { z } from 'zod';
import { embedded, iriRef, optionalText, requiredText } from '../fields.ts';

/** The fleet: ranges, declinations, products, product statuses and their history. */

export const rangeRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Range'),
  id: z.number().int(),
  name: z.string(),
});
export type RangeRead = z.infer<typeof rangeRead>;

const declinationFields = {
  range: embedded({ name: z.string() }),
  model: z.string(),
  size: z.string(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  unit: z.string().nullable(),
  type: z.string().nullable(),
};

export const declinationRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Declination'),
  id: z.number().int(),
  ...declinationFields,
});
export type DeclinationRead = z.infer<typeof declinationRead>;

export const productStatusRead = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductStatus'),
  id: z.number().int(),
  status: z.string(),
});
export type ProductStatusRead = z.infer<typeof productStatusRead>;

export const productRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.number().int(),
  internalNumber: z.string(),
  serialNumber: z.string().nullable(),
  status: embedded({ status: z.string() }),
  declination: embedded(declinationFields),
  site: embedded({ name: z.string() }),
});
export type ProductRead = z.infer<typeof productRead>;

/** POST /products (application settings). A new product is "in carton" (status 1) unless told. */
export const productCreate = z.strictObject({
  site: iriRef('sites', 'site'),
  declination: iriRef('declinations', 'declination'),
  internalNumber: requiredText('internalNumber', 50),
  serialNumber: optionalText('serialNumber', 80),
  status: iriRef('product_statuses', 'status').optional(),
});
export type ProductCreate = z.infer<typeof productCreate>;

/**
 * PATCH /products/{id}. Changing site, declination or numbers needs application settings; changing
 * the status needs planning, records a product history entry (with the comment) in the same
 * transaction, and setting status 4 (unavailable) needs a comment.
 */
export const productUpdate = z.strictObject({
  site: iriRef('sites', 'site').optional(),
  declination: iriRef('declinations', 'declination').optional(),
  internalNumber: requiredText('internalNumber', 50).optional(),
  serialNumber: optionalText('serialNumber', 80),
  status: iriRef('product_statuses', 'status').optional(),
  comment: optionalText('comment', 1000),
});
export type ProductUpdate = z.infer<typeof productUpdate>;

export const statusCommentRequired = 'A comment is required to make a product unavailable.';

export const productHistoryRead = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductHistory'),
  id: z.number().int(),
  product: embedded({ internalNumber: z.string() }),
  oldStatus: embedded({ status: z.string() }),
  newStatus: embedded({ status: z.string() }),
  comment: z.string().nullable(),
  createdBy: embedded({
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }).nullable(),
  createdAt: z.string(),
});
export type ProductHistoryRead = z.infer<typeof productHistoryRead>;

/** POST /product_histories: a history entry written by hand; createdBy is the signed-in user. */
export const productHistoryCreate = z.strictObject({
  product: iriRef('products', 'product'),
  oldStatus: iriRef('product_statuses', 'oldStatus'),
  newStatus: iriRef('product_statuses', 'newStatus'),
  comment: optionalText('comment', 1000),
});
export type ProductHistoryCreate = z.infer<typeof productHistoryCreate>;

/**
 * POST /products/import: a CSV file (text/csv, or JSON { csv }) with a header line naming these
 * columns, separated by commas or semicolons. site is the site's name, range the range's name,
 * model and size name an existing declination, status a status name or id (empty: En carton).
 */
export const productImportColumns = [
  'site',
  'range',
  'model',
  'size',
  'internalNumber',
  'serialNumber',
  'status',
] as const;
export const productImportMaxRows = 5000;

export const productImportJson = z.strictObject({ csv: z.string().min(1, 'csv is required.') });

export const productImportAnswer = z.object({
  imported: z.number().int(),
  products: z.array(z.string()),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswer>;

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

/** POST /ranges (application settings): a name, trimmed, unique whatever its case. PATCH: merge-patch. */
export const rangeCreate = z.strictObject({
  name: requiredText('name', 100),
});
export type RangeCreate = z.infer<typeof rangeCreate>;
export const rangeUpdate = rangeCreate.partial();
export type RangeUpdate = z.infer<typeof rangeUpdate>;

export const rangeNameTaken = (name: string) => `The range "${name}" already exists.`;

/** Declination bounds (e.g. the rider's height in cm): whole numbers from 0, or null for none. */
export const declinationBoundMax = 1_000_000;
const declinationBound = (label: 'min' | 'max') =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(declinationBoundMax, `${label} is at most ${declinationBoundMax}.`)
    .nullable()
    .optional();

/**
 * POST /declinations (application settings): a model in one size of a range. model and size are
 * required (trimmed); (range, model, size) is unique whatever the case (409); min and max are
 * whole numbers from 0 with min <= max when both are known (422, see minAboveMax).
 * PATCH /declinations/{id}: the same fields, merge-patch (null clears min, max, unit and type).
 * There is no DELETE: products and pricings refer to declinations.
 */
export const declinationCreate = z.strictObject({
  range: iriRef('ranges', 'range'),
  model: requiredText('model', 100),
  size: requiredText('size', 20),
  min: declinationBound('min'),
  max: declinationBound('max'),
  unit: optionalText('unit', 20),
  type: optionalText('type', 50),
});
export type DeclinationCreate = z.infer<typeof declinationCreate>;
export const declinationUpdate = declinationCreate.partial();
export type DeclinationUpdate = z.infer<typeof declinationUpdate>;

/** Whether min is above max (only when both are given). */
export const minAboveMax = (min: number | null | undefined, max: number | null | undefined): boolean =>
  typeof min === 'number' && typeof max === 'number' && min > max;
/** The 422 message of min above max, on the field that was sent (max when both were). */
export const declinationBoundsOrder = {
  min: 'min cannot be greater than max.',
  max: 'max cannot be less than min.',
} as const;

export const declinationTaken = (declination: { range: string; model: string; size: string }) =>
  `The model "${declination.model}" in size "${declination.size}" already exists in the range "${declination.range}".`;

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
  /** The IRI of the product's status (`status` embeds it): rentals.md section 3. */
  productStatus: z.string(),
  declination: embedded(declinationFields),
  site: embedded({ name: z.string() }),
  /** The IRIs of the rentals with a line of this product, whatever their state, newest first. */
  rentals: z.array(z.string()),
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

/**
 * The stable codes of the fleet's refusals (the hydra answer's `code`, beside the description,
 * which stays the text the specs give). The web app translates by code.
 */
export const CatalogueErrorCode = {
  rangeNotFound: 'RANGE_NOT_FOUND',
  declinationNotFound: 'DECLINATION_NOT_FOUND',
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** A referenced record (site, range, declination, status) does not exist (422 on its field). */
  referenceNotFound: 'REFERENCE_NOT_FOUND',
  rangeNameTaken: 'RANGE_NAME_TAKEN',
  declinationTaken: 'DECLINATION_TAKEN',
  declinationBoundsOrder: 'DECLINATION_BOUNDS_ORDER',
  productNumberTaken: 'PRODUCT_NUMBER_TAKEN',
  statusCommentRequired: 'STATUS_COMMENT_REQUIRED',
  commentWithoutStatus: 'COMMENT_WITHOUT_STATUS',
  productDetailsForbidden: 'PRODUCT_DETAILS_FORBIDDEN',
  productStatusForbidden: 'PRODUCT_STATUS_FORBIDDEN',
  /** A product import refused: the violations list each bad line. */
  importRefused: 'PRODUCT_IMPORT_REFUSED',
} as const;
export type CatalogueErrorCodeValue = (typeof CatalogueErrorCode)[keyof typeof CatalogueErrorCode];

export const CatalogueDescription = {
  commentWithoutStatus: 'A comment goes with a status change.',
  productDetailsForbidden: "Changing a product's details needs the application settings permission.",
  productStatusForbidden: "Changing a product's status needs the planning permission.",
} as const;

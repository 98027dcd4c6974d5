import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * API Platform collection queries (docs/api-conventions.md "Answers"): `field=value`,
 * `field[]=a&field[]=b`, `date[after]=`, `date[before]=`, `order[field]=asc|desc` (any case), `page` (from 1),
 * `itemsPerPage`, `pagination=false`. Each collection declares what it accepts; anything else is a 400.
 */
export type FilterKind = 'exact' | 'partial' | 'int' | 'boolean' | 'date';
export type Column = AnyColumn | SQL;

/** A filter on a column, or on ids through a condition of its own (e.g. a link table). */
export type FilterSpec =
  | { kind: FilterKind; column: Column }
  | { kind: 'ids'; where: (ids: number[]) => SQL };

export interface CollectionSpec {
  filters: Record<string, FilterSpec>;
  order: Record<string, Column>;
  defaultOrder: Array<[string, 'asc' | 'desc']>;
  itemsPerPage?: number;
  /**
   * A big collection (customers, users, products, rentals, invoices, payments): always paged, so
   * `pagination=false` is a 400 (reference lists leave it unset and may be read whole).
   */
  alwaysPaginated?: boolean;
  /** Query parameters the route reads itself (not filters). */
  extra?: Record<string, z.ZodType>;
}

/** The collection of a small reference list (types, states, statuses): filtered and ordered by id only. */
export const idOnlyCollection = (column: Column): CollectionSpec => ({
  filters: { id: { kind: 'int', column } },
  order: { id: column },
  defaultOrder: [['id', 'asc']],
});

export interface CollectionQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The sort keys of orderBy and their directions, as text ("internalNumber asc,id desc"). */
  orderKey: string;
  page: number;
  itemsPerPage: number;
  paginated: boolean;
  limit: number | undefined;
  offset: number;
}

const maxItemsPerPage = 500;
const dateBounds = ['after', 'before', 'strictly_after', 'strictly_before'] as const;
const stringOrList = z.union([z.string(), z.array(z.string())]).optional();

/** The zod schema of the query string a collection accepts: it documents it and refuses unknown keys. */
export const collectionQuerySchema = (spec: CollectionSpec) => {
  const shape: Record<string, z.ZodType> = {
    page: z.string().optional(),
    itemsPerPage: z.string().optional(),
    pagination: spec.alwaysPaginated
      ? z
          .string()
          .optional()
          .describe(`Always paged: only true is accepted (at most ${maxItemsPerPage} items per page).`)
      : z.string().optional().describe('false answers the whole list in one page.'),
    ...spec.extra,
  };
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (filter.kind === 'date') {
      for (const bound of dateBounds) shape[`${name}[${bound}]`] = z.string().optional();
    } else {
      shape[name] = stringOrList;
      shape[`${name}[]`] = stringOrList;
    }
  }
  for (const name of Object.keys(spec.order)) shape[`order[${name}]`] = z.enum(['asc', 'desc']).optional();
  return z.strictObject(shape);
};

const listOf = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

const parseInteger = (name: string, value: string): number => {
  if (!/^-?\d+$/.test(value)) throw badRequest(`Filter "${name}" expects a whole number, got "${value}".`);
  return Number(value);
};

const parseBoolean = (name: string, value: string): boolean => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`Filter "${name}" expects true, false, 1 or 0, got "${value}".`);
};

const parseDate = (name: string, value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?/.test(value) || Number.isNaN(Date.parse(value))) {
    throw badRequest(`Filter "${name}" expects a date (yyyy-mm-dd), got "${value}".`);
  }
  return value;
};

/** `pagination`: true/1 or false/0; false is refused on an always-paged collection. */
const parsePagination = (spec: CollectionSpec, raw: unknown): boolean => {
  if (raw === undefined) return true;
  const value = String(raw);
  if (value === 'true' || value === '1') return true;
  if (value !== 'false' && value !== '0')
    throw badRequest(`pagination expects true or false, got "${value}".`);
  if (spec.alwaysPaginated) {
    throw badRequest(
      `This collection is always paged: pagination=false is not accepted. Read it page by page (page, itemsPerPage up to ${maxItemsPerPage}).`,
    );
  }
  return false;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const columnExpr = (column: Column): SQL => sql`${column}`;

/**
 * The sort expressions of a column, made once: a sorted list asks for them at every call, and a
 * Drizzle `SQL` is only read when a statement is built, never changed.
 */
const sortExpressions = new WeakMap<object, { asc: SQL; desc: SQL }>();
const sortBy = (column: Column, descending: boolean): SQL => {
  let made = sortExpressions.get(column);
  if (!made) {
    made = { asc: asc(column), desc: desc(column) };
    sortExpressions.set(column, made);
  }
  return descending ? made.desc : made.asc;
};

export const parseCollectionQuery = (
  spec: CollectionSpec,
  query: Record<string, unknown>,
): CollectionQuery => {
  const conditions: SQL[] = [];
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (filter.kind === 'date') {
      for (const bound of dateBounds) {
        const raw = query[`${name}[${bound}]`];
        if (raw === undefined) continue;
        const value = parseDate(name, String(raw));
        const col = columnExpr(filter.column);
        if (bound === 'after') conditions.push(gte(col, value));
        if (bound === 'before') conditions.push(lte(col, value));
        if (bound === 'strictly_after') conditions.push(gt(col, value));
        if (bound === 'strictly_before') conditions.push(lt(col, value));
      }
      continue;
    }
    const values = [...listOf(query[name]), ...listOf(query[`${name}[]`])];
    if (values.length === 0) continue;
    if (filter.kind === 'ids') {
      conditions.push(filter.where(values.map((v) => parseInteger(name, v))));
      continue;
    }
    const col = columnExpr(filter.column);
    switch (filter.kind) {
      case 'int': {
        const ints = values.map((v) => parseInteger(name, v));
        conditions.push(ints.length === 1 ? eq(col, ints[0]) : inArray(col, ints));
        break;
      }
      case 'boolean': {
        const bools = [...new Set(values.map((v) => parseBoolean(name, v)))];
        if (bools.length === 1) conditions.push(eq(col, bools[0]));
        break;
      }
      case 'partial': {
        const parts = values.map((v) => ilike(col, `%${escapeLike(v)}%`));
        conditions.push(parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
        break;
      }
      case 'exact':
        conditions.push(values.length === 1 ? eq(col, values[0]) : inArray(col, values));
        break;
    }
  }

  const orderBy: SQL[] = [];
  const orderKeys: string[] = [];
  // Sort keys apply in the order the query gives them (order[activated]=desc&order[name]=asc).
  for (const [key, direction] of Object.entries(query)) {
    const name = /^order\[(.+)\]$/.exec(key)?.[1];
    const column = name === undefined ? undefined : spec.order[name];
    if (!column) continue;
    // asc or desc in any case, as API Platform (the schema checked the value).
    const descending = String(direction).toLowerCase() === 'desc';
    orderBy.push(sortBy(column, descending));
    orderKeys.push(`${name} ${descending ? 'desc' : 'asc'}`);
  }
  if (orderBy.length === 0) {
    for (const [name, direction] of spec.defaultOrder) {
      const column = spec.order[name];
      if (!column) continue;
      orderBy.push(sortBy(column, direction === 'desc'));
      orderKeys.push(`${name} ${direction}`);
    }
  }

  const paginated = parsePagination(spec, query.pagination);
  const page = query.page === undefined ? 1 : parseInteger('page', String(query.page));
  if (page < 1) throw badRequest('Page numbers start at 1.');
  const itemsPerPage =
    query.itemsPerPage === undefined
      ? (spec.itemsPerPage ?? 30)
      : parseInteger('itemsPerPage', String(query.itemsPerPage));
  if (itemsPerPage < 1 || itemsPerPage > maxItemsPerPage) {
    throw badRequest(`itemsPerPage must be between 1 and ${maxItemsPerPage}.`);
  }
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy,
    orderKey: orderKeys.join(','),
    page,
    itemsPerPage,
    paginated,
    limit: paginated ? itemsPerPage : undefined,
    offset: paginated ? (page - 1) * itemsPerPage : 0,
  };
};

/**
 * The query string as the client wrote it, keys in their order (the validated request.query is
 * rebuilt in schema order, which would lose the order of the sort keys).
 */
export const listQuery = (request: { url: string }): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  // The query string alone (no fragment): what `new URL(url).searchParams` reads, without parsing
  // the rest of the URL.
  const start = request.url.indexOf('?');
  if (start === -1) return query;
  const fragment = request.url.indexOf('#', start);
  const search = request.url.slice(start + 1, fragment === -1 ? undefined : fragment);
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    query[key] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
};

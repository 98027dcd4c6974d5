import type { z } from 'zod';
import type { Requirement } from '../permissions.ts';

/**
 * One route of the API's table (routes.ts): its method, path (Fastify's notation, without /api),
 * the resource class it reads or writes (its JSON-LD @type; null for an action that is no
 * resource), the permission it needs, and the zod schemas of its path parameters, query, body and
 * answer. A collection route gives its member schema (`collection`) and the query keys it accepts
 * (its filters, `order[…]`, `page`…).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  resource: string | null;
  permission: Requirement;
  tags: readonly string[];
  params?: z.ZodType;
  /** A schema, or for a collection the query keys it accepts. */
  query?: z.ZodType | readonly string[];
  body?: z.ZodType;
  /** Request headers the API checks (the idempotency key of a payment). */
  headers?: z.ZodType;
  /** A body that is not JSON (the product import takes text/csv). */
  bodyMediaType?: string;
  answer?: z.ZodType;
  /** A list: the schema of one member of the hydra collection it answers. */
  collection?: z.ZodType;
  /** The status of a successful answer (204 when unset and nothing is answered). */
  status?: number;
  hidden?: boolean;
}

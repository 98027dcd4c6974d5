import { JsonLdErrorCode } from '@velodesk/contract/errors';
import { parseIri } from '@velodesk/contract/hydra';
import type { ApiRoute } from '@velodesk/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceClasses } from './api-docs/resource-classes.ts';
import { tableRouteOf } from './api-docs/route-index.ts';
import { unprocessable, violationOf } from './errors.ts';

/**
 * Bodies and queries as API Platform clients send them (docs/api-conventions.md "JSON-LD input"):
 * - a body may carry `@context` (dropped), `@type` (must be the class of the resource the route
 *   writes) and `@id` (on an item route, must be the IRI of the resource written; a create has no
 *   IRI yet, so it is refused there);
 * - a relation may be an IRI or an object carrying its `@id` (what a client read, sent back): it
 *   is read as that IRI;
 * - `order[field]` takes asc or desc in any case.
 * Everything else goes to the route's schema unchanged: unknown fields are still refused with
 * their names, and permissions and site scope are checked as for the same undecorated body.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The class an embedded relation says it is must be the class of the IRI it carries
 * (`{"@id": "/api/tax_rules/3", "@type": "Site"}` is a contradiction, not a tax rule).
 */
const nestedTypeViolation = (path: string, iri: string, type: unknown) => {
  if (type === undefined) return null;
  const collection = typeof type === 'string' ? resourceClasses().get(type)?.collectionPath : null;
  if (collection && iri.startsWith(`/api${collection}/`)) return null;
  return violationOf(
    path,
    `${path}: @type ${JSON.stringify(type)} is not the class of ${JSON.stringify(iri)}.`,
    JsonLdErrorCode.typeMismatch,
  );
};

/**
 * A nested value: an object with an `@id` becomes that IRI (its `@type`, when given, must be the
 * class of that IRI); JSON-LD keywords of other objects are dropped.
 */
const relationsAsIris = (
  value: unknown,
  path: string,
  violations: ReturnType<typeof violationOf>[],
): unknown => {
  if (Array.isArray(value))
    return value.map((item, index) => relationsAsIris(item, `${path}[${index}]`, violations));
  if (!isObject(value)) return value;
  if (typeof value['@id'] === 'string') {
    const violation = nestedTypeViolation(path, value['@id'], value['@type']);
    if (violation) violations.push(violation);
    return value['@id'];
  }
  const { '@context': _context, '@type': _type, ...rest } = value;
  return Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [key, relationsAsIris(item, `${path}.${key}`, violations)]),
  );
};

/** The IRIs a resource of the route may have: its class's collection, or the route's own path. */
const acceptsIri = (route: ApiRoute, request: FastifyRequest, iri: string): boolean => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !route.path.includes(':id')) return false;
  const collections = new Set<string>([route.path.split('/')[1] ?? '']);
  const canonical = route.resource ? resourceClasses().get(route.resource)?.collectionPath : null;
  if (canonical) collections.add(canonical.slice(1));
  return [...collections].some((collection) => parseIri(collection, iri) === Number(id));
};

/** Reads the JSON-LD decoration of a body against its route, or throws the 422 it deserves. */
export const readJsonLdBody = (route: ApiRoute, request: FastifyRequest, body: Json): Json => {
  const { '@context': _context, '@type': type, '@id': id, ...rest } = body;
  const violations: ReturnType<typeof violationOf>[] = [];
  if (type !== undefined && type !== route.resource) {
    violations.push(
      violationOf(
        '@type',
        route.resource
          ? `@type must be "${route.resource}" (the class this operation writes), got ${JSON.stringify(type)}.`
          : `This operation writes no resource: send no @type (got ${JSON.stringify(type)}).`,
        JsonLdErrorCode.typeMismatch,
      ),
    );
  }
  if (id !== undefined && !(typeof id === 'string' && acceptsIri(route, request, id))) {
    violations.push(
      violationOf(
        '@id',
        route.path.includes(':id')
          ? `@id must be the IRI of the resource this operation writes (${request.url.split('?')[0]}), got ${JSON.stringify(id)}.`
          : `A new resource has no IRI yet: send no @id (got ${JSON.stringify(id)}).`,
        JsonLdErrorCode.idMismatch,
      ),
    );
  }
  const read = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, relationsAsIris(value, key, violations)]),
  );
  if (violations.length > 0) throw unprocessable(violations);
  return read;
};

export const registerJsonLdInput = (app: FastifyInstance) => {
  // Synchronous (`done`): it waits for nothing (content-types.ts says why it matters).
  app.addHook('preValidation', (request, _reply, done) => {
    const route = tableRouteOf(request.method, request.routeOptions.url ?? '');
    if (!route) return done();
    try {
      if (route.body && isObject(request.body)) request.body = readJsonLdBody(route, request, request.body);
    } catch (error) {
      return done(error as Error);
    }
    if (route.method === 'GET' && isObject(request.query)) {
      const query = request.query as Record<string, unknown>;
      for (const [key, value] of Object.entries(query)) {
        if (key.startsWith('order[') && typeof value === 'string') query[key] = value.toLowerCase();
      }
    }
    done();
  });
};

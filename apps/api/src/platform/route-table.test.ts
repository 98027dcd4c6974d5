import { apiRoutes } from '@velodesk/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { errorLogStream } from '../test/error-logs.ts';
import { hydraDocumentation } from './api-docs/hydra-documentation.ts';
import { jsonSchemaOf, resourceClasses } from './api-docs/resource-classes.ts';
import { apiPrefix, isProtocolRoute } from './api-docs/route-index.ts';
import { testConfig } from './config.ts';

/**
 * The route table of packages/contract (routes.ts) is the API's: every route Fastify registers
 * under /api is in it with the same method and path, and every entry of the table is registered,
 * with the same permission, and for a list the same query keys. Every route is registered from its
 * entry through serveRoute or serveCollection (serve-route.ts), with the table's own schemas (the
 * same objects), so a route registered by hand fails here. The Hydra documentation is made
 * from it: every resource of the table has its class, and each documented property is one of the
 * class's schemas.
 */

type RouteOptions = {
  config?: { requirement?: unknown; tableRoute?: unknown };
  schema?: {
    params?: unknown;
    querystring?: { shape?: Record<string, unknown> };
    body?: unknown;
    headers?: unknown;
    response?: Record<string, unknown>;
  };
};
type Registered = { method: string; path: string; options: RouteOptions };

describe('route table', () => {
  let registered: Registered[] = [];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    const built = await buildApp(testConfig({ logLevel: 'error' }), { database, logStream: errorLogStream });
    await built.app.ready();
    registered = built.routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter(() => route.url.startsWith(`${apiPrefix}/`) && !isProtocolRoute(route.url))
        .map((method) => ({
          method,
          path: route.url.slice(apiPrefix.length),
          options: route as RouteOptions,
        })),
    );
    close = async () => {
      await built.app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const key = (method: string, path: string) => `${method} ${path}`;

  it('lists every route the API registers, and registers every route it lists', () => {
    const inTable = new Set(apiRoutes.map((route) => key(route.method, route.path)));
    const inApi = new Set(registered.map((route) => key(route.method, route.path)));
    expect(
      [...inApi].filter((route) => !inTable.has(route)),
      'registered but not in the table',
    ).toEqual([]);
    expect(
      [...inTable].filter((route) => !inApi.has(route)),
      'in the table but not registered',
    ).toEqual([]);
    expect(inTable.size, 'one entry per method and path').toBe(apiRoutes.length);
  });

  it('gives each route the permission, and each list the query keys, the API checks', () => {
    for (const route of apiRoutes) {
      const api = registered.find((r) => r.method === route.method && r.path === route.path);
      if (!api) continue;
      expect(api.options.config?.requirement, key(route.method, route.path)).toEqual(route.permission);
      if (Array.isArray(route.query)) {
        const keys = Object.keys(api.options.schema?.querystring?.shape ?? {});
        expect(keys.sort(), key(route.method, route.path)).toEqual([...route.query].sort());
      }
    }
  });

  it('registers every route from its entry of the table, with the schemas of the table', () => {
    for (const api of registered) {
      const name = key(api.method, api.path);
      const route = apiRoutes.find((r) => r.method === api.method && r.path === api.path);
      expect(api.options.config?.tableRoute, `${name}: registered through serveRoute`).toBe(route);
      if (!route) continue;
      const schema = api.options.schema ?? {};
      expect(schema.params, `${name}: params`).toBe(route.params);
      expect(schema.body, `${name}: body`).toBe(route.body);
      expect(schema.headers, `${name}: headers`).toBe(route.headers);
      if (!Array.isArray(route.query)) expect(schema.querystring, `${name}: query`).toBe(route.query);
      if (route.answer) {
        expect(schema.response?.[route.status ?? 200], `${name}: answer`).toBe(route.answer);
      } else if (!route.collection) {
        expect(schema.response, `${name}: no answer`).toBeUndefined();
      }
    }
  });

  it('documents a class for every resource of the table, with only properties its schemas have', () => {
    const documented = new Map(
      hydraDocumentation('http://localhost')['hydra:supportedClass'].map((c) => [c['@id'], c]),
    );
    for (const route of apiRoutes) {
      if (route.resource === null) continue;
      expect(documented.has(`#${route.resource}`), `${key(route.method, route.path)}: class`).toBe(true);
    }
    for (const resource of resourceClasses().values()) {
      const schemas = resource.routes.flatMap((route) => [
        ...(route.collection ? [jsonSchemaOf(route.collection, 'output')] : []),
        ...(route.answer ? [jsonSchemaOf(route.answer, 'output')] : []),
        ...(route.body ? [jsonSchemaOf(route.body, 'input')] : []),
      ]);
      const names = new Set(
        schemas.flatMap((schema) =>
          [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
            Object.keys(s.properties ?? {}),
          ),
        ),
      );
      const doc = documented.get(`#${resource.name}`) as {
        'hydra:supportedProperty': Array<{ 'hydra:title': string }>;
      };
      for (const property of doc['hydra:supportedProperty']) {
        expect(names.has(property['hydra:title']), `${resource.name}.${property['hydra:title']}`).toBe(true);
      }
    }
  });
});

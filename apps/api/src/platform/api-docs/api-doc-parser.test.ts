import { parseHydraDocumentation, parseOpenApi3Documentation } from '@api-platform/api-doc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { errorLogStream } from '../../test/error-logs.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { entrypointCollections } from './resource-classes.ts';

/**
 * A real foreign client: @api-platform/api-doc-parser 0.16 (what API Platform Admin and the client
 * generator use) reads the running API over HTTP, from its Hydra documentation and from its
 * OpenAPI document, and finds every resource of the contract with its fields and operations.
 */
/** Collections named in the singular (the specs' paths), which the OpenAPI parser pluralises. */
const singularCollections = ['/mail_outbox'];

describe('the API read by @api-platform/api-doc-parser', () => {
  let t: TestApp;
  let team: Team;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const served = await buildApp(t.config, { database: t.database, logStream: errorLogStream });
    base = await served.app.listen({ host: '127.0.0.1', port: 0 });
    close = () => served.app.close();
  });
  afterAll(async () => {
    await close();
    await t.close();
  });

  it('finds every collection of the contract in the Hydra documentation, with fields and operations', async () => {
    const headers = { authorization: team.admin.authorization };
    const { api, status } = await parseHydraDocumentation(`${base}/api`, { headers });
    expect(status).toBe(200);
    const collections = entrypointCollections();
    expect(api.resources?.map((r) => r.name).sort()).toEqual(collections.map((c) => c.iri.slice(5)).sort());
    for (const { resource, iri } of collections) {
      const found = api.resources?.find((r) => r.url === `${base}${iri}`);
      expect(found, iri).toBeDefined();
      expect(found?.title).toBe(resource.name);
      expect(found?.fields?.map((f) => f.name).sort(), iri).toEqual(
        resource.properties.map((p) => p.name).sort(),
      );
      expect(found?.readableFields?.map((f) => f.name).sort(), iri).toEqual(
        resource.properties
          .filter((p) => p.readable)
          .map((p) => p.name)
          .sort(),
      );
      expect(found?.writableFields?.map((f) => f.name).sort(), iri).toEqual(
        resource.properties
          .filter((p) => p.writeable)
          .map((p) => p.name)
          .sort(),
      );
      const types = new Set(found?.operations?.map((o) => o.type));
      expect(types.has('list'), `${iri} list`).toBe(true);
      const at = (method: string, path: string) =>
        resource.routes.some((r) => r.method === method && r.path === path);
      const collection = iri.slice(4);
      expect(types.has('create'), `${iri} create`).toBe(resource.routes.some((r) => r.method === 'POST'));
      expect(types.has('show'), `${iri} show`).toBe(
        resource.routes.some((r) => r.method === 'GET' && !r.collection),
      );
      expect(types.has('edit'), `${iri} edit`).toBe(
        resource.routes.some((r) => ['PATCH', 'PUT'].includes(r.method)),
      );
      expect(types.has('delete'), `${iri} delete`).toBe(at('DELETE', `${collection}/:id`));
    }
    // The relations are typed: a pricing's company is a reference to the companies.
    const pricings = api.resources?.find((r) => r.name === 'pricings');
    expect(pricings?.fields?.find((f) => f.name === 'company')?.reference).toMatchObject({
      name: 'companies',
    });
    expect(pricings?.fields?.find((f) => f.name === 'price')).toMatchObject({
      type: 'decimal',
      required: true,
    });
    // Its filters and sort keys, read from the collection's hydra:search (lists need a token).
    const parameters = (await pricings?.getParameters?.()) ?? [];
    expect(parameters.map((p) => p.variable)).toEqual(
      expect.arrayContaining(['declination.id', 'order[id]']),
    );
  });

  it('finds list, show, create, update and delete operations in the OpenAPI document under /api', async () => {
    const { api, status } = await parseOpenApi3Documentation(`${base}/api/docs.json`);
    expect(status).toBe(200);
    const byName = new Map(api.resources?.map((r) => [r.name, r]));
    for (const { resource, iri } of entrypointCollections()) {
      const collection = iri.slice(4);
      if (!resource.routes.some((r) => r.method === 'GET' && r.path === `${collection}/:id`)) continue;
      if (singularCollections.includes(collection)) {
        // The parser names a resource by pluralising its item path: /mail_outbox/{id} becomes
        // "mail_outboxes", whose list it then looks for at /mail_outboxes (docs/api-conventions.md).
        expect(byName.get(`${collection.slice(1)}es`)?.operations?.map((o) => o.type)).toEqual(['show']);
        continue;
      }
      const found = byName.get(collection.slice(1));
      expect(found, collection).toBeDefined();
      expect(found?.url).toBe(`${base}${iri}`);
      const types = (found?.operations ?? []).map((o) => o.type);
      const expected = [
        'show',
        ...(resource.routes.some((r) => r.method === 'PATCH' && r.path === `${collection}/:id`)
          ? ['edit']
          : []),
        ...(resource.routes.some((r) => r.method === 'DELETE' && r.path === `${collection}/:id`)
          ? ['delete']
          : []),
        'list',
        ...(resource.routes.some((r) => r.method === 'POST' && r.path === collection) ? ['create'] : []),
      ];
      expect(types, collection).toEqual(expected);
      const read = resource.properties.filter((p) => p.readable).map((p) => p.name);
      expect(
        found?.fields?.map((f) => f.name),
        collection,
      ).toEqual(expect.arrayContaining(read));
    }
  });
});

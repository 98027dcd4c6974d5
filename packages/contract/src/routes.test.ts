import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from './routes.ts';

/** The route table is consistent on its own (its agreement with the API is tested in apps/api). */
describe('the route table', () => {
  it('has one entry per method and path', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives the schema of every path parameter', () => {
    for (const route of apiRoutes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape = route.params instanceof z.ZodObject ? Object.keys(route.params.shape) : [];
      expect(shape.sort(), `${route.method} ${route.path}`).toEqual(names.sort());
    }
  });

  it('names the class of what each resource route answers', () => {
    for (const route of apiRoutes) {
      const answer = route.collection ?? route.answer;
      if (!(answer instanceof z.ZodObject) || !('@type' in answer.shape)) continue;
      const type = answer.shape['@type'];
      if (!(type instanceof z.ZodLiteral)) continue;
      expect(route.resource, `${route.method} ${route.path}`).toBe(type.value);
    }
  });
});

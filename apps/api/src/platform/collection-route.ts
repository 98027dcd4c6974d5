import { hydraCollectionAnswer } from '@velodesk/contract/hydra-search';
import type { Requirement } from '@velodesk/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CollectionQuery, type CollectionSpec, collectionQuerySchema, listQuery } from './filters.ts';
import { collection, hydraSearch } from './hydra.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers a hydra list endpoint: its permission, its documented and checked query string (the
 * collection's filters), and its answer. `find` gets the query as written (sort keys in order).
 */
export const registerCollection = <Member extends z.ZodType>(
  app: ZodApp,
  path: string,
  options: {
    requirement: Requirement;
    tags: string[];
    spec: CollectionSpec;
    member: Member;
    find: (
      request: FastifyRequest,
      query: Record<string, string | string[]>,
    ) => Promise<{ parsed: CollectionQuery; members: z.output<Member>[]; total: number }>;
  },
) => {
  const search = hydraSearch(path, options.spec);
  app.get(
    path,
    {
      config: { requirement: options.requirement },
      schema: {
        tags: options.tags,
        querystring: collectionQuerySchema(options.spec),
        response: { 200: hydraCollectionAnswer(options.member) },
      },
    },
    async (request) => {
      const query = listQuery(request);
      const { parsed, members, total } = await options.find(request, query);
      return { ...collection(path, members, total, { ...parsed, query }), 'hydra:search': search };
    },
  );
};

import {
  civilityRead,
  countAnswer,
  countryRead,
  currencyRead,
  languageRead,
  uniquenessAnswer,
  uniquenessKinds,
  uniquenessRequest,
} from '@velodesk/contract/api/reference';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
import { countableEntity, countEntity } from './counts.service.ts';
import {
  civilityCollection,
  countryCollection,
  currencyCollection,
  findCivilities,
  findCountries,
  findCurrencies,
  findLanguages,
  languageCollection,
} from './reference.service.ts';
import { checkUniqueness } from './uniqueness.service.ts';

export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/languages',
      {
        config: { requirement: 'public' },
        schema: {
          tags: ['reference'],
          querystring: collectionQuerySchema(languageCollection),
          response: { 200: hydraCollection(languageRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findLanguages(ctx, listQuery(request));
        return collection('/languages', members, total, { ...parsed, query: listQuery(request) });
      },
    );
    app.get(
      '/countries',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['reference'],
          querystring: collectionQuerySchema(countryCollection),
          response: { 200: hydraCollection(countryRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findCountries(ctx, listQuery(request));
        return collection('/countries', members, total, { ...parsed, query: listQuery(request) });
      },
    );
    app.get(
      '/civilities',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['reference'],
          querystring: collectionQuerySchema(civilityCollection),
          response: { 200: hydraCollection(civilityRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findCivilities(ctx, listQuery(request));
        return collection('/civilities', members, total, { ...parsed, query: listQuery(request) });
      },
    );
    app.get(
      '/currencies',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['reference'],
          querystring: collectionQuerySchema(currencyCollection),
          response: { 200: hydraCollection(currencyRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findCurrencies(ctx, listQuery(request));
        return collection('/currencies', members, total, { ...parsed, query: listQuery(request) });
      },
    );
    app.get(
      '/count/:entity',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['reference'],
          params: z.object({ entity: countableEntity }),
          response: { 200: countAnswer },
        },
      },
      async (request) => ({ totalCount: await countEntity(ctx, actorOf(request), request.params.entity) }),
    );
    app.post(
      '/check/uniqueness/:entity',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['reference'],
          params: z.object({ entity: z.enum(uniquenessKinds) }),
          body: uniquenessRequest,
          response: { 200: uniquenessAnswer },
        },
      },
      async (request) => ({
        canBeInserted: await checkUniqueness(ctx, request.params.entity, request.body),
      }),
    );
  };

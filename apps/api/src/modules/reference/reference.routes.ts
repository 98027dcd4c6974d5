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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
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
    registerCollection(app, '/languages', {
      requirement: 'public',
      tags: ['reference'],
      spec: languageCollection,
      member: languageRead,
      find: (_request, query) => findLanguages(ctx, query),
    });
    registerCollection(app, '/countries', {
      requirement: 'login',
      tags: ['reference'],
      spec: countryCollection,
      member: countryRead,
      find: (request, query) => findCountries(ctx, actorOf(request), query),
    });
    registerCollection(app, '/civilities', {
      requirement: 'login',
      tags: ['reference'],
      spec: civilityCollection,
      member: civilityRead,
      find: (request, query) => findCivilities(ctx, actorOf(request), query),
    });
    registerCollection(app, '/currencies', {
      requirement: 'login',
      tags: ['reference'],
      spec: currencyCollection,
      member: currencyRead,
      find: (request, query) => findCurrencies(ctx, actorOf(request), query),
    });
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
        canBeInserted: await checkUniqueness(ctx, actorOf(request), request.params.entity, request.body),
      }),
    );
  };

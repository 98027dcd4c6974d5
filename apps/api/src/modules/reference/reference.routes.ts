import { referenceRoutes as referenceTable } from '@velodesk/contract/routes/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import { countEntity } from './counts.service.ts';
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
    serveCollection(app, referenceTable['GET /languages'], {
      spec: languageCollection,
      find: (_request, query) => findLanguages(ctx, query),
    });
    serveCollection(app, referenceTable['GET /countries'], {
      spec: countryCollection,
      find: (request, query) => findCountries(ctx, actorOf(request), query),
    });
    serveCollection(app, referenceTable['GET /civilities'], {
      spec: civilityCollection,
      find: (request, query) => findCivilities(ctx, actorOf(request), query),
    });
    serveCollection(app, referenceTable['GET /currencies'], {
      spec: currencyCollection,
      find: (request, query) => findCurrencies(ctx, actorOf(request), query),
    });
    serveRoute(app, referenceTable['GET /count/:entity'], async (request) => ({
      totalCount: await countEntity(ctx, actorOf(request), request.params.entity),
    }));
    serveRoute(app, referenceTable['POST /check/uniqueness/:entity'], async (request) => ({
      canBeInserted: await checkUniqueness(ctx, actorOf(request), request.params.entity, request.body),
    }));
  };

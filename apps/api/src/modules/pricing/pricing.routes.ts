import { pricingRoutes as pricingTable } from '@velodesk/contract/routes/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  createDiscount,
  deleteDiscount,
  discountCollection,
  findDiscounts,
  getDiscount,
  updateDiscount,
} from './loyalty-discounts.service.ts';
import {
  createPricing,
  deletePricing,
  findPricingRows,
  getPricing,
  pricingCollection,
  updatePricing,
} from './pricings.service.ts';
import {
  displayCollection,
  durationTypeCollection,
  fidelityCollection,
  findDisplays,
  findDurationTypes,
  findFidelities,
  findPricingTypes,
  pricingTypeCollection,
} from './reference-lists.service.ts';
import { registerTaxRuleRoutes } from './tax-rules.routes.ts';
import { createTax, findTaxes, getTax, taxCollection, updateTax } from './taxes.service.ts';

/**
 * Prices and taxes. Reference lists need a login (the rental form reads them); tax rules and their
 * rates are in tax-rules.routes.ts; pricings need application settings; taxes are read with
 * planning or application settings (spec route table), and written with application settings.
 * Each route declares that permission as a first gate; its service checks it again
 * (pricing.access.ts).
 */
export const pricingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCollection(app, pricingTable['GET /pricing_types'], {
      spec: pricingTypeCollection,
      find: (request, query) => findPricingTypes(ctx, actorOf(request), query),
    });

    serveCollection(app, pricingTable['GET /duration_types'], {
      spec: durationTypeCollection,
      find: (request, query) => findDurationTypes(ctx, actorOf(request), query),
    });

    serveCollection(app, pricingTable['GET /displays'], {
      spec: displayCollection,
      find: (request, query) => findDisplays(ctx, actorOf(request), query),
    });

    serveCollection(app, pricingTable['GET /fidelities'], {
      spec: fidelityCollection,
      find: (request, query) => findFidelities(ctx, actorOf(request), query),
    });

    registerTaxRuleRoutes(app, ctx);

    // ---- taxes ----

    serveCollection(app, pricingTable['GET /taxes'], {
      spec: taxCollection,
      find: (request, query) => findTaxes(ctx, actorOf(request), query),
    });

    serveRoute(app, pricingTable['GET /taxes/:id'], async (request) =>
      getTax(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, pricingTable['POST /taxes'], async (request) =>
      createTax(ctx, actorOf(request), request.body),
    );

    serveRoute(app, pricingTable['PATCH /taxes/:id'], async (request) =>
      updateTax(ctx, actorOf(request), request.params.id, request.body),
    );

    // ---- pricings ----

    serveCollection(app, pricingTable['GET /pricings'], {
      spec: pricingCollection,
      find: (request, query) => findPricingRows(ctx, actorOf(request), query),
    });

    serveRoute(app, pricingTable['GET /pricings/:id'], async (request) =>
      getPricing(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, pricingTable['POST /pricings'], async (request) =>
      createPricing(ctx, actorOf(request), request.body),
    );

    serveRoute(app, pricingTable['PATCH /pricings/:id'], async (request) =>
      updatePricing(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, pricingTable['DELETE /pricings/:id'], async (request) => {
      await deletePricing(ctx, actorOf(request), request.params.id);
    });

    // ---- loyalty discounts ----

    serveCollection(app, pricingTable['GET /settings_discounts'], {
      spec: discountCollection,
      find: (request, query) => findDiscounts(ctx, actorOf(request), query),
    });

    serveRoute(app, pricingTable['GET /settings_discounts/:id'], async (request) =>
      getDiscount(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, pricingTable['POST /settings_discounts'], async (request) =>
      createDiscount(ctx, actorOf(request), request.body),
    );

    serveRoute(app, pricingTable['PATCH /settings_discounts/:id'], async (request) =>
      updateDiscount(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, pricingTable['DELETE /settings_discounts/:id'], async (request) => {
      await deleteDiscount(ctx, actorOf(request), request.params.id);
    });
  };

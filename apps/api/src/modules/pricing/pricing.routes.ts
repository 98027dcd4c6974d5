import {
  displayRead,
  durationTypeRead,
  fidelityRead,
  pricingCreate,
  pricingRead,
  pricingTypeRead,
  pricingUpdate,
  settingsDiscountCreate,
  settingsDiscountRead,
  settingsDiscountUpdate,
  taxCreate,
  taxRead,
  taxUpdate,
} from '@velodesk/contract/api/pricing';
import { idParams } from '@velodesk/contract/hydra';

import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
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

const settings = need('settings_application');
const tags = ['pricing'];

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
    registerCollection(app, '/pricing_types', {
      requirement: 'login',
      tags: tags,
      spec: pricingTypeCollection,
      member: pricingTypeRead,
      find: (request, query) => findPricingTypes(ctx, actorOf(request), query),
    });

    registerCollection(app, '/duration_types', {
      requirement: 'login',
      tags: tags,
      spec: durationTypeCollection,
      member: durationTypeRead,
      find: (request, query) => findDurationTypes(ctx, actorOf(request), query),
    });

    registerCollection(app, '/displays', {
      requirement: 'login',
      tags: tags,
      spec: displayCollection,
      member: displayRead,
      find: (request, query) => findDisplays(ctx, actorOf(request), query),
    });

    registerCollection(app, '/fidelities', {
      requirement: 'login',
      tags: tags,
      spec: fidelityCollection,
      member: fidelityRead,
      find: (request, query) => findFidelities(ctx, actorOf(request), query),
    });

    registerTaxRuleRoutes(app, ctx);

    // ---- taxes ----

    registerCollection(app, '/taxes', {
      requirement: need('planning', 'settings_application'),
      tags: tags,
      spec: taxCollection,
      member: taxRead,
      find: (request, query) => findTaxes(ctx, actorOf(request), query),
    });

    app.get(
      '/taxes/:id',
      {
        config: { requirement: need('planning', 'settings_application') },
        schema: { tags, params: idParams, response: { 200: taxRead } },
      },
      async (request) => getTax(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/taxes',
      { config: { requirement: settings }, schema: { tags, body: taxCreate, response: { 201: taxRead } } },
      async (request, reply) => reply.status(201).send(await createTax(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/taxes/:id',
      {
        config: { requirement: settings },
        schema: { tags, params: idParams, body: taxUpdate, response: { 200: taxRead } },
      },
      async (request) => updateTax(ctx, actorOf(request), request.params.id, request.body),
    );

    // ---- pricings ----

    registerCollection(app, '/pricings', {
      requirement: settings,
      tags: tags,
      spec: pricingCollection,
      member: pricingRead,
      find: (request, query) => findPricingRows(ctx, actorOf(request), query),
    });

    app.get(
      '/pricings/:id',
      {
        config: { requirement: settings },
        schema: { tags, params: idParams, response: { 200: pricingRead } },
      },
      async (request) => getPricing(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/pricings',
      {
        config: { requirement: settings },
        schema: { tags, body: pricingCreate, response: { 201: pricingRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createPricing(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/pricings/:id',
      {
        config: { requirement: settings },
        schema: { tags, params: idParams, body: pricingUpdate, response: { 200: pricingRead } },
      },
      async (request) => updatePricing(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/pricings/:id',
      { config: { requirement: settings }, schema: { tags, params: idParams } },
      async (request, reply) => {
        await deletePricing(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // ---- loyalty discounts ----

    registerCollection(app, '/settings_discounts', {
      requirement: 'login',
      tags: tags,
      spec: discountCollection,
      member: settingsDiscountRead,
      find: (request, query) => findDiscounts(ctx, actorOf(request), query),
    });

    app.get(
      '/settings_discounts/:id',
      {
        config: { requirement: 'login' },
        schema: { tags, params: idParams, response: { 200: settingsDiscountRead } },
      },
      async (request) => getDiscount(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/settings_discounts',
      {
        config: { requirement: settings },
        schema: { tags, body: settingsDiscountCreate, response: { 201: settingsDiscountRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createDiscount(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/settings_discounts/:id',
      {
        config: { requirement: settings },
        schema: {
          tags,
          params: idParams,
          body: settingsDiscountUpdate,
          response: { 200: settingsDiscountRead },
        },
      },
      async (request) => updateDiscount(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/settings_discounts/:id',
      { config: { requirement: settings }, schema: { tags, params: idParams } },
      async (request, reply) => {
        await deleteDiscount(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };

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
  taxRuleRead,
  taxUpdate,
} from '@velodesk/contract/api/pricing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
import {
  createDiscount,
  createPricing,
  createTax,
  deleteDiscount,
  deletePricing,
  discountCollection,
  displayCollection,
  durationTypeCollection,
  fidelityCollection,
  findDiscounts,
  findDisplays,
  findDurationTypes,
  findFidelities,
  findPricingRows,
  findPricingTypes,
  findTaxes,
  findTaxRules,
  getDiscount,
  getPricing,
  getTax,
  pricingCollection,
  pricingTypeCollection,
  taxCollection,
  taxRuleCollection,
  updateDiscount,
  updatePricing,
  updateTax,
} from './pricing.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const settings = need('settings_application');
const tags = ['pricing'];

/**
 * Prices and taxes. Reference lists need a login (the rental form reads them); pricings need
 * application settings; the taxes screen is a planning route (spec route table), its writes need
 * application settings.
 */
export const pricingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pricing_types',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(pricingTypeCollection),
          response: { 200: hydraCollection(pricingTypeRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findPricingTypes(ctx, listQuery(request));
        return collection('/pricing_types', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/duration_types',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(durationTypeCollection),
          response: { 200: hydraCollection(durationTypeRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findDurationTypes(ctx, listQuery(request));
        return collection('/duration_types', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/displays',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(displayCollection),
          response: { 200: hydraCollection(displayRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findDisplays(ctx, listQuery(request));
        return collection('/displays', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/fidelities',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(fidelityCollection),
          response: { 200: hydraCollection(fidelityRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findFidelities(ctx, listQuery(request));
        return collection('/fidelities', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/tax_rules',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(taxRuleCollection),
          response: { 200: hydraCollection(taxRuleRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findTaxRules(ctx, listQuery(request));
        return collection('/tax_rules', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    // ---- taxes ----

    app.get(
      '/taxes',
      {
        config: { requirement: need('planning', 'settings_application') },
        schema: {
          tags,
          querystring: collectionQuerySchema(taxCollection),
          response: { 200: hydraCollection(taxRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findTaxes(ctx, listQuery(request));
        return collection('/taxes', members, total, { ...parsed, query: listQuery(request) });
      },
    );

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

    app.get(
      '/pricings',
      {
        config: { requirement: settings },
        schema: {
          tags,
          querystring: collectionQuerySchema(pricingCollection),
          response: { 200: hydraCollection(pricingRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findPricingRows(ctx, actorOf(request), listQuery(request));
        return collection('/pricings', members, total, { ...parsed, query: listQuery(request) });
      },
    );

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

    app.get(
      '/settings_discounts',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          querystring: collectionQuerySchema(discountCollection),
          response: { 200: hydraCollection(settingsDiscountRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findDiscounts(ctx, actorOf(request), listQuery(request));
        return collection('/settings_discounts', members, total, { ...parsed, query: listQuery(request) });
      },
    );

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

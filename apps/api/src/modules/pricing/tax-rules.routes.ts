import {
  taxRuleCreate,
  taxRuleRateCreate,
  taxRuleRateRead,
  taxRuleRateUpdate,
  taxRuleRead,
  taxRuleUpdate,
} from '@velodesk/contract/api/pricing';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  createTaxRuleRate,
  deleteTaxRuleRate,
  findTaxRuleRates,
  getTaxRuleRate,
  taxRuleRateCollection,
  updateTaxRuleRate,
} from './tax-rates.service.ts';
import {
  createTaxRule,
  findTaxRules,
  getTaxRule,
  renameTaxRule,
  taxRuleCollection,
} from './tax-rules.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const settings = need('settings_application');
const tags = ['pricing'];

/**
 * Tax rules and their rates per country (docs/decisions/tax-rates.md). Reading needs a login (the
 * pricing and rental screens read the rules); every write needs application settings, like the
 * other settings writes (docs/decisions/fleet-and-settings-permissions.md).
 */
export const registerTaxRuleRoutes = (app: ZodApp, ctx: AppContext) => {
  registerCollection(app, '/tax_rules', {
    requirement: 'login',
    tags,
    spec: taxRuleCollection,
    member: taxRuleRead,
    find: (request, query) => findTaxRules(ctx, actorOf(request), query),
  });

  app.get(
    '/tax_rules/:id',
    {
      config: { requirement: 'login' },
      schema: { tags, params: idParams, response: { 200: taxRuleRead } },
    },
    async (request) => getTaxRule(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/tax_rules',
    {
      config: { requirement: settings },
      schema: { tags, body: taxRuleCreate, response: { 201: taxRuleRead } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTaxRule(ctx, actorOf(request), request.body)),
  );

  app.patch(
    '/tax_rules/:id',
    {
      config: { requirement: settings },
      schema: { tags, params: idParams, body: taxRuleUpdate, response: { 200: taxRuleRead } },
    },
    async (request) => renameTaxRule(ctx, actorOf(request), request.params.id, request.body),
  );

  registerCollection(app, '/tax_rule_rates', {
    requirement: 'login',
    tags,
    spec: taxRuleRateCollection,
    member: taxRuleRateRead,
    find: (request, query) => findTaxRuleRates(ctx, actorOf(request), query),
  });

  app.get(
    '/tax_rule_rates/:id',
    {
      config: { requirement: 'login' },
      schema: { tags, params: idParams, response: { 200: taxRuleRateRead } },
    },
    async (request) => getTaxRuleRate(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/tax_rule_rates',
    {
      config: { requirement: settings },
      schema: { tags, body: taxRuleRateCreate, response: { 201: taxRuleRateRead } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTaxRuleRate(ctx, actorOf(request), request.body)),
  );

  app.patch(
    '/tax_rule_rates/:id',
    {
      config: { requirement: settings },
      schema: { tags, params: idParams, body: taxRuleRateUpdate, response: { 200: taxRuleRateRead } },
    },
    async (request) => updateTaxRuleRate(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tax_rule_rates/:id',
    { config: { requirement: settings }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deleteTaxRuleRate(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

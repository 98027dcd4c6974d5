import { pricingRoutes as pricingTable } from '@velodesk/contract/routes/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
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

/**
 * Tax rules and their rates per country (docs/decisions/tax-rates.md). Reading needs a login (the
 * pricing and rental screens read the rules); every write needs application settings, like the
 * other settings writes (docs/decisions/fleet-and-settings-permissions.md).
 */
export const registerTaxRuleRoutes = (app: ZodApp, ctx: AppContext) => {
  serveCollection(app, pricingTable['GET /tax_rules'], {
    spec: taxRuleCollection,
    find: (request, query) => findTaxRules(ctx, actorOf(request), query),
  });

  serveRoute(app, pricingTable['GET /tax_rules/:id'], async (request) =>
    getTaxRule(ctx, actorOf(request), request.params.id),
  );

  serveRoute(app, pricingTable['POST /tax_rules'], async (request) =>
    createTaxRule(ctx, actorOf(request), request.body),
  );

  serveRoute(app, pricingTable['PATCH /tax_rules/:id'], async (request) =>
    renameTaxRule(ctx, actorOf(request), request.params.id, request.body),
  );

  serveCollection(app, pricingTable['GET /tax_rule_rates'], {
    spec: taxRuleRateCollection,
    find: (request, query) => findTaxRuleRates(ctx, actorOf(request), query),
  });

  serveRoute(app, pricingTable['GET /tax_rule_rates/:id'], async (request) =>
    getTaxRuleRate(ctx, actorOf(request), request.params.id),
  );

  serveRoute(app, pricingTable['POST /tax_rule_rates'], async (request) =>
    createTaxRuleRate(ctx, actorOf(request), request.body),
  );

  serveRoute(app, pricingTable['PATCH /tax_rule_rates/:id'], async (request) =>
    updateTaxRuleRate(ctx, actorOf(request), request.params.id, request.body),
  );

  serveRoute(app, pricingTable['DELETE /tax_rule_rates/:id'], async (request) => {
    await deleteTaxRuleRate(ctx, actorOf(request), request.params.id);
  });
};

import {
  depositAmountPatch,
  depositQuoteRead,
  depositQuoteRequest,
  depositRead,
  depositReceiptQuery,
  depositRulePatch,
  depositRuleQuery,
  depositRuleRead,
  depositRuleWrite,
  depositTake,
  depositWaiver,
  heldDepositRead,
} from '@velodesk/contract/api/deposits';
import { hydraCollection, idParams, parseIri } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { collection } from '../../platform/hydra.ts';
import { depositReceiptPdf } from './deposit-receipt.ts';
import {
  createDepositRule,
  deleteDepositRule,
  depositRuleCollection,
  findDepositRules,
  updateDepositRule,
} from './deposit-rules.service.ts';
import {
  changeDepositAmount,
  findHeldDeposits,
  getDeposit,
  quoteDeposit,
  takeDeposit,
  waiveDeposit,
} from './deposits.service.ts';

const tags = ['deposits'];
const contract = need('rental_contract');
const settings = need('settings_application');
const whole = (count: number) => ({ page: 1, itemsPerPage: Math.max(1, count), paginated: false, query: {} });

/** Deposits (issue 24): the managers' rules, one rental's deposit, and what a site holds now. */
export const depositsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerCollection(app, '/deposit_rules', {
      requirement: settings,
      tags,
      spec: depositRuleCollection,
      member: depositRuleRead,
      find: (request, query) => findDepositRules(ctx, actorOf(request), query),
    });
    app.post(
      '/deposit_rules',
      {
        config: { requirement: settings },
        schema: { tags, body: depositRuleWrite, response: { 201: depositRuleRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createDepositRule(ctx, actorOf(request), request.body)),
    );
    app.patch(
      '/deposit_rules/:id',
      {
        config: { requirement: settings },
        schema: { tags, params: idParams, body: depositRulePatch, response: { 200: depositRuleRead } },
      },
      async (request) => updateDepositRule(ctx, actorOf(request), request.params.id, request.body.amount),
    );
    app.delete(
      '/deposit_rules/:id',
      { config: { requirement: settings }, schema: { tags, params: idParams } },
      async (request, reply) => {
        await deleteDepositRule(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/rentals/:id/deposit',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: depositRead } },
      },
      async (request) => getDeposit(ctx, actorOf(request), request.params.id),
    );
    app.patch(
      '/rentals/:id/deposit',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: depositAmountPatch, response: { 200: depositRead } },
      },
      async (request) =>
        changeDepositAmount(ctx, actorOf(request), request.params.id, request.body.amountBail),
    );
    app.post(
      '/rentals/:id/deposit/take',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: depositTake, response: { 200: depositRead } },
      },
      async (request) => takeDeposit(ctx, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/rentals/:id/deposit/waive',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: depositWaiver, response: { 200: depositRead } },
      },
      async (request) => waiveDeposit(ctx, actorOf(request), request.params.id, request.body),
    );
    app.get(
      '/rentals/:id/deposit/receipt',
      {
        config: { requirement: contract },
        schema: {
          tags,
          description:
            'The return receipt of the deposit (application/pdf), once the close gave it back or kept part.',
          params: idParams,
          querystring: depositReceiptQuery,
        },
      },
      async (request, reply) => {
        const { pdf, filename } = await depositReceiptPdf(
          ctx,
          actorOf(request),
          request.params.id,
          request.query,
        );
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
    );
    app.post(
      '/deposits/quote',
      {
        config: { requirement: contract },
        schema: {
          tags,
          description: "The deposit the site's rules require for these products, before the contract exists.",
          body: depositQuoteRequest,
          response: { 200: depositQuoteRead },
        },
      },
      async (request) =>
        quoteDeposit(
          ctx,
          actorOf(request),
          parseIri('sites', request.body.site)!,
          request.body.products.map((iri) => parseIri('products', iri)!),
        ),
    );
    app.get(
      '/deposits/held',
      {
        config: { requirement: contract },
        schema: { tags, querystring: depositRuleQuery, response: { 200: hydraCollection(heldDepositRead) } },
      },
      async (request) => {
        const members = await findHeldDeposits(ctx, actorOf(request), request.query.siteId);
        return collection('/deposits/held', members, members.length, whole(members.length));
      },
    );
  };

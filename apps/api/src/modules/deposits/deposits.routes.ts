import { parseIri } from '@velodesk/contract/hydra';
import { depositsRoutes as depositsTable } from '@velodesk/contract/routes/deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { collection } from '../../platform/hydra.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
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

const whole = (count: number) => ({ page: 1, itemsPerPage: Math.max(1, count), paginated: false, query: {} });

/** Deposits (issue 24): the managers' rules, one rental's deposit, and what a site holds now. */
export const depositsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCollection(app, depositsTable['GET /deposit_rules'], {
      spec: depositRuleCollection,
      find: (request, query) => findDepositRules(ctx, actorOf(request), query),
    });
    serveRoute(app, depositsTable['POST /deposit_rules'], async (request) =>
      createDepositRule(ctx, actorOf(request), request.body),
    );
    serveRoute(app, depositsTable['PATCH /deposit_rules/:id'], async (request) =>
      updateDepositRule(ctx, actorOf(request), request.params.id, request.body.amount),
    );
    serveRoute(app, depositsTable['DELETE /deposit_rules/:id'], async (request) => {
      await deleteDepositRule(ctx, actorOf(request), request.params.id);
    });
    serveRoute(app, depositsTable['GET /rentals/:id/deposit'], async (request) =>
      getDeposit(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, depositsTable['PATCH /rentals/:id/deposit'], async (request) =>
      changeDepositAmount(ctx, actorOf(request), request.params.id, request.body.amountBail),
    );
    serveRoute(app, depositsTable['POST /rentals/:id/deposit/take'], async (request) =>
      takeDeposit(ctx, actorOf(request), request.params.id, request.body),
    );
    serveRoute(app, depositsTable['POST /rentals/:id/deposit/waive'], async (request) =>
      waiveDeposit(ctx, actorOf(request), request.params.id, request.body),
    );
    serveRoute(
      app,
      depositsTable['GET /rentals/:id/deposit/receipt'],
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
      {
        description:
          'The return receipt of the deposit (application/pdf), once the close gave it back or kept part.',
      },
    );
    serveRoute(
      app,
      depositsTable['POST /deposits/quote'],
      async (request) =>
        quoteDeposit(
          ctx,
          actorOf(request),
          parseIri('sites', request.body.site)!,
          request.body.products.map((iri) => parseIri('products', iri)!),
        ),
      { description: "The deposit the site's rules require for these products, before the contract exists." },
    );
    serveRoute(app, depositsTable['GET /deposits/held'], async (request) => {
      const members = await findHeldDeposits(ctx, actorOf(request), request.query.siteId);
      return collection('/deposits/held', members, members.length, whole(members.length));
    });
  };

import { accountRoutes as accountTable } from '@velodesk/contract/routes/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import type { Mailer } from '../mail/mail.api.ts';
import {
  type AccountDeps,
  checkToken,
  requestPasswordReset,
  sendAccountConfirmation,
  setPasswordWithToken,
} from './account.service.ts';
import { createRateLimiter } from './account-throttle.ts';

/** Budgets of the public account routes, per address and per 15 minutes. */
export const accountRateLimits = { resetRequests: 10, tokenAttempts: 30, windowSeconds: 900 } as const;

/**
 * The account flows: the confirmation mail (user settings), and the public routes of the account
 * pages (forgotten password, token checks, setting a password with a mailed token).
 */
export const accountRoutes =
  (deps: { ctx: AppContext; mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const account: AccountDeps = {
      ...deps,
      resetRequests: createRateLimiter({
        db: deps.ctx.db,
        bucket: 'reset-request',
        max: accountRateLimits.resetRequests,
        windowSeconds: accountRateLimits.windowSeconds,
        now: deps.ctx.now,
      }),
      tokenAttempts: createRateLimiter({
        db: deps.ctx.db,
        bucket: 'token-attempt',
        max: accountRateLimits.tokenAttempts,
        windowSeconds: accountRateLimits.windowSeconds,
        now: deps.ctx.now,
      }),
    };
    // Mails still leaving in the background are sent before the database closes.
    app.addHook('onClose', async () => deps.mailer.close());

    serveRoute(app, accountTable['POST /mail/send_account_confirmation/:id'], async (request) =>
      sendAccountConfirmation(account, actorOf(request), request.params.id),
    );

    serveRoute(app, accountTable['PATCH /account/reset_password'], async (request) => {
      await requestPasswordReset(account, request.body, request.ip);
    });

    const checks = [
      [accountTable['GET /check/token/account_reset_password/:token'], 'reset_password'],
      [accountTable['GET /token/check_validity/account_confirmation/:token'], 'confirmation'],
      [accountTable['GET /check/token/account_confirmation/:token'], 'confirmation'],
    ] as const;
    for (const [route, purpose] of checks) {
      serveRoute(app, route, async (request) =>
        checkToken(account, purpose, request.params.token, request.ip),
      );
    }

    // update_password is the web app's other page for a reset link: the same action.
    const uses = [
      [accountTable['PATCH /account/initialize_password/:token'], 'confirmation'],
      [accountTable['PATCH /account/reset_password/:token'], 'reset_password'],
      [accountTable['PATCH /account/update_password/:token'], 'reset_password'],
    ] as const;
    for (const [route, purpose] of uses) {
      serveRoute(app, route, async (request) => {
        await setPasswordWithToken(account, purpose, request.params.token, request.body.password, request.ip);
      });
    }
  };

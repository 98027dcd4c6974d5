import {
  mailOutboxRead,
  newPasswordRequest,
  resetPasswordRequest,
  tokenValidity,
} from '@velodesk/contract/api/account';
import { idParams } from '@velodesk/contract/hydra';

import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Mailer } from '../mail/mail.api.ts';
import type { AccountTokenPurpose } from './account.repository.ts';
import {
  type AccountDeps,
  checkToken,
  requestPasswordReset,
  sendAccountConfirmation,
  setPasswordWithToken,
} from './account.service.ts';
import { createRateLimiter } from './account-throttle.ts';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

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

    app.post(
      '/mail/send_account_confirmation/:id',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['account'], params: idParams, response: { 200: mailOutboxRead } },
      },
      async (request) => sendAccountConfirmation(account, actorOf(request), request.params.id),
    );

    app.patch(
      '/account/reset_password',
      { config: { requirement: 'public' }, schema: { tags: ['account'], body: resetPasswordRequest } },
      async (request, reply) => {
        await requestPasswordReset(account, request.body, request.ip);
        return reply.status(204).send();
      },
    );

    const checks: Array<[string, AccountTokenPurpose]> = [
      ['/check/token/account_reset_password/:token', 'reset_password'],
      ['/token/check_validity/account_confirmation/:token', 'confirmation'],
      ['/check/token/account_confirmation/:token', 'confirmation'],
    ];
    for (const [path, purpose] of checks) {
      app.get(
        path,
        {
          config: { requirement: 'public' },
          schema: { tags: ['account'], params: tokenParams, response: { 200: tokenValidity } },
        },
        async (request) => checkToken(account, purpose, request.params.token, request.ip),
      );
    }

    // update_password is the web app's other page for a reset link: the same action.
    const uses: Array<[string, AccountTokenPurpose]> = [
      ['/account/initialize_password/:token', 'confirmation'],
      ['/account/reset_password/:token', 'reset_password'],
      ['/account/update_password/:token', 'reset_password'],
    ];
    for (const [path, purpose] of uses) {
      app.patch(
        path,
        {
          config: { requirement: 'public' },
          schema: { tags: ['account'], params: tokenParams, body: newPasswordRequest },
        },
        async (request, reply) => {
          await setPasswordWithToken(
            account,
            purpose,
            request.params.token,
            request.body.password,
            request.ip,
          );
          return reply.status(204).send();
        },
      );
    }
  };

import { privacyRoutes as privacyTable } from '@velodesk/contract/routes/privacy';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveCollection, serveRoute, type ZodApp } from '../../platform/serve-route.ts';
import { encryptClearIdentityNumbers } from './identity-numbers.ts';
import { personalDataPdf } from './personal-data-pdf.ts';
import {
  eraseCustomer,
  exportPersonalData,
  findPersonalDataEvents,
  getRetentionSettings,
  personalDataEventCollection,
  putRetentionSettings,
  revealContactIdentity,
  revealCustomerIdentity,
  runDailyRetention,
  runRetentionNow,
} from './privacy.service.ts';

/**
 * The personal data of customers (docs/decisions/personal-data.md): the daily retention job, the
 * retention settings, exports, erasure, identity-number reveals and their journal. Served by the
 * customers plugin (customers.routes.ts).
 */
export const servePersonalData = (app: ZodApp, ctx: AppContext) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Identity numbers stored in clear (before migration 0021) are encrypted once the key is known.
    const encrypted = await encryptClearIdentityNumbers(ctx);
    if (encrypted > 0) ctx.log.info(`${encrypted} identity numbers were encrypted at rest.`);
    timer = setInterval(() => {
      running = runDailyRetention(ctx).catch((error) =>
        ctx.log.error({ err: error }, 'The retention of personal data failed.'),
      );
    }, ctx.config.retentionIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
  serveRoute(app, privacyTable['GET /companies/:id/retention'], async (request) =>
    getRetentionSettings(ctx, actorOf(request), request.params.id),
  );
  serveRoute(app, privacyTable['PUT /companies/:id/retention'], async (request) =>
    putRetentionSettings(ctx, actorOf(request), request.params.id, request.body),
  );
  serveRoute(
    app,
    privacyTable['POST /retention_runs'],
    async (request) => runRetentionNow(ctx, actorOf(request)),
    {
      description:
        'ADMINISTRATEUR: applies the retention of every company now (the daily job does the same).',
    },
  );
  serveRoute(app, privacyTable['GET /customers/:id/personal_data'], async (request) =>
    exportPersonalData(ctx, actorOf(request), request.params.id, 'json'),
  );
  serveRoute(app, privacyTable['GET /customers/:id/personal_data/pdf'], async (request, reply) => {
    const data = await exportPersonalData(ctx, actorOf(request), request.params.id, 'pdf');
    const pdf = await personalDataPdf(data);
    return sendFile(reply, {
      contentType: 'application/pdf',
      filename: `personal-data-${request.params.id}.pdf`,
      disposition: 'attachment',
      body: pdf,
    });
  });
  serveRoute(app, privacyTable['POST /customers/:id/erasure'], async (request) =>
    eraseCustomer(ctx, actorOf(request), request.params.id, request.body),
  );
  serveRoute(app, privacyTable['POST /customers/:id/identity_number_reveal'], async (request) =>
    revealCustomerIdentity(ctx, actorOf(request), request.params.id),
  );
  serveRoute(app, privacyTable['POST /contacts/:id/identity_number_reveal'], async (request) =>
    revealContactIdentity(ctx, actorOf(request), request.params.id),
  );
  serveCollection(app, privacyTable['GET /personal_data_events'], {
    spec: personalDataEventCollection,
    find: (request, query) => findPersonalDataEvents(ctx, actorOf(request), query),
  });
};

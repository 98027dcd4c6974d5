import { customersRoutes as customersTable } from '@velodesk/contract/routes/customers';
import { privacyRoutes as privacyTable } from '@velodesk/contract/routes/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  commentCollection,
  createComment,
  deleteComment,
  findComments,
  getComment,
} from './comments.service.ts';
import {
  contactCollection,
  createContact,
  deleteContact,
  findContacts,
  getContact,
  updateContact,
} from './contacts.service.ts';
import {
  createCustomer,
  customerCollection,
  deleteCustomer,
  findCustomers,
  getCustomer,
  updateCustomer,
} from './customers.service.ts';
import { encryptClearIdentityNumbers } from './identity-numbers.ts';
import { personalDataPdf } from './personal-data-pdf.ts';
import { createEmail, createPhone, deletePhone, getEmail, getPhone, updatePhone } from './phones.service.ts';
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
 * Customers, contacts, phones, e-mails and comments. The customers screens need no feature
 * (spec route table): every route asks only for a signed-in user.
 */
export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- personal data (docs/decisions/personal-data.md) ----
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

    // ---- customers ----
    serveCollection(app, customersTable['GET /customers'], {
      spec: customerCollection,
      find: (request, query) => findCustomers(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /customers/:id'], async (request) =>
      getCustomer(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      customersTable['POST /customers'],
      async (request) => await createCustomer(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /customers/:id'], async (request) =>
      updateCustomer(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /customers/:id'], async (request) => {
      await deleteCustomer(ctx, actorOf(request), request.params.id);
      return;
    });

    // ---- contacts ----
    serveCollection(app, customersTable['GET /contacts'], {
      spec: contactCollection,
      find: (request, query) => findContacts(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /contacts/:id'], async (request) =>
      getContact(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      customersTable['POST /contacts'],
      async (request) => await createContact(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /contacts/:id'], async (request) =>
      updateContact(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /contacts/:id'], async (request) => {
      await deleteContact(ctx, actorOf(request), request.params.id);
      return;
    });

    // ---- phones and e-mails ----
    serveRoute(app, customersTable['GET /phones/:id'], async (request) =>
      getPhone(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      customersTable['POST /phones'],
      async (request) => await createPhone(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /phones/:id'], async (request) =>
      updatePhone(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /phones/:id'], async (request) => {
      await deletePhone(ctx, actorOf(request), request.params.id);
      return;
    });

    serveRoute(app, customersTable['GET /emails/:id'], async (request) =>
      getEmail(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      customersTable['POST /emails'],
      async (request) => await createEmail(ctx, actorOf(request), request.body),
    );

    // ---- comments ----
    serveCollection(app, customersTable['GET /comments'], {
      spec: commentCollection,
      find: (request, query) => findComments(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /comments/:id'], async (request) =>
      getComment(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      customersTable['POST /comments'],
      async (request) => await createComment(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['DELETE /comments/:id'], async (request) => {
      await deleteComment(ctx, actorOf(request), request.params.id);
      return;
    });
  };

import {
  commentCreate,
  commentRead,
  contactCreate,
  contactPatch,
  contactRead,
  customerCreate,
  customerDetail,
  customerPatch,
  customerRead,
  emailCreate,
  emailRead,
  phoneCreate,
  phonePatch,
  phoneRead,
} from '@velodesk/contract/api/customers';
import {
  erasureRead,
  erasureRequest,
  identityRevealRead,
  personalDataEventRead,
  personalDataExport,
  retentionRunRead,
  retentionSettingsRead,
  retentionSettingsWrite,
} from '@velodesk/contract/api/privacy';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
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
    const privacyTags = ['privacy'];
    app.get(
      '/companies/:id/retention',
      {
        config: { requirement: 'login' },
        schema: { tags: privacyTags, params: idParams, response: { 200: retentionSettingsRead } },
      },
      async (request) => getRetentionSettings(ctx, actorOf(request), request.params.id),
    );
    app.put(
      '/companies/:id/retention',
      {
        config: { requirement: need('settings_application') },
        schema: {
          tags: privacyTags,
          params: idParams,
          body: retentionSettingsWrite,
          response: { 200: retentionSettingsRead },
        },
      },
      async (request) => putRetentionSettings(ctx, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/retention_runs',
      {
        config: { requirement: 'login' },
        schema: {
          tags: privacyTags,
          description:
            'ADMINISTRATEUR: applies the retention of every company now (the daily job does the same).',
          response: { 200: retentionRunRead },
        },
      },
      async (request) => runRetentionNow(ctx, actorOf(request)),
    );
    app.get(
      '/customers/:id/personal_data',
      {
        config: { requirement: 'login' },
        schema: { tags: privacyTags, params: idParams, response: { 200: personalDataExport } },
      },
      async (request) => exportPersonalData(ctx, actorOf(request), request.params.id, 'json'),
    );
    app.get(
      '/customers/:id/personal_data/pdf',
      { config: { requirement: 'login' }, schema: { tags: privacyTags, params: idParams } },
      async (request, reply) => {
        const data = await exportPersonalData(ctx, actorOf(request), request.params.id, 'pdf');
        const pdf = await personalDataPdf(data);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename: `personal-data-${request.params.id}.pdf`,
          disposition: 'attachment',
          body: pdf,
        });
      },
    );
    app.post(
      '/customers/:id/erasure',
      {
        config: { requirement: 'login' },
        schema: { tags: privacyTags, params: idParams, body: erasureRequest, response: { 200: erasureRead } },
      },
      async (request) => eraseCustomer(ctx, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/customers/:id/identity_number_reveal',
      {
        config: { requirement: 'login' },
        schema: { tags: privacyTags, params: idParams, response: { 200: identityRevealRead } },
      },
      async (request) => revealCustomerIdentity(ctx, actorOf(request), request.params.id),
    );
    app.post(
      '/contacts/:id/identity_number_reveal',
      {
        config: { requirement: 'login' },
        schema: { tags: privacyTags, params: idParams, response: { 200: identityRevealRead } },
      },
      async (request) => revealContactIdentity(ctx, actorOf(request), request.params.id),
    );
    registerCollection(app, '/personal_data_events', {
      requirement: 'login',
      tags: privacyTags,
      spec: personalDataEventCollection,
      member: personalDataEventRead,
      find: (request, query) => findPersonalDataEvents(ctx, actorOf(request), query),
    });

    // ---- customers ----
    registerCollection(app, '/customers', {
      requirement: 'login',
      tags: ['customers'],
      spec: customerCollection,
      member: customerRead,
      find: (request, query) => findCustomers(ctx, actorOf(request), query),
    });

    app.get(
      '/customers/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, response: { 200: customerDetail } },
      },
      async (request) => getCustomer(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/customers',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], body: customerCreate, response: { 201: customerDetail } },
      },
      async (request, reply) =>
        reply.status(201).send(await createCustomer(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/customers/:id',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['customers'],
          params: idParams,
          body: customerPatch,
          response: { 200: customerDetail },
        },
      },
      async (request) => updateCustomer(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/customers/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams },
      },
      async (request, reply) => {
        await deleteCustomer(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // ---- contacts ----
    registerCollection(app, '/contacts', {
      requirement: 'login',
      tags: ['customers'],
      spec: contactCollection,
      member: contactRead,
      find: (request, query) => findContacts(ctx, actorOf(request), query),
    });

    app.get(
      '/contacts/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, response: { 200: contactRead } },
      },
      async (request) => getContact(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/contacts',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], body: contactCreate, response: { 201: contactRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createContact(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/contacts/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, body: contactPatch, response: { 200: contactRead } },
      },
      async (request) => updateContact(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/contacts/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams },
      },
      async (request, reply) => {
        await deleteContact(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // ---- phones and e-mails ----
    app.get(
      '/phones/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, response: { 200: phoneRead } },
      },
      async (request) => getPhone(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/phones',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], body: phoneCreate, response: { 201: phoneRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createPhone(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/phones/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, body: phonePatch, response: { 200: phoneRead } },
      },
      async (request) => updatePhone(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/phones/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams },
      },
      async (request, reply) => {
        await deletePhone(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/emails/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, response: { 200: emailRead } },
      },
      async (request) => getEmail(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/emails',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], body: emailCreate, response: { 201: emailRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createEmail(ctx, actorOf(request), request.body)),
    );

    // ---- comments ----
    registerCollection(app, '/comments', {
      requirement: 'login',
      tags: ['customers'],
      spec: commentCollection,
      member: commentRead,
      find: (request, query) => findComments(ctx, actorOf(request), query),
    });

    app.get(
      '/comments/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams, response: { 200: commentRead } },
      },
      async (request) => getComment(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/comments',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], body: commentCreate, response: { 201: commentRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createComment(ctx, actorOf(request), request.body)),
    );

    app.delete(
      '/comments/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['customers'], params: idParams },
      },
      async (request, reply) => {
        await deleteComment(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };

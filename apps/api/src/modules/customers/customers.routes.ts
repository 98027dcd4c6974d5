import { customersRoutes as customersTable } from '@velodesk/contract/routes/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
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
import { createEmail, createPhone, deletePhone, getEmail, getPhone, updatePhone } from './phones.service.ts';
import { servePersonalData } from './privacy.routes.ts';

/**
 * Customers, contacts, phones, e-mails and comments, and their personal data (privacy.routes.ts).
 * The customers screens need no feature (spec route table): every route asks only for a signed-in
 * user.
 */
export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    servePersonalData(app, ctx);

    // ---- customers ----
    serveCollection(app, customersTable['GET /customers'], {
      spec: customerCollection,
      find: (request, query) => findCustomers(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /customers/:id'], async (request) =>
      getCustomer(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, customersTable['POST /customers'], async (request) =>
      createCustomer(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /customers/:id'], async (request) =>
      updateCustomer(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /customers/:id'], async (request) => {
      await deleteCustomer(ctx, actorOf(request), request.params.id);
    });

    // ---- contacts ----
    serveCollection(app, customersTable['GET /contacts'], {
      spec: contactCollection,
      find: (request, query) => findContacts(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /contacts/:id'], async (request) =>
      getContact(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, customersTable['POST /contacts'], async (request) =>
      createContact(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /contacts/:id'], async (request) =>
      updateContact(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /contacts/:id'], async (request) => {
      await deleteContact(ctx, actorOf(request), request.params.id);
    });

    // ---- phones and e-mails ----
    serveRoute(app, customersTable['GET /phones/:id'], async (request) =>
      getPhone(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, customersTable['POST /phones'], async (request) =>
      createPhone(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['PATCH /phones/:id'], async (request) =>
      updatePhone(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, customersTable['DELETE /phones/:id'], async (request) => {
      await deletePhone(ctx, actorOf(request), request.params.id);
    });

    serveRoute(app, customersTable['GET /emails/:id'], async (request) =>
      getEmail(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, customersTable['POST /emails'], async (request) =>
      createEmail(ctx, actorOf(request), request.body),
    );

    // ---- comments ----
    serveCollection(app, customersTable['GET /comments'], {
      spec: commentCollection,
      find: (request, query) => findComments(ctx, actorOf(request), query),
    });

    serveRoute(app, customersTable['GET /comments/:id'], async (request) =>
      getComment(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, customersTable['POST /comments'], async (request) =>
      createComment(ctx, actorOf(request), request.body),
    );

    serveRoute(app, customersTable['DELETE /comments/:id'], async (request) => {
      await deleteComment(ctx, actorOf(request), request.params.id);
    });
  };

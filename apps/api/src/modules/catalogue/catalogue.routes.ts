import { catalogueRoutes as catalogueTable } from '@velodesk/contract/routes/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  createDeclination,
  declinationCollection,
  findDeclinations,
  getDeclination,
  updateDeclination,
} from './declinations.service.ts';
import { createHistory, findHistories, historyCollection } from './product-history.service.ts';
import { importProducts } from './product-import.ts';
import { productLabelPdf } from './product-label.ts';
import { findStatuses, statusCollection } from './product-status.service.ts';
import {
  createProduct,
  findProducts,
  getProduct,
  productCollection,
  updateProduct,
} from './products.service.ts';
import { createRange, findRanges, getRange, rangeCollection, updateRange } from './ranges.service.ts';

/**
 * The fleet. Ranges, declinations and statuses need a login (the rental and settings screens
 * read them); products and their history need planning and are scoped to the user's sites;
 * creating and editing ranges and declinations, and creating, editing and importing products,
 * needs application settings. Each route declares that permission as a first gate; its service
 * checks it again, with the sites of the products it touches (catalogue.access.ts).
 */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /products/import takes the file as text/csv (this plugin only).
    app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    serveCollection(app, catalogueTable['GET /ranges'], {
      spec: rangeCollection,
      find: (request, query) => findRanges(ctx, actorOf(request), query),
    });

    serveCollection(app, catalogueTable['GET /declinations'], {
      spec: declinationCollection,
      find: (request, query) => findDeclinations(ctx, actorOf(request), query),
    });

    serveRoute(app, catalogueTable['GET /ranges/:id'], async (request) =>
      getRange(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, catalogueTable['POST /ranges'], async (request) =>
      createRange(ctx, actorOf(request), request.body),
    );

    serveRoute(app, catalogueTable['PATCH /ranges/:id'], async (request) =>
      updateRange(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, catalogueTable['GET /declinations/:id'], async (request) =>
      getDeclination(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, catalogueTable['POST /declinations'], async (request) =>
      createDeclination(ctx, actorOf(request), request.body),
    );

    serveRoute(app, catalogueTable['PATCH /declinations/:id'], async (request) =>
      updateDeclination(ctx, actorOf(request), request.params.id, request.body),
    );

    serveCollection(app, catalogueTable['GET /product_statuses'], {
      spec: statusCollection,
      find: (request, query) => findStatuses(ctx, actorOf(request), query),
    });

    serveCollection(app, catalogueTable['GET /products'], {
      spec: productCollection,
      find: (request, query) => findProducts(ctx, actorOf(request), query),
    });

    serveRoute(app, catalogueTable['GET /products/:id'], async (request) =>
      getProduct(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, catalogueTable['POST /products'], async (request) =>
      createProduct(ctx, actorOf(request), request.body),
    );

    serveRoute(app, catalogueTable['PATCH /products/:id'], async (request) =>
      updateProduct(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(
      app,
      catalogueTable['POST /products/import'],
      async (request) => {
        const csv = typeof request.body === 'string' ? request.body : request.body.csv;
        return await importProducts(ctx, actorOf(request), csv);
      },
      { description: 'A CSV file (text/csv) or JSON { csv }; all rows or none are imported.' },
    );

    serveRoute(
      app,
      catalogueTable['POST /pdf/generate/product/label/:id'],
      async (request, reply) => {
        const { pdf, filename } = await productLabelPdf(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
      { description: 'Answers the label itself (application/pdf).' },
    );

    serveCollection(app, catalogueTable['GET /product_histories'], {
      spec: historyCollection,
      find: (request, query) => findHistories(ctx, actorOf(request), query),
    });

    serveRoute(app, catalogueTable['POST /product_histories'], async (request) =>
      createHistory(ctx, actorOf(request), request.body),
    );
  };

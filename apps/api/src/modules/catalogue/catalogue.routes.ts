import {
  declinationCreate,
  declinationRead,
  declinationUpdate,
  productCreate,
  productHistoryCreate,
  productHistoryRead,
  productImportAnswer,
  productImportJson,
  productRead,
  productStatusRead,
  productUpdate,
  rangeCreate,
  rangeRead,
  rangeUpdate,
} from '@velodesk/contract/api/catalogue';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
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

const tags = ['catalogue'];

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

    registerCollection(app, '/ranges', {
      requirement: 'login',
      tags: tags,
      spec: rangeCollection,
      member: rangeRead,
      find: (request, query) => findRanges(ctx, actorOf(request), query),
    });

    registerCollection(app, '/declinations', {
      requirement: 'login',
      tags: tags,
      spec: declinationCollection,
      member: declinationRead,
      find: (request, query) => findDeclinations(ctx, actorOf(request), query),
    });

    app.get(
      '/ranges/:id',
      { config: { requirement: 'login' }, schema: { tags, params: idParams, response: { 200: rangeRead } } },
      async (request) => getRange(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/ranges',
      {
        config: { requirement: need('settings_application') },
        schema: { tags, body: rangeCreate, response: { 201: rangeRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createRange(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/ranges/:id',
      {
        config: { requirement: need('settings_application') },
        schema: { tags, params: idParams, body: rangeUpdate, response: { 200: rangeRead } },
      },
      async (request) => updateRange(ctx, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/declinations/:id',
      {
        config: { requirement: 'login' },
        schema: { tags, params: idParams, response: { 200: declinationRead } },
      },
      async (request) => getDeclination(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/declinations',
      {
        config: { requirement: need('settings_application') },
        schema: { tags, body: declinationCreate, response: { 201: declinationRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createDeclination(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/declinations/:id',
      {
        config: { requirement: need('settings_application') },
        schema: { tags, params: idParams, body: declinationUpdate, response: { 200: declinationRead } },
      },
      async (request) => updateDeclination(ctx, actorOf(request), request.params.id, request.body),
    );

    registerCollection(app, '/product_statuses', {
      requirement: 'login',
      tags: tags,
      spec: statusCollection,
      member: productStatusRead,
      find: (request, query) => findStatuses(ctx, actorOf(request), query),
    });

    registerCollection(app, '/products', {
      requirement: need('planning'),
      tags: tags,
      spec: productCollection,
      member: productRead,
      find: (request, query) => findProducts(ctx, actorOf(request), query),
    });

    app.get(
      '/products/:id',
      {
        config: { requirement: need('planning') },
        schema: { tags, params: idParams, response: { 200: productRead } },
      },
      async (request) => getProduct(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/products',
      {
        config: { requirement: need('settings_application') },
        schema: { tags, body: productCreate, response: { 201: productRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createProduct(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/products/:id',
      {
        // The service tells the two apart: fields need settings_application, a status planning.
        config: { requirement: need('planning', 'settings_application') },
        schema: { tags, params: idParams, body: productUpdate, response: { 200: productRead } },
      },
      async (request) => updateProduct(ctx, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/products/import',
      {
        config: { requirement: need('settings_application') },
        schema: {
          tags,
          description: 'A CSV file (text/csv) or JSON { csv }; all rows or none are imported.',
          body: z.union([z.string().min(1, 'The file is empty.'), productImportJson]),
          response: { 201: productImportAnswer },
        },
      },
      async (request, reply) => {
        const csv = typeof request.body === 'string' ? request.body : request.body.csv;
        return reply.status(201).send(await importProducts(ctx, actorOf(request), csv));
      },
    );

    app.post(
      '/pdf/generate/product/label/:id',
      {
        config: { requirement: need('planning', 'settings_application') },
        schema: { tags, description: 'Answers the label itself (application/pdf).', params: idParams },
      },
      async (request, reply) => {
        const { pdf, filename } = await productLabelPdf(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
    );

    registerCollection(app, '/product_histories', {
      requirement: need('planning'),
      tags: tags,
      spec: historyCollection,
      member: productHistoryRead,
      find: (request, query) => findHistories(ctx, actorOf(request), query),
    });

    app.post(
      '/product_histories',
      {
        config: { requirement: need('planning') },
        schema: { tags, body: productHistoryCreate, response: { 201: productHistoryRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createHistory(ctx, actorOf(request), request.body)),
    );
  };

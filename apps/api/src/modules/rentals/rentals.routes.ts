import { fdsPatch } from '@velodesk/contract/api/deposits';
import {
  availabilityQuery,
  availableProductGroup,
  defaultDiscountQuery,
  defaultDiscountRead,
  type PlanningRead,
  planningQuery,
  planningRead,
  rentalClose,
  rentalListItem,
  rentalMigrate,
  rentalPatch,
  rentalProductPatch,
  rentalProductRead,
  rentalProductReplace,
  rentalRead,
  rentalStateRead,
  rentalTypeRead,
  rentalWrite,
} from '@velodesk/contract/api/rentals';
import { hydraCollection, idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import { jsonLd } from '../../platform/content-types.ts';
import {
  cancelRental,
  closeContract,
  markEndOfStay,
  migrateReservation,
  refundRental,
  replaceLine,
  uncloseContract,
  validateLine,
} from './life-cycle.service.ts';
import { createPlanningCache } from './planning-cache.ts';
import { withStayDates } from './rental-stays.ts';
import {
  defaultDiscount,
  findAvailableProducts,
  findPlanning,
  findRentalProducts,
  findRentalStates,
  findRentals,
  findRentalTypes,
  getRental,
  getRentalProduct,
  rentalCollection,
  rentalProductCollection,
  rentalStateCollection,
  rentalTypeCollection,
} from './rentals.queries.ts';
import { createRental, patchRental, type RentalDeps, updateRental } from './rentals.service.ts';

const tags = ['rentals'];

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export const acceptsGzip = (header: string | string[] | undefined): boolean =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([coding, ...params]) =>
        (coding === 'gzip' || coding === '*') &&
        !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)),
    );
const reservation = need('rental_reservation');
const contract = need('rental_contract');
const eitherRental = need('rental_reservation', 'rental_contract');
const planning = need('planning');

/**
 * Rentals (rentals.md sections 3 to 9). Routes are thin: each declares the permission of the
 * specs' route table, and the service checks it again with the site of the records it touches.
 */
export const rentalsRoutes =
  (deps: RentalDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { ctx } = deps;

    registerCollection(app, '/rentals', {
      requirement: planning,
      tags,
      spec: rentalCollection,
      member: rentalListItem,
      find: (request, query) => findRentals(ctx, actorOf(request), query),
    });

    app.get(
      '/rentals/default_discount',
      {
        config: { requirement: eitherRental },
        schema: { tags, querystring: defaultDiscountQuery, response: { 200: defaultDiscountRead } },
      },
      async (request) => defaultDiscount(ctx, actorOf(request), request.query),
    );

    app.get(
      '/rentals/:id',
      {
        config: { requirement: planning },
        schema: { tags, params: idParams, response: { 200: rentalRead } },
      },
      async (request) => withStayDates(deps, await getRental(ctx, actorOf(request), request.params.id)),
    );

    for (const [path, kind, requirement] of [
      ['/reservations', 'reservation', reservation],
      ['/contracts', 'contract', contract],
    ] as const) {
      app.post(
        path,
        { config: { requirement }, schema: { tags, body: rentalWrite, response: { 201: rentalRead } } },
        async (request, reply) =>
          reply.status(201).send(await createRental(deps, actorOf(request), kind, request.body)),
      );
      app.patch(
        `${path}/:id`,
        {
          config: { requirement },
          schema: { tags, params: idParams, body: rentalPatch, response: { 200: rentalRead } },
        },
        async (request) => updateRental(deps, actorOf(request), kind, request.params.id, request.body),
      );
    }

    app.patch(
      '/rentals/:id',
      {
        config: { requirement: eitherRental },
        schema: { tags, params: idParams, body: rentalPatch, response: { 200: rentalRead } },
      },
      async (request) => patchRental(deps, actorOf(request), request.params.id, request.body),
    );
    app.patch(
      '/reservations/migrate/:id',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: rentalMigrate.nullish(), response: { 200: rentalRead } },
      },
      async (request) => migrateReservation(deps, actorOf(request), request.params.id, request.body ?? {}),
    );
    app.patch(
      '/rentals/:id/close',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: rentalClose.nullish(), response: { 200: rentalRead } },
      },
      async (request) => closeContract(ctx, actorOf(request), request.params.id, request.body ?? {}),
    );
    app.patch(
      '/rentals/:id/fds',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, body: fdsPatch, response: { 200: rentalRead } },
      },
      async (request) => markEndOfStay(ctx, actorOf(request), request.params.id, request.body.fds),
    );
    app.patch(
      '/rentals/:id/unclose',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: rentalRead } },
      },
      async (request) => uncloseContract(ctx, actorOf(request), request.params.id),
    );
    app.patch(
      '/rentals/:id/cancel',
      {
        config: { requirement: eitherRental },
        schema: { tags, params: idParams, response: { 200: rentalRead } },
      },
      async (request) => cancelRental(ctx, actorOf(request), request.params.id),
    );
    app.patch(
      '/rentals/:id/refund',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: rentalRead } },
      },
      async (request) => refundRental(ctx, actorOf(request), request.params.id),
    );

    registerCollection(app, '/rental_products', {
      requirement: planning,
      tags,
      spec: rentalProductCollection,
      member: rentalProductRead,
      find: (request, query) => findRentalProducts(ctx, actorOf(request), query),
    });
    app.get(
      '/rental_products/:id',
      {
        config: { requirement: planning },
        schema: { tags, params: idParams, response: { 200: rentalProductRead } },
      },
      async (request) => getRentalProduct(ctx, actorOf(request), request.params.id),
    );
    app.patch(
      '/rental_products/:id',
      {
        config: { requirement: eitherRental },
        schema: { tags, params: idParams, body: rentalProductPatch, response: { 200: rentalProductRead } },
      },
      async (request) => validateLine(ctx, actorOf(request), request.params.id),
    );
    app.patch(
      '/rental_products/:id/replace',
      {
        config: { requirement: eitherRental },
        schema: { tags, params: idParams, body: rentalProductReplace, response: { 200: rentalProductRead } },
      },
      async (request) => replaceLine(ctx, actorOf(request), request.params.id, request.body),
    );

    registerCollection(app, '/rental_types', {
      requirement: eitherRental,
      tags,
      spec: rentalTypeCollection,
      member: rentalTypeRead,
      find: (request, query) => findRentalTypes(ctx, actorOf(request), query),
    });
    registerCollection(app, '/rental_states', {
      requirement: eitherRental,
      tags,
      spec: rentalStateCollection,
      member: rentalStateRead,
      find: (request, query) => findRentalStates(ctx, actorOf(request), query),
    });

    app.get(
      '/products/available_for_reservation',
      {
        config: { requirement: eitherRental },
        schema: {
          tags,
          querystring: availabilityQuery,
          response: { 200: hydraCollection(availableProductGroup) },
        },
      },
      async (request) => {
        const groups = await findAvailableProducts(ctx, actorOf(request), request.query);
        return {
          '@id': '/api/products/available_for_reservation',
          '@type': 'hydra:Collection' as const,
          'hydra:member': groups,
          'hydra:totalItems': groups.length,
        };
      },
    );

    const plannings = createPlanningCache();
    app.get(
      '/plannings',
      {
        config: { requirement: planning },
        // 2,000 products and 20,000 blocks over 30 days: gzipped once per built answer here
        // (planning-cache.ts) instead of at every request by @fastify/compress.
        compress: false,
        schema: { tags, querystring: planningQuery, response: { 200: planningRead } },
        // Documented by its schema, but sent as the JSON text the service puts together from the
        // database's pieces (docs/decisions/planning-answer.md): never parsed nor checked again.
        serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      },
      async (request, reply) => {
        const answer = await findPlanning(ctx, actorOf(request), request.query, plannings);
        reply.header('content-type', jsonLd).header('vary', 'accept-encoding');
        if (acceptsGzip(request.headers['accept-encoding'])) {
          const body = await answer.gzipped();
          return reply.header('content-encoding', 'gzip').send(body as unknown as PlanningRead);
        }
        // A string with a JSON media type is sent as is (no serialization).
        return reply.send(answer.text as unknown as PlanningRead);
      },
    );
  };

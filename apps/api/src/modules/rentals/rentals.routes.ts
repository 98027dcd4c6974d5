import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { rentalsRoutes as rentalsTable } from '@velodesk/contract/routes/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { jsonLd } from '../../platform/content-types.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
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

/**
 * Rentals (rentals.md sections 3 to 9). Routes are thin: each declares the permission of the
 * specs' route table, and the service checks it again with the site of the records it touches.
 */
export const rentalsRoutes =
  (deps: RentalDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { ctx } = deps;

    serveCollection(app, rentalsTable['GET /rentals'], {
      spec: rentalCollection,
      find: (request, query) => findRentals(ctx, actorOf(request), query),
    });

    serveRoute(app, rentalsTable['GET /rentals/default_discount'], async (request) =>
      defaultDiscount(ctx, actorOf(request), request.query),
    );

    serveRoute(app, rentalsTable['GET /rentals/:id'], async (request) =>
      withStayDates(deps, await getRental(ctx, actorOf(request), request.params.id)),
    );

    const kinds = [
      [rentalsTable['POST /reservations'], rentalsTable['PATCH /reservations/:id'], 'reservation'],
      [rentalsTable['POST /contracts'], rentalsTable['PATCH /contracts/:id'], 'contract'],
    ] as const;
    for (const [create, update, kind] of kinds) {
      serveRoute(app, create, async (request) => createRental(deps, actorOf(request), kind, request.body));
      serveRoute(app, update, async (request) =>
        updateRental(deps, actorOf(request), kind, request.params.id, request.body),
      );
    }

    serveRoute(app, rentalsTable['PATCH /rentals/:id'], async (request) =>
      patchRental(deps, actorOf(request), request.params.id, request.body),
    );
    serveRoute(app, rentalsTable['PATCH /reservations/migrate/:id'], async (request) =>
      migrateReservation(deps, actorOf(request), request.params.id, request.body ?? {}),
    );
    serveRoute(app, rentalsTable['PATCH /rentals/:id/close'], async (request) =>
      closeContract(ctx, actorOf(request), request.params.id, request.body ?? {}),
    );
    serveRoute(app, rentalsTable['PATCH /rentals/:id/fds'], async (request) =>
      markEndOfStay(ctx, actorOf(request), request.params.id, request.body.fds),
    );
    serveRoute(app, rentalsTable['PATCH /rentals/:id/unclose'], async (request) =>
      uncloseContract(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, rentalsTable['PATCH /rentals/:id/cancel'], async (request) =>
      cancelRental(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, rentalsTable['PATCH /rentals/:id/refund'], async (request) =>
      refundRental(ctx, actorOf(request), request.params.id),
    );

    serveCollection(app, rentalsTable['GET /rental_products'], {
      spec: rentalProductCollection,
      find: (request, query) => findRentalProducts(ctx, actorOf(request), query),
    });
    serveRoute(app, rentalsTable['GET /rental_products/:id'], async (request) =>
      getRentalProduct(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, rentalsTable['PATCH /rental_products/:id'], async (request) =>
      validateLine(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, rentalsTable['PATCH /rental_products/:id/replace'], async (request) =>
      replaceLine(ctx, actorOf(request), request.params.id, request.body),
    );

    serveCollection(app, rentalsTable['GET /rental_types'], {
      spec: rentalTypeCollection,
      find: (request, query) => findRentalTypes(ctx, actorOf(request), query),
    });
    serveCollection(app, rentalsTable['GET /rental_states'], {
      spec: rentalStateCollection,
      find: (request, query) => findRentalStates(ctx, actorOf(request), query),
    });

    serveRoute(app, rentalsTable['GET /products/available_for_reservation'], async (request) => {
      const groups = await findAvailableProducts(ctx, actorOf(request), request.query);
      return {
        '@id': '/api/products/available_for_reservation',
        '@type': 'hydra:Collection' as const,
        'hydra:member': groups,
        'hydra:totalItems': groups.length,
      };
    });

    const plannings = createPlanningCache();
    serveRoute(app, rentalsTable['GET /plannings'], async (request, reply) => {
      const answer = await findPlanning(ctx, actorOf(request), request.query, plannings);
      reply.header('content-type', jsonLd).header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding'])) {
        const body = await answer.gzipped();
        return reply.header('content-encoding', 'gzip').send(body as unknown as PlanningRead);
      }
      // A string with a JSON media type is sent as is (no serialization).
      return reply.send(answer.text as unknown as PlanningRead);
    });
  };

import { settingsUserRead } from '@velodesk/contract/api/access';
import { siteCreate, siteUpdate } from '@velodesk/contract/api/settings';
import { siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
import {
  chosenSite,
  createSettingsUser,
  createSite,
  findSettingsUsers,
  findSites,
  getSite,
  settingsUserCollection,
  siteCollection,
  updateSettingsUser,
  updateSite,
} from './sites.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const sitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sites',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['sites'],
          querystring: collectionQuerySchema(siteCollection),
          response: { 200: hydraCollection(siteRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findSites(ctx, actorOf(request), listQuery(request));
        return collection('/sites', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/sites/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['sites'], params: idParams, response: { 200: siteRead } },
      },
      async (request) => getSite(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/sites',
      {
        config: { requirement: need('settings_application') },
        schema: { tags: ['sites'], body: siteCreate, response: { 201: siteRead } },
      },
      async (request, reply) => reply.status(201).send(await createSite(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/sites/:id',
      {
        config: { requirement: need('settings_application') },
        schema: { tags: ['sites'], params: idParams, body: siteUpdate, response: { 200: siteRead } },
      },
      async (request) => updateSite(ctx, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/settings_users',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['sites'],
          querystring: collectionQuerySchema(settingsUserCollection),
          response: { 200: hydraCollection(settingsUserRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findSettingsUsers(ctx, actorOf(request), listQuery(request));
        return collection('/settings_users', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.post(
      '/settings_users',
      {
        config: { requirement: 'login' },
        schema: { tags: ['sites'], body: chosenSite, response: { 201: settingsUserRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createSettingsUser(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/settings_users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['sites'], params: idParams, body: chosenSite, response: { 200: settingsUserRead } },
      },
      async (request) => updateSettingsUser(ctx, actorOf(request), request.params.id, request.body),
    );
  };

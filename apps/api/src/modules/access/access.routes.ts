import {
  featureAccessRead,
  featureRead,
  loginRequest,
  profileRead,
  sessionAnswer,
  userRead,
} from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
import {
  featureAccessCollection,
  featureCollection,
  findFeatureAccesses,
  findFeatures,
  findProfiles,
  profileCollection,
} from './rights.service.ts';
import { refresh, type SessionsDeps, signIn, signOut } from './sessions.service.ts';
import { findUsers, getUser, ownProfilePatch, updateOwnProfile, userCollection } from './users.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const accessRoutes =
  (deps: SessionsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { ctx } = deps;

    app.post(
      '/login',
      {
        config: { requirement: 'public' },
        schema: { tags: ['access'], body: loginRequest, response: { 200: sessionAnswer } },
      },
      async (request) => signIn(deps, request.body, request.ip),
    );

    app.post(
      '/token/velodesk_refresh',
      { config: { requirement: 'login' }, schema: { tags: ['access'], response: { 200: sessionAnswer } } },
      async (request) => refresh(deps, actorOf(request)),
    );

    app.post(
      '/logout',
      { config: { requirement: 'login' }, schema: { tags: ['access'] } },
      async (request, reply) => {
        await signOut(deps, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/users',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['users'],
          querystring: collectionQuerySchema(userCollection),
          response: { 200: hydraCollection(userRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findUsers(ctx, actorOf(request), listQuery(request));
        return collection('/users', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['users'], params: idParams, response: { 200: userRead } },
      },
      async (request) => getUser(ctx, actorOf(request), request.params.id),
    );

    app.patch(
      '/users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['users'], params: idParams, body: ownProfilePatch, response: { 200: userRead } },
      },
      async (request) => updateOwnProfile(ctx, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/profiles',
      {
        config: { requirement: need('settings_users', 'settings_access') },
        schema: {
          tags: ['access'],
          querystring: collectionQuerySchema(profileCollection),
          response: { 200: hydraCollection(profileRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findProfiles(ctx, listQuery(request));
        return collection('/profiles', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/features',
      {
        config: { requirement: need('settings_access') },
        schema: {
          tags: ['access'],
          querystring: collectionQuerySchema(featureCollection),
          response: { 200: hydraCollection(featureRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findFeatures(ctx, listQuery(request));
        return collection('/features', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/feature_accesses',
      {
        config: { requirement: 'login' },
        schema: {
          tags: ['access'],
          querystring: collectionQuerySchema(featureAccessCollection),
          response: { 200: hydraCollection(featureAccessRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findFeatureAccesses(ctx, actorOf(request), listQuery(request));
        return collection('/feature_accesses', members, total, { ...parsed, query: listQuery(request) });
      },
    );
  };

import {
  featureAccessesUpdate,
  featureAccessRead,
  featureAccessUpdate,
  featureCreate,
  featureRead,
  featureUpdate,
  loginRequest,
  profileCreate,
  profileRead,
  profileUpdate,
  sessionAnswer,
  settingsUserRead,
  userCreate,
  userRead,
  userUpdate,
} from '@velodesk/contract/api/access';
import { hydraCollection, idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import { collection } from '../../platform/hydra.ts';
import {
  createFeature,
  createProfile,
  featureAccessCollection,
  featureCollection,
  findFeatureAccesses,
  findFeatures,
  findProfiles,
  profileCollection,
  updateFeature,
  updateFeatureAccess,
  updateProfile,
  updateProfileFeatureAccesses,
} from './rights.service.ts';
import { refresh, type SessionsDeps, signIn, signOut } from './sessions.service.ts';
import {
  chosenSite,
  createSettingsUser,
  findSettingsUsers,
  settingsUserCollection,
  updateSettingsUser,
} from './settings-users.service.ts';
import {
  createUser,
  deleteUser,
  duplicateUser,
  findUsers,
  getUser,
  updateUser,
  userCollection,
} from './users.service.ts';

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

    registerCollection(app, '/users', {
      requirement: 'login',
      tags: ['users'],
      spec: userCollection,
      member: userRead,
      find: (request, query) => findUsers(ctx, actorOf(request), query),
    });

    app.get(
      '/users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['users'], params: idParams, response: { 200: userRead } },
      },
      async (request) => getUser(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/users',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['users'], body: userCreate, response: { 201: userRead } },
      },
      async (request, reply) => reply.status(201).send(await createUser(ctx, actorOf(request), request.body)),
    );

    // Login only: anyone changes their own names, e-mail, language and password; the service
    // asks for user settings for the rest.
    app.patch(
      '/users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['users'], params: idParams, body: userUpdate, response: { 200: userRead } },
      },
      async (request) => updateUser(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/users/:id',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['users'], params: idParams },
      },
      async (request, reply) => {
        await deleteUser(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/users/:id/duplicate',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['users'], params: idParams, response: { 201: userRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await duplicateUser(ctx, actorOf(request), request.params.id)),
    );

    registerCollection(app, '/profiles', {
      requirement: need('settings_users', 'settings_access'),
      tags: ['access'],
      spec: profileCollection,
      member: profileRead,
      find: (request, query) => findProfiles(ctx, actorOf(request), query),
    });

    app.post(
      '/profiles',
      {
        config: { requirement: need('settings_access') },
        schema: { tags: ['access'], body: profileCreate, response: { 201: profileRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createProfile(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/profiles/:id',
      {
        config: { requirement: need('settings_access') },
        schema: { tags: ['access'], params: idParams, body: profileUpdate, response: { 200: profileRead } },
      },
      async (request) => updateProfile(ctx, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/profiles/:id/update_feature_accesses',
      {
        config: { requirement: need('settings_access') },
        schema: {
          tags: ['access'],
          params: idParams,
          body: featureAccessesUpdate,
          response: { 200: hydraCollection(featureAccessRead) },
        },
      },
      async (request) => {
        const members = await updateProfileFeatureAccesses(
          ctx,
          actorOf(request),
          request.params.id,
          request.body,
        );
        return collection('/feature_accesses', members, members.length, {
          page: 1,
          itemsPerPage: Math.max(1, members.length),
          paginated: false,
          query: { 'profile.id': String(request.params.id) },
        });
      },
    );

    registerCollection(app, '/features', {
      requirement: need('settings_access'),
      tags: ['access'],
      spec: featureCollection,
      member: featureRead,
      find: (request, query) => findFeatures(ctx, actorOf(request), query),
    });

    app.post(
      '/features',
      {
        config: { requirement: need('settings_access') },
        schema: { tags: ['access'], body: featureCreate, response: { 201: featureRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createFeature(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/features/:id',
      {
        config: { requirement: need('settings_access') },
        schema: { tags: ['access'], params: idParams, body: featureUpdate, response: { 200: featureRead } },
      },
      async (request) => updateFeature(ctx, actorOf(request), request.params.id, request.body),
    );

    app.patch(
      '/feature_accesses/:id',
      {
        config: { requirement: need('settings_access') },
        schema: {
          tags: ['access'],
          params: idParams,
          body: featureAccessUpdate,
          response: { 200: featureAccessRead },
        },
      },
      async (request) => updateFeatureAccess(ctx, actorOf(request), request.params.id, request.body),
    );

    registerCollection(app, '/feature_accesses', {
      requirement: 'login',
      tags: ['access'],
      spec: featureAccessCollection,
      member: featureAccessRead,
      find: (request, query) => findFeatureAccesses(ctx, actorOf(request), query),
    });

    // The user's current site (moved from the sites module: settings_users is an access table).
    registerCollection(app, '/settings_users', {
      requirement: 'login',
      tags: ['access'],
      spec: settingsUserCollection,
      member: settingsUserRead,
      find: (request, query) => findSettingsUsers(ctx, actorOf(request), query),
    });

    app.post(
      '/settings_users',
      {
        config: { requirement: 'login' },
        schema: { tags: ['access'], body: chosenSite, response: { 201: settingsUserRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createSettingsUser(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/settings_users/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['access'], params: idParams, body: chosenSite, response: { 200: settingsUserRead } },
      },
      async (request) => updateSettingsUser(ctx, actorOf(request), request.params.id, request.body),
    );
  };

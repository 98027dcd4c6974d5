import { accessRoutes as accessTable } from '@velodesk/contract/routes/access';
import { usersRoutes as usersTable } from '@velodesk/contract/routes/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { collection } from '../../platform/hydra.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
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

    serveRoute(app, accessTable['POST /login'], async (request) => signIn(deps, request.body, request.ip));

    serveRoute(app, accessTable['POST /token/velodesk_refresh'], async (request) =>
      refresh(deps, actorOf(request)),
    );

    serveRoute(app, accessTable['POST /logout'], async (request) => {
      await signOut(deps, actorOf(request));
    });

    serveCollection(app, usersTable['GET /users'], {
      spec: userCollection,
      find: (request, query) => findUsers(ctx, actorOf(request), query),
    });

    serveRoute(app, usersTable['GET /users/:id'], async (request) =>
      getUser(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, usersTable['POST /users'], async (request) =>
      createUser(ctx, actorOf(request), request.body),
    );

    // Login only: anyone changes their own names, e-mail, language and password; the service
    // asks for user settings for the rest.
    serveRoute(app, usersTable['PATCH /users/:id'], async (request) =>
      updateUser(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, usersTable['DELETE /users/:id'], async (request) => {
      await deleteUser(ctx, actorOf(request), request.params.id);
    });

    serveRoute(app, usersTable['POST /users/:id/duplicate'], async (request) =>
      duplicateUser(ctx, actorOf(request), request.params.id),
    );

    serveCollection(app, accessTable['GET /profiles'], {
      spec: profileCollection,
      find: (request, query) => findProfiles(ctx, actorOf(request), query),
    });

    serveRoute(app, accessTable['POST /profiles'], async (request) =>
      createProfile(ctx, actorOf(request), request.body),
    );

    serveRoute(app, accessTable['PATCH /profiles/:id'], async (request) =>
      updateProfile(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, accessTable['POST /profiles/:id/update_feature_accesses'], async (request) => {
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
    });

    serveCollection(app, accessTable['GET /features'], {
      spec: featureCollection,
      find: (request, query) => findFeatures(ctx, actorOf(request), query),
    });

    serveRoute(app, accessTable['POST /features'], async (request) =>
      createFeature(ctx, actorOf(request), request.body),
    );

    serveRoute(app, accessTable['PATCH /features/:id'], async (request) =>
      updateFeature(ctx, actorOf(request), request.params.id, request.body),
    );

    serveRoute(app, accessTable['PATCH /feature_accesses/:id'], async (request) =>
      updateFeatureAccess(ctx, actorOf(request), request.params.id, request.body),
    );

    serveCollection(app, accessTable['GET /feature_accesses'], {
      spec: featureAccessCollection,
      find: (request, query) => findFeatureAccesses(ctx, actorOf(request), query),
    });

    // The user's current site (moved from the sites module: settings_users is an access table).
    serveCollection(app, accessTable['GET /settings_users'], {
      spec: settingsUserCollection,
      find: (request, query) => findSettingsUsers(ctx, actorOf(request), query),
    });

    serveRoute(app, accessTable['POST /settings_users'], async (request) =>
      createSettingsUser(ctx, actorOf(request), request.body),
    );

    serveRoute(app, accessTable['PATCH /settings_users/:id'], async (request) =>
      updateSettingsUser(ctx, actorOf(request), request.params.id, request.body),
    );
  };

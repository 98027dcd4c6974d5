import { versionsRoutes as versionsTable } from '@velodesk/contract/routes/versions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  editorCertificate,
  generateEditorCertificate,
  generateUserCertificate,
  userCertificate,
} from './certificate-documents.ts';
import {
  deployVersionCollection,
  findDeployVersions,
  getBackChangelog,
  getDeployVersion,
  recordRunningVersion,
} from './versions.service.ts';

const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  sendFile(reply, { contentType: 'application/pdf', filename, disposition: 'inline', body: pdf });

/**
 * The back changelog, the deployed versions and the certificates (back-office.md "About and
 * versions"; docs/decisions/versions-and-certificates.md). Records the running combination of
 * versions when the API is ready (every start: the first one with a new combination adds its row).
 */
export const versionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onReady', async () => {
      await recordRunningVersion(ctx);
    });

    serveRoute(
      app,
      versionsTable['GET /changelog'],
      async (request) => getBackChangelog(ctx, actorOf(request)),
      { description: "The running API's changelog (markdown) with its version and the fiscal version." },
    );
    serveCollection(app, versionsTable['GET /changelogs'], {
      spec: deployVersionCollection,
      find: (request, query) => findDeployVersions(ctx, actorOf(request), query),
    });
    serveRoute(app, versionsTable['GET /changelogs/:id'], async (request) =>
      getDeployVersion(ctx, actorOf(request), request.params.id),
    );

    serveRoute(
      app,
      versionsTable['POST /pdf/generate/editor/certificate/:id'],
      async (request) => generateEditorCertificate(ctx, actorOf(request), request.params.id, request.query),
      {
        description:
          "The editor's certificate of a deployed version (article 286, I-3° bis of the CGI), in the user's language (fr or en; ?language= overrides): answers the path to download it from.",
      },
    );
    serveRoute(
      app,
      versionsTable['GET /changelogs/:id/editor_certificate'],
      async (request, reply) =>
        sendPdf(reply, await editorCertificate(ctx, actorOf(request), request.params.id, request.query)),
      { description: "The editor's certificate (application/pdf)." },
    );

    serveRoute(
      app,
      versionsTable['POST /pdf/generate/user/certificate/:siteId'],
      async (request) => generateUserCertificate(ctx, actorOf(request), request.params.siteId, request.query),
      {
        description:
          "The user certificate of a site the user is linked to, for the version in use, in the user's language (fr or en; ?language= overrides): answers the path to download it from.",
      },
    );
    serveRoute(
      app,
      versionsTable['GET /sites/:siteId/user_certificate'],
      async (request, reply) =>
        sendPdf(reply, await userCertificate(ctx, actorOf(request), request.params.siteId, request.query)),
      { description: 'The user certificate of a site (application/pdf).' },
    );
  };

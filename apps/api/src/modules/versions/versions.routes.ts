import { contractPdfQuery, generatedFile } from '@velodesk/contract/api/invoicing';
import { backChangelogRead, deployVersionRead } from '@velodesk/contract/api/versions';
import { idParams, idString } from '@velodesk/contract/hydra';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
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

const tags = ['versions'];
const siteParams = z.object({ siteId: idString('siteId') });

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

    app.get(
      '/changelog',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description: "The running API's changelog (markdown) with its version and the fiscal version.",
          response: { 200: backChangelogRead },
        },
      },
      async (request) => getBackChangelog(ctx, actorOf(request)),
    );
    registerCollection(app, '/changelogs', {
      requirement: 'login',
      tags,
      spec: deployVersionCollection,
      member: deployVersionRead,
      find: (request, query) => findDeployVersions(ctx, actorOf(request), query),
    });
    app.get(
      '/changelogs/:id',
      {
        config: { requirement: 'login' },
        schema: { tags, params: idParams, response: { 200: deployVersionRead } },
      },
      async (request) => getDeployVersion(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/pdf/generate/editor/certificate/:id',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description:
            "The editor's certificate of a deployed version (article 286, I-3° bis of the CGI), in the user's language (fr or en; ?language= overrides): answers the path to download it from.",
          params: idParams,
          querystring: contractPdfQuery,
          response: { 200: generatedFile },
        },
      },
      async (request) => generateEditorCertificate(ctx, actorOf(request), request.params.id, request.query),
    );
    app.get(
      '/changelogs/:id/editor_certificate',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description: "The editor's certificate (application/pdf).",
          params: idParams,
          querystring: contractPdfQuery,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await editorCertificate(ctx, actorOf(request), request.params.id, request.query)),
    );

    app.post(
      '/pdf/generate/user/certificate/:siteId',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description:
            "The user certificate of a site the user is linked to, for the version in use, in the user's language (fr or en; ?language= overrides): answers the path to download it from.",
          params: siteParams,
          querystring: contractPdfQuery,
          response: { 200: generatedFile },
        },
      },
      async (request) => generateUserCertificate(ctx, actorOf(request), request.params.siteId, request.query),
    );
    app.get(
      '/sites/:siteId/user_certificate',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description: 'The user certificate of a site (application/pdf).',
          params: siteParams,
          querystring: contractPdfQuery,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await userCertificate(ctx, actorOf(request), request.params.siteId, request.query)),
    );
  };

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import nodePath from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { healthRoutes } from '@velodesk/contract/routes/health';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, openDatabase } from './db/client.ts';
import { registerDomainEvents } from './domain-events.ts';
import { createStaySystemClient } from './integrations/stay-system/stay-system.client.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { accountRoutes } from './modules/access/account.routes.ts';
import { sessionBootRoutes } from './modules/access/session-boot.routes.ts';
import { authenticate } from './modules/access/sessions.service.ts';
import { createSignInThrottle } from './modules/access/sign-in-throttle.ts';
import { createTokenSigner } from './modules/access/token-signer.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes.ts';
import { journalRoutes } from './modules/journal/journal.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { rentalsRoutes } from './modules/rentals/rentals.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { companiesRoutes } from './modules/sites/companies.routes.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { stayRoutes } from './modules/stay/stay.routes.ts';
import { versionsRoutes } from './modules/versions/versions.routes.ts';
import { type AnswerBytes, createAnswerBytes, registerAnswerBytes } from './platform/answer-bytes.ts';
import { answerSerializerCompiler } from './platform/answer-serializer.ts';
import { registerApiDocs } from './platform/api-docs/api-docs.routes.ts';
import { openApiServers, openApiTransform } from './platform/api-docs/openapi.ts';
import { registerAccessControl } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import { registerContentTypes } from './platform/content-types.ts';
import type { AppContext } from './platform/context.ts';
import { registerErrorHandler, sendNotFound } from './platform/error-handler.ts';
import { DomainError } from './platform/errors.ts';
import { loadIdentityKey } from './platform/identity-key.ts';
import { registerJsonLdInput } from './platform/json-ld-input.ts';
import { anchorFolderOf, anchorJournal, type LedgerAnchors } from './platform/ledger-anchors.ts';
import { type LedgerKey, loadLedgerKey } from './platform/ledger-key.ts';
import { runningVersion } from './platform/running-version.ts';
import { serveRoute } from './platform/serve-route.ts';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  /** Every route Fastify registered (the route table's test compares them with packages/contract). */
  routes: RouteOptions[];
}

/** What buildApp may be given instead of what it makes itself (tests, server.ts). */
export interface BuildOptions {
  database?: Database;
  now?: (() => Date) | undefined;
  logStream?: NodeJS.WritableStream;
  ledgerKey?: LedgerKey;
  ledgerAnchors?: LedgerAnchors;
}

/**
 * Builds the API (and, when built, the web app at /) on an open database. It never listens:
 * server.ts does, and tests call app.inject().
 */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<BuiltApp> => {
  // The modules' reactions to each other's events, before any service can run (platform/events.ts).
  registerDomainEvents();
  // A PostgreSQL deployment without its ledger key is refused before the database is opened; the
  // embedded database makes its key after its folder exists (a new DATA_DIR starts empty).
  const quiet = { info: () => {} };
  const preloadedKey =
    options.ledgerKey ?? (config.databaseUrl && !options.database ? loadLedgerKey(config, quiet) : null);
  const preloadedIdentityKey = config.databaseUrl ? loadIdentityKey(config, quiet) : null;
  const database = options.database ?? (await openDatabase(config));
  const { app, routes } = createServer(config, options);
  const ctx: AppContext = {
    db: database.db,
    config,
    log: app.log,
    now: options.now ?? (() => new Date()),
    ledgerKey: preloadedKey ?? loadLedgerKey(config, { info: (message) => app.log.info(message) }),
    ledgerAnchors: options.ledgerAnchors ?? anchorJournal(anchorFolderOf(config), new Date()),
    identityKey:
      preloadedIdentityKey ?? loadIdentityKey(config, { info: (message) => app.log.info(message) }),
  };
  // The one client of the stay system (server.ts sets staySystemUrl to the simulator when unset).
  const staySystem = createStaySystemClient({
    baseUrl: config.staySystemUrl ?? 'http://127.0.0.1:3100',
    timeoutMs: config.staySystemTimeoutMs,
  });
  const sessions = await openSessions(ctx, database);

  registerErrorHandler(app);
  registerAccessControl(app, (token) => authenticate(sessions, token));
  // API Platform's protocol: entrypoint, Hydra documentation, contexts, Link header, @context.
  registerApiDocs(app);

  // Answers of 1 KB and more are compressed when the client accepts it (the planning is large).
  // Up to 64 KB in one zlib call rather than through a stream pipeline (the plugin's default on 2
  // cores is 8 KB): the same bytes, at less than half the CPU (docs/decisions/api-overhead.md).
  // An answer the same as one of the last few leaves as the same bytes, compressed once.
  const answers = createAnswerBytes({ minLength: compressThreshold, maxLength: oneCallLimit });
  registerAnswerBytes(app, answers);
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressThreshold,
    syncThreshold: oneCallLimit,
    zlib: answerZlib(answers),
  });
  await registerOpenApi(app);
  await app.register(apiRoutes({ ctx, database, sessions, staySystem }), { prefix: '/api' });
  await registerWebApp(app, config);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return sendNotFound(reply, `No route ${request.method} ${path}.`);
  });

  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  return { app, database, ctx, routes };
};

type App = BuiltApp['app'];

/**
 * The zlib the compression plugin uses: Node's, but an answer compressed in one call (up to 64 KB:
 * the lists, a rental...) is gzipped (or deflated) at level 3 instead of zlib's default 6, about half
 * the CPU for about 15 % more bytes (the fleet page's 18 KB: 1,850 bytes instead of 1,614, 35 µs
 * instead of 75; docs/decisions/api-overhead.md, "third pass"). Larger answers (the planning) are
 * still streamed at the default level, where the bytes weigh more. Brotli is left as it is
 * (quality 4, the plugin's default: what browsers are sent); gzip is what the API's other clients
 * (integrations, curl, the benchmark's load) usually accept. Each form is made once per Buffer
 * (platform/answer-bytes.ts): an answer the same as a recent one is not compressed again.
 */
const oneCallLevel = { level: 3 };
const answerZlib = (answers: AnswerBytes) => ({
  ...zlib,
  gzipSync: answers.compressedOnce('gzip', (buffer) => zlib.gzipSync(buffer, oneCallLevel)),
  deflateSync: answers.compressedOnce('deflate', (buffer) => zlib.deflateSync(buffer, oneCallLevel)),
  brotliCompressSync: answers.compressedOnce('br', (buffer, options?: zlib.BrotliOptions) =>
    zlib.brotliCompressSync(buffer, options),
  ),
});
/** Answers under 1 KB are sent as they are; up to 64 KB they are compressed in one call. */
const compressThreshold = 1024;
const oneCallLimit = 64 * 1024;

/**
 * The Fastify instance with its server options, zod compilers, media types and request-id
 * header; `routes` collects every route it registers.
 */
const createServer = (config: Config, options: BuildOptions) => {
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    // A caller's own request id is kept when it looks like one, so logs can be followed across systems.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Only behind a known reverse proxy may X-Forwarded-For name the client (sign-in throttle).
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their schemas, compiled once (platform/answer-serializer.ts).
  app.setSerializerCompiler(answerSerializerCompiler);
  // API Platform's media types: ld+json / json bodies, merge-patch+json on PATCH, ld+json answers.
  registerContentTypes(app);
  // JSON-LD bodies and queries as API Platform clients send them.
  registerJsonLdInput(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  return { app, routes };
};

/** What signs in and authenticates: the context, the token signer and the sign-in throttle. */
const openSessions = async (ctx: AppContext, database: Database) => ({
  ctx,
  signer: await createTokenSigner(database.db),
  throttle: createSignInThrottle({
    db: database.db,
    maxPerAccount: ctx.config.signInMaxFailuresPerAccount,
    maxPerAddress: ctx.config.signInMaxFailuresPerAddress,
    windowSeconds: ctx.config.signInWindowSeconds,
    now: ctx.now,
  }),
});

/** The OpenAPI document (at /api/docs.json) and its UI (at /api/docs). */
const registerOpenApi = async (app: App) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Velodesk API',
        version: runningVersion.versionBack,
        description: 'Staff back-office of a bike rental business.',
      },
      servers: openApiServers,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs.json', { config: { requirement: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};

/** The API's routes under /api: the health check, then each module's route plugin. */
const apiRoutes =
  (deps: {
    ctx: AppContext;
    database: Database;
    sessions: Awaited<ReturnType<typeof openSessions>>;
    staySystem: ReturnType<typeof createStaySystemClient>;
  }) =>
  async (api: App) => {
    const { ctx, database, sessions, staySystem } = deps;
    // 200 only when the database answers (within 3 s): load balancers and the smoke test rely on it.
    serveRoute(api, healthRoutes['GET /health'], async (request) => {
      const problem = await databaseProblem(database);
      if (problem) {
        request.log.warn({ problem }, 'health: the database does not answer');
        throw new DomainError(
          503,
          'Service Unavailable',
          'The database does not answer; the server log says why.',
        );
      }
      return { status: 'ok' as const, database: database.kind };
    });
    await api.register(accessRoutes(sessions));
    await api.register(accountRoutes({ ctx, mailer: createMailer(ctx) }));
    await api.register(sessionBootRoutes(ctx));
    await api.register(mailRoutes(ctx));
    await api.register(sitesRoutes(ctx));
    await api.register(referenceRoutes(ctx));
    await api.register(customersRoutes(ctx));
    await api.register(stayRoutes({ ctx, staySystem }));
    await api.register(catalogueRoutes(ctx));
    await api.register(pricingRoutes(ctx));
    await api.register(companiesRoutes(ctx));
    await api.register(rentalsRoutes({ ctx, staySystem }));
    await api.register(paymentsRoutes({ ctx, staySystem }));
    await api.register(invoicingRoutes(ctx));
    await api.register(depositsRoutes(ctx));
    await api.register(exportsRoutes(ctx));
    await api.register(searchRoutes(ctx));
    await api.register(versionsRoutes(ctx));
    await api.register(journalRoutes(ctx));
  };

/** The built web app at / when its folder exists (config.webDistDir), every page being index.html. */
const registerWebApp = async (app: App, config: Config) => {
  const webDist = config.webDistDir && existsSync(config.webDistDir) ? config.webDistDir : null;
  if (!webDist) return;
  // Vite names the built assets by their content's hash: a browser may keep them for a year
  // without asking again. index.html (and every page of the web app, which is index.html) is
  // asked again each time, so that a new build shows at once. The build writes a `.br` (brotli
  // at quality 11) and a `.gz` beside each compressible file: they are sent as they are, by the
  // request's Accept-Encoding (with `Vary: Accept-Encoding`); a file without them goes through
  // the compression registered above (docs/decisions/web-bundles.md).
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // No index here: `/` is the route below, like every page of the app (@fastify/static answers
    // 404 for a directory whose index has no precompressed sibling).
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const relative = nodePath.relative(webDist, filePath).split(nodePath.sep).join('/');
      reply.header('Cache-Control', webCacheControl(relative.replace(precompressedSuffix, '')));
    },
  });
  // The web app routes itself: every other page of it is index.html. A route rather than the
  // not-found handler, so that the compression hook applies.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // /api paths keep their hydra 404, and so does a missing build file (an old hashed name).
    if (path.startsWith('/api') || path.startsWith('/assets/')) {
      return sendNotFound(reply, `No route ${request.method} ${path}.`);
    }
    return reply.sendFile('index.html');
  });
};

/** The suffix of a file the build compressed ahead (brotli or gzip) beside the original. */
const precompressedSuffix = /\.(br|gz)$/;

/** The files of Vite's build named by their content's hash (assets/name-<hash>.ext). */
const hashedAsset = /^assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The Cache-Control of a file of the web app's build, by its path in the build folder. */
export const webCacheControl = (relativePath: string): string =>
  hashedAsset.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Why the database does not answer a trivial query within 3 s, or null when it does. */
const databaseProblem = async (database: Database): Promise<string | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('no answer within 3 s'), 3_000);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => null), timeout]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
};

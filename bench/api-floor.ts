/**
 * The bare handler, the floor of the API's own CPU (issue 28): a Fastify server with no plugin but
 * one route, whose handler runs exactly the statements one request of the endpoint ran (recorded
 * from the API, in a transaction rolled back for a write) on a plain `pg` pool and sends the very
 * bytes the API answered (gzipped when the API gzipped them). Loaded by the same load generator for
 * the same time, in this same process as the API: the CPU this process spends per request, for the
 * API and for the bare handler, gives the ratio printed by `npm run bench` (target ≤ 2). The
 * database server's CPU is in its own processes, so the ratio is only measured on PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from '../apps/api/src/db/client.ts';

export interface BareAnswer {
  status: number;
  contentType: string;
  contentEncoding: string | null;
  body: Buffer;
}

/** The API's answer as a browser gets it (gzip accepted), kept as bytes for the bare handler. */
export const captureAnswer = async (url: string, init: RequestInit): Promise<BareAnswer> => {
  // fetch would inflate the body: node:http keeps the bytes as sent.
  const { request } = await import('node:http');
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'gzip' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 200,
            contentType: String(response.headers['content-type'] ?? 'application/json'),
            contentEncoding: (response.headers['content-encoding'] as string | undefined) ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (init.body !== undefined) outgoing.write(init.body);
    outgoing.end();
  });
};

/**
 * Starts the bare handler; every method and path answers with the recorded request's replay.
 * `writes`: the request writes (a booking), so each replay runs in a transaction rolled back and
 * meets the same free slot again.
 */
export const startBareHandler = async (
  databaseUrl: string,
  statements: Statement[],
  answer: BareAnswer,
  writes: boolean,
) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  let reported = false;
  // Bodies are read and ignored (the API parses and checks them: that is part of its cost).
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Replays of one same write wait for each other (identical rows: concurrent ones would deadlock
  // on the exclusion constraint): one at a time, which changes their rate, not their CPU per request.
  let queue: Promise<unknown> = Promise.resolve();
  const replay = async () => {
    const client = await pool.connect();
    try {
      if (writes) await client.query('begin');
      for (const statement of statements) await client.query(statement.text, statement.params as unknown[]);
      if (writes) await client.query('rollback');
    } catch (error) {
      if (writes) await client.query('rollback').catch(() => undefined);
      if (!reported) {
        reported = true;
        console.error(`[bare handler] the replay failed: ${(error as Error).message}`);
      }
      throw error;
    } finally {
      client.release();
    }
  };
  const handler = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (writes) {
      const mine = queue.then(replay);
      queue = mine.catch(() => undefined);
      await mine;
    } else await replay();
    reply.code(answer.status).header('content-type', answer.contentType);
    if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
    return reply.send(answer.body);
  };
  app.all('/*', handler);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};

/** This process's CPU (user + system) in ms while `run` runs, and what `run` returned. */
export const cpuOf = async <T>(run: () => Promise<T>): Promise<{ cpuMs: number; result: T }> => {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1000, result };
};

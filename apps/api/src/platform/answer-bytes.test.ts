import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createCustomers } from '../test/factories/index.ts';
import { createTeam, type Team } from '../test/factories/team.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAnswerBytes } from './answer-bytes.ts';

/** A JSON text padded with `length` accented characters; two seeds of one length give texts of one length. */
const textOf = (seed: string, length: number) => `{"seed":"${seed}","pad":"${'é'.repeat(length)}"}`;

describe('the bytes of recent answers (platform/answer-bytes.ts)', () => {
  it('sends a text answered lately as the same bytes, and a different text as its own bytes', () => {
    const answers = createAnswerBytes({ entries: 4, minLength: 16, maxLength: 10_000 });
    const first = answers.payloadOf(textOf('a', 100));
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString()).toBe(textOf('a', 100));
    // The same text made again (another string with the same characters): the same Buffer.
    expect(answers.payloadOf(textOf('a', 100))).toBe(first);
    // Same length, one character apart: not the same bytes.
    const other = answers.payloadOf(textOf('b', 100));
    expect(other).not.toBe(first);
    expect(other.toString()).toBe(textOf('b', 100));
  });

  it('keeps only the last texts, and leaves short and long texts as they are', () => {
    const answers = createAnswerBytes({ entries: 2, minLength: 16, maxLength: 1_000 });
    const a = answers.payloadOf(textOf('a', 50));
    const b = answers.payloadOf(textOf('b', 50));
    // `a` asked again is the most recent, so `c` pushes out `b`, the least recent, and not `a`.
    expect(answers.payloadOf(textOf('a', 50))).toBe(a);
    answers.payloadOf(textOf('c', 50));
    expect(answers.payloadOf(textOf('a', 50))).toBe(a);
    // `b` was let go: a new Buffer with the same bytes.
    const again = answers.payloadOf(textOf('b', 50));
    expect(again).not.toBe(b);
    expect((again as Buffer).equals(b as Buffer)).toBe(true);
    expect(answers.payloadOf('{"short":1}')).toBe('{"short":1}');
    expect(answers.payloadOf(textOf('long', 2_000))).toBe(textOf('long', 2_000));
  });

  it('compresses a Buffer once per encoding', () => {
    const answers = createAnswerBytes({ minLength: 16 });
    const calls: string[] = [];
    const gzip = answers.compressedOnce('gzip', (buffer: Buffer) => {
      calls.push(`gzip ${buffer.length}`);
      return Buffer.from(`gz:${buffer.toString()}`);
    });
    const br = answers.compressedOnce('br', (buffer: Buffer) => {
      calls.push(`br ${buffer.length}`);
      return Buffer.from(`br:${buffer.toString()}`);
    });
    const bytes = answers.payloadOf(textOf('a', 20)) as Buffer;
    const zipped = gzip(bytes);
    expect(gzip(answers.payloadOf(textOf('a', 20)) as Buffer)).toBe(zipped);
    expect(br(bytes).toString()).toBe(`br:${textOf('a', 20)}`);
    expect(br(bytes).toString()).toBe(`br:${textOf('a', 20)}`);
    // Another Buffer with other bytes is compressed on its own.
    expect(gzip(answers.payloadOf(textOf('b', 20)) as Buffer).toString()).toBe(`gz:${textOf('b', 20)}`);
    expect(calls).toHaveLength(3);
  });
});

describe('answers asked again, through the API', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const list = (encoding: string, url: string) =>
    t.inject({
      method: 'GET',
      url,
      headers: { authorization: team.admin.authorization, 'accept-encoding': encoding },
    });

  it('answers the same list the same, in every encoding', async () => {
    const plain = await list('identity', '/api/countries');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.statusCode, plain.payload).toBe(200);
    expect(plain.payload.length).toBeGreaterThan(1024);
    const countries = plain.json();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
      ['br', brotliDecompressSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await list(encoding, '/api/countries');
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(countries);
      }
    }
  });

  it('answers a list changed since as it is now, never a kept one', async () => {
    const lastname = `Kept${Date.now()}`;
    await createCustomers(t.database.db, { count: 8, lastname });
    const url = `/api/customers?lastname=${lastname}`;
    const read = async () => {
      const answer = await list('gzip', url);
      expect(answer.statusCode, answer.payload).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      return JSON.parse(gunzipSync(answer.rawPayload).toString('utf8'));
    };
    expect((await read())['hydra:totalItems']).toBe(8);
    expect((await read())['hydra:totalItems']).toBe(8);
    await createCustomer(t.database.db, { lastname });
    expect((await read())['hydra:totalItems']).toBe(9);
  });
});

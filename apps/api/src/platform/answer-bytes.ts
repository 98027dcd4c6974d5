import type { FastifyInstance } from 'fastify';

/**
 * The bytes of the answers just written, kept (issue 28, docs/decisions/api-overhead.md, "fifth
 * pass"). An answer whose text is the same as one of the last few (a page asked again: a counter
 * coming back to the fleet page, a screen refetched when its tab is shown again, several counters of
 * a site on the same list) is sent as the same Buffer as before, and the compression plugin's
 * gzip, deflate or brotli of that Buffer is made once. A new text costs what it did (one byte
 * conversion, one compression) plus a look through the kept lengths.
 *
 * Exact: a kept Buffer is only reused for a text equal to the one it was made from, so the bytes
 * are those of this answer, whoever asked. Nothing is shared between processes, nothing must be:
 * each process keeps its own last answers. Bounded: `entries` texts of `minLength` to `maxLength`
 * characters (the compression threshold and the one-call compression limit of app.ts); shorter
 * answers are not compressed, longer ones (the planning) are streamed and kept by their module.
 */
export interface AnswerBytes {
  /**
   * What the answer `text` leaves as: a kept Buffer when the same text was answered lately, else
   * a new one (then kept); a text outside the kept sizes as it is.
   */
  payloadOf(text: string): string | Buffer;
  /** `compress` made once per Buffer (`name`: the encoding); the form goes with its Buffer. */
  compressedOnce<Options>(
    name: string,
    compress: (buffer: Buffer, options?: Options) => Buffer,
  ): (buffer: Buffer, options?: Options) => Buffer;
}

export const createAnswerBytes = ({
  entries = 32,
  minLength = 1024,
  maxLength = 64 * 1024,
}: {
  entries?: number;
  minLength?: number;
  maxLength?: number;
} = {}): AnswerBytes => {
  // The most recently answered first.
  const kept: Array<{ text: string; bytes: Buffer }> = [];
  const compressed = new WeakMap<Buffer, Map<string, Buffer>>();

  return {
    payloadOf: (text) => {
      if (text.length < minLength || text.length > maxLength) return text;
      for (let i = 0; i < kept.length; i++) {
        const entry = kept[i]!;
        if (entry.text.length !== text.length || entry.text !== text) continue;
        if (i > 0) {
          kept.splice(i, 1);
          kept.unshift(entry);
        }
        return entry.bytes;
      }
      const bytes = Buffer.from(text);
      kept.unshift({ text, bytes });
      if (kept.length > entries) kept.pop();
      return bytes;
    },
    compressedOnce: (name, compress) => (buffer, options) => {
      let forms = compressed.get(buffer);
      const done = forms?.get(name);
      if (done) return done;
      const result = compress(buffer, options);
      if (!forms) {
        forms = new Map();
        compressed.set(buffer, forms);
      }
      forms.set(name, result);
      return result;
    },
  };
};

/**
 * A text answer leaves as `answers.payloadOf` says. Registered after the application's other onSend
 * hooks (they read or change the text: the JSON-LD `@context`), and so before the compression
 * plugin's route hook, which compresses the Buffer it gives.
 */
export const registerAnswerBytes = (app: FastifyInstance, answers: AnswerBytes) => {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(null, typeof payload === 'string' ? answers.payloadOf(payload) : payload);
  });
};

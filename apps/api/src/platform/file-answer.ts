import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file the API answers (a PDF, an xlsx, a CSV, a tar or zip archive): its media type, its name
 * and whether the browser shows it (`inline`: a PDF opened in a tab) or saves it (`attachment`).
 */
export interface FileAnswer {
  contentType: string;
  filename: string;
  disposition: 'inline' | 'attachment';
  body: Buffer | Uint8Array | Readable;
  /** Never kept by a cache (exports of the books, answered fresh on every call). */
  noStore?: boolean;
}

/**
 * The one way a route sends a file (docs/api-conventions.md "Content types"): files keep their own
 * type (never JSON-LD) and say their name in Content-Disposition.
 */
export const sendFile = (reply: FastifyReply, file: FileAnswer) => {
  reply
    .type(file.contentType)
    .header('content-disposition', `${file.disposition}; filename="${file.filename}"`);
  if (file.noStore) reply.header('cache-control', 'no-store');
  return reply.send(file.body);
};

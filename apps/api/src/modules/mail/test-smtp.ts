import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests, in the test process on a free port: it keeps what it receives
 * (decoded enough to read the subject, the text and the links) and can refuse recipients.
 */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses with a 550. */
  refused: Set<string>;
  /** The next message to this recipient (already received or to come). */
  waitFor(recipient: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeBytes = (input: string, underscoreIsSpace: boolean): string => {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    const hex = input.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (c === '_' && underscoreIsSpace) bytes.push(32);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeQuotedPrintable = (body: string) => decodeBytes(body.replace(/=\r?\n/g, ''), false);

/** Headers with their folding undone and encoded words (=?UTF-8?Q?...?=) decoded. */
const parseHeaders = (block: string): Map<string, string> => {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeBytes(text, true),
      );
    headers.set(line.slice(0, colon).trim().toLowerCase(), value);
  }
  return headers;
};

const splitEntity = (entity: string) => {
  const match = /\r?\n\r?\n/.exec(entity);
  if (!match) return { headers: parseHeaders(entity), body: '' };
  return {
    headers: parseHeaders(entity.slice(0, match.index)),
    body: entity.slice(match.index + match[0].length),
  };
};

const decodeBody = (headers: Map<string, string>, body: string): string => {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
};

/** The text and HTML parts of a message (single part or multipart/alternative). */
export const parseMessage = (raw: string): Omit<ReceivedMail, 'to'> => {
  const { headers, body } = splitEntity(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const inner = splitEntity(section.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), content: decodeBody(partHeaders, partBody) });
  };
  collect(headers, body);
  return {
    subject: headers.get('subject') ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    raw,
  };
};

export const startTestSmtp = async (): Promise<TestSmtp> => {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        received.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
        for (const listener of listeners) listener();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Map<string, number>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    waitFor(recipient, timeoutMs = 10_000) {
      const wanted = recipient.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const skip = seen.get(wanted) ?? 0;
          const matching = received.filter((m) => m.to.includes(wanted));
          const next = matching[skip];
          if (!next) return false;
          seen.set(wanted, skip + 1);
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(next);
          return true;
        };
        const listener = () => void check();
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`No mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first link of a message's text that starts with the given prefix. */
export const linkIn = (mail: ReceivedMail, prefix: string): string => {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`No link ${prefix}... in:\n${mail.text}`);
  return found;
};

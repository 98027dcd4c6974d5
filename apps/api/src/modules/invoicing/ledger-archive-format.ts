import { createHash, createPublicKey, verify } from 'node:crypto';

/**
 * The ledger archive (docs/archive-format.md): a POSIX tar (ustar) of
 *   manifest.json   — format, company, period, closing, creation instant, key fingerprint, and the
 *                     SHA-256 of every other file;
 *   manifest.sig    — the Ed25519 signature (base64) of manifest.json's bytes by the ledger key;
 *   public-key.pem  — the ledger's public key (SPKI PEM);
 *   links.jsonl     — every link of the company's chain up to the period's closing, one JSON object
 *                     a line: sequence, recordType, recordId, previousHash, hash, canonicalVersion,
 *                     signature, keyFingerprint and `record`, the record's canonical text;
 *   closings.jsonl  — the closings of the period (their totals), one a line.
 * Everything here needs only node:crypto: the check runs offline, without the database, years later.
 */

export const archiveFormat = 'velodesk-ledger-archive';
export const archiveFormatVersion = 1;

export interface ArchiveLink {
  sequence: number;
  recordType: string;
  recordId: number;
  previousHash: string | null;
  hash: string;
  canonicalVersion: number;
  signature: string | null;
  keyFingerprint: string | null;
  /** The link's instant (ISO UTC): its day in the company's time zone places it in a daily closing. */
  createdAt?: string;
  record: string;
}

export interface ArchiveManifest {
  format: typeof archiveFormat;
  version: number;
  company: { id: number; corporateName: string; timeZone: string };
  period: { kind: string; start: string; end: string };
  closing: { id: number; sequence: number; hash: string };
  createdAt: string;
  keyFingerprint: string;
  files: Record<string, string>;
}

// ---- tar (ustar), enough for small flat archives of regular files ----

const header = (name: string, size: number, mtime: number): Buffer => {
  const block = Buffer.alloc(512, 0);
  const put = (text: string, offset: number, length: number) => block.write(text, offset, length, 'ascii');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
};

export const writeTar = (files: Array<{ name: string; content: Buffer }>, mtime: Date): Buffer => {
  const parts: Buffer[] = [];
  const seconds = Math.floor(mtime.getTime() / 1000);
  for (const file of files) {
    parts.push(header(file.name, file.content.length, seconds), file.content);
    const pad = (512 - (file.content.length % 512)) % 512;
    if (pad > 0) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(1024, 0));
  return Buffer.concat(parts);
};

export const readTar = (archive: Buffer): Map<string, Buffer> => {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 512 <= archive.length) {
    const block = archive.subarray(offset, offset + 512);
    if (block.every((byte) => byte === 0)) break;
    const name = block.subarray(0, 100).toString('ascii').replace(/\0.*$/s, '');
    const size = Number.parseInt(block.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
    if (!name || !Number.isFinite(size)) throw new Error('not a tar archive');
    files.set(name, archive.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
};

// ---- the closings, recomputed from the archived records ----

/** yyyy-mm-dd of an instant in a time zone. */
const localDay = (iso: string, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const creditNoteType = 2;

interface Totals {
  records: number;
  invoices: number;
  creditNotes: number;
  payments: number;
}
const noTotals = (): Totals => ({ records: 0, invoices: 0, creditNotes: 0, payments: 0 });
const totalFields = [
  ['records', 'periodRecords'],
  ['invoices', 'periodInvoices'],
  ['creditNotes', 'periodCreditNotes'],
  ['payments', 'periodPayments'],
] as const;
const perpetualFields = [
  ['invoices', 'perpetualInvoices'],
  ['creditNotes', 'perpetualCreditNotes'],
  ['payments', 'perpetualPayments'],
] as const;
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * Every closing of the archive recomputed from the archived records alone (docs/decisions/ledger-closings.md):
 * a daily closing sums the invoices, credit notes and payments chained before it, dated (in the
 * company's time zone) on or before its day and not counted by an earlier daily closing, less the
 * payments cancelled by deactivation (their chained change of state); its perpetual totals are the
 * previous ones plus its own. A month or a year sums its daily closings and carries its last day's
 * perpetual totals. Answers one problem per closing that does not add up.
 */
export const recomputeClosings = (links: ArchiveLink[], timeZone: string): string[] => {
  const problems: string[] = [];
  const pending: Array<{ day: string; totals: Totals }> = [];
  const paymentAmounts = new Map<number, number>();
  const days: Array<{ day: string; period: Totals; perpetual: Totals }> = [];
  let perpetual = noTotals();
  for (const link of links) {
    let pairs: Map<string, unknown>;
    try {
      pairs = new Map(JSON.parse(link.record) as Array<[string, unknown]>);
    } catch {
      continue;
    }
    const at = link.createdAt ?? String(pairs.get('createdAt'));
    const num = (name: string) => Number(pairs.get(name) ?? 0);
    if (link.recordType === 'invoice') {
      const totals = noTotals();
      totals.records = 1;
      if (num('type') === creditNoteType) totals.creditNotes = num('total');
      else totals.invoices = num('total');
      pending.push({ day: localDay(at, timeZone), totals });
    } else if (link.recordType === 'payment') {
      paymentAmounts.set(num('id'), num('amount'));
      pending.push({
        day: localDay(at, timeZone),
        totals: { ...noTotals(), records: 1, payments: num('amount') },
      });
    } else if (link.recordType === 'change') {
      const before = pairs.get('before') as { activated?: unknown } | null;
      const after = pairs.get('after') as { activated?: unknown } | null;
      if (pairs.get('of') === 'payment' && before?.activated === true && after?.activated === false)
        pending.push({
          day: localDay(at, timeZone),
          totals: { ...noTotals(), payments: -(paymentAmounts.get(num('ofId')) ?? 0) },
        });
    } else if (link.recordType === 'closing') {
      const kind = String(pairs.get('kind') ?? 'day');
      const day = String(pairs.get('day'));
      let period = noTotals();
      let carried = perpetual;
      if (kind === 'day') {
        for (let i = 0; i < pending.length; ) {
          if (pending[i]!.day <= day) {
            const { totals } = pending.splice(i, 1)[0]!;
            for (const [field] of totalFields) period[field] += totals[field];
          } else i++;
        }
        perpetual = {
          records: 0,
          invoices: perpetual.invoices + period.invoices,
          creditNotes: perpetual.creditNotes + period.creditNotes,
          payments: perpetual.payments + period.payments,
        };
        carried = perpetual;
        days.push({ day, period, perpetual });
      } else {
        const from = String(pairs.get('from') ?? day);
        const covered = days.filter((d) => d.day >= from && d.day <= day);
        period = noTotals();
        for (const d of covered) for (const [field] of totalFields) period[field] += d.period[field];
        carried = covered.at(-1)?.perpetual ?? noTotals();
      }
      const wrong = [
        ...totalFields
          .filter(([field, name]) => num(name) !== period[field])
          .map(([field, name]) =>
            field === 'records'
              ? `${name} ${num(name)} recorded, ${period[field]} recomputed`
              : `${name} ${euros(num(name))} recorded, ${euros(period[field])} recomputed`,
          ),
        ...perpetualFields
          .filter(([field, name]) => num(name) !== carried[field])
          .map(
            ([field, name]) => `${name} ${euros(num(name))} recorded, ${euros(carried[field])} recomputed`,
          ),
      ];
      if (wrong.length > 0)
        problems.push(
          `link ${link.sequence} (closing ${link.recordId}, ${kind} ${day}): its totals do not add up to the archived records (${wrong.join('; ')}).`,
        );
    }
  }
  return problems;
};

// ---- the offline check ----

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const fingerprintOfPem = (pem: string): string =>
  sha256(createPublicKey(pem).export({ type: 'spki', format: 'der' }) as Buffer);

const signatureValid = (pem: string, data: string | Buffer, signature: string): boolean => {
  try {
    return verify(null, Buffer.from(data), createPublicKey(pem), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/** What a link's signature covers (ledger-canonical.ts signedText, version 2). */
const signedText = (companyId: number, sequence: number, hash: string) =>
  `velodesk-ledger/2|${companyId}|${sequence}|${hash}`;

export interface ArchiveCheck {
  valid: boolean;
  company: string | null;
  period: string | null;
  keyFingerprint: string | null;
  links: number;
  closings: number;
  /** What is wrong, first problem first (empty when valid). */
  problems: string[];
}

/**
 * Verifies an archive without the database: the manifest's signature by the archive's public key
 * (and, when given, that this key is the expected one), every file's hash, and the chain: each
 * link's record hashes to its hash, names the previous hash, follows in sequence from 1, and is
 * signed by the key (links of before the signatures, version 1, carry none); every closing adds up
 * to the archived records (recomputeClosings); the last link is the period's closing.
 */
export const checkArchive = (archive: Buffer, expectedFingerprint?: string): ArchiveCheck => {
  const problems: string[] = [];
  const result = (manifest: ArchiveManifest | null, links = 0, closings = 0): ArchiveCheck => ({
    valid: problems.length === 0,
    company: manifest ? `${manifest.company.corporateName} (${manifest.company.id})` : null,
    period: manifest ? `${manifest.period.kind} ${manifest.period.start} – ${manifest.period.end}` : null,
    keyFingerprint: manifest?.keyFingerprint ?? null,
    links,
    closings,
    problems,
  });
  let files: Map<string, Buffer>;
  try {
    files = readTar(archive);
  } catch {
    problems.push('The file is not a tar archive.');
    return result(null);
  }
  const manifestBytes = files.get('manifest.json');
  const signature = files.get('manifest.sig')?.toString('utf8').trim();
  const pem = files.get('public-key.pem')?.toString('utf8');
  if (!manifestBytes || !signature || !pem) {
    problems.push('The archive lacks manifest.json, manifest.sig or public-key.pem.');
    return result(null);
  }
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as ArchiveManifest;
  } catch {
    problems.push('manifest.json is not JSON.');
    return result(null);
  }
  if (manifest.format !== archiveFormat) problems.push(`Unknown format ${String(manifest.format)}.`);
  const fingerprint = fingerprintOfPem(pem);
  if (fingerprint !== manifest.keyFingerprint)
    problems.push('public-key.pem is not the key the manifest names.');
  if (expectedFingerprint && !fingerprint.startsWith(expectedFingerprint.replace(/\s+/g, '').toLowerCase()))
    problems.push(
      `The archive is signed by key ${fingerprint}, not by the expected key ${expectedFingerprint}.`,
    );
  if (!signatureValid(pem, manifestBytes, signature)) problems.push('The manifest signature is not valid.');
  for (const [name, hash] of Object.entries(manifest.files ?? {})) {
    const content = files.get(name);
    if (!content) problems.push(`${name} is missing.`);
    else if (sha256(content) !== hash) problems.push(`${name} does not match its hash in the manifest.`);
  }
  const lines = (name: string) =>
    (files.get(name)?.toString('utf8') ?? '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const links = lines('links.jsonl') as unknown as ArchiveLink[];
  const closings = lines('closings.jsonl');
  let previousHash: string | null = null;
  for (const [index, link] of links.entries()) {
    const where = `link ${link.sequence} (${link.recordType} ${link.recordId})`;
    if (link.sequence !== index + 1) problems.push(`${where}: expected sequence ${index + 1}.`);
    if (link.previousHash !== previousHash)
      problems.push(`${where}: does not name the previous link's hash.`);
    if (sha256(link.record) !== link.hash) problems.push(`${where}: its record does not match its hash.`);
    const pairs = JSON.parse(link.record) as Array<[string, unknown]>;
    if (pairs.at(-1)?.[0] !== 'previous' || pairs.at(-1)?.[1] !== link.previousHash)
      problems.push(`${where}: its record does not name the previous hash.`);
    if (link.canonicalVersion >= 2) {
      if (link.keyFingerprint !== fingerprint)
        problems.push(
          `${where}: signed by another key (${link.keyFingerprint}); check it with that key's archive.`,
        );
      else if (
        !link.signature ||
        !signatureValid(pem, signedText(manifest.company.id, link.sequence, link.hash), link.signature)
      )
        problems.push(`${where}: its signature is not valid.`);
    }
    previousHash = link.hash;
    if (problems.length >= 20) break;
  }
  if (problems.length === 0) problems.push(...recomputeClosings(links, manifest.company.timeZone));
  const last = links.at(-1);
  if (!last || last.sequence !== manifest.closing.sequence || last.hash !== manifest.closing.hash)
    problems.push("The chain does not end with the period's closing the manifest names.");
  return result(manifest, links.length, closings.length);
};

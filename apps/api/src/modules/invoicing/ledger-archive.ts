import type { ArchiveCheckRead, ArchiveVerify } from '@velodesk/contract/api/ledger-archive';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { readAllCompanies } from '../sites/sites.api.ts';
import { accessLedger } from './invoicing.access.ts';
import {
  closingsByIds,
  closingsOfCompany,
  entriesAfter,
  entryOf,
  stateChangesOfCompany,
} from './invoicing.repository.ts';
import {
  type ArchiveLink,
  type ArchiveManifest,
  archiveFormat,
  archiveFormatVersion,
  checkArchive,
  sha256,
  writeTar,
} from './ledger-archive-format.ts';
import { canonicalsOf, groupChanges } from './ledger-records.ts';

/**
 * The archive of a closed period (docs/archive-format.md): the company's chain up to the period's
 * closing (every link with its record's canonical text), the period's closings, the public key and
 * a manifest signed with the ledger key. Each export is journaled (archive_export).
 */
export const exportArchive = async (ctx: AppContext, actor: Actor, closingId: number) => {
  accessLedger(actor);
  const db = dbOf(ctx);
  const [closing] = await closingsByIds(db, [closingId]);
  if (!closing) throw notFound('Closing');
  const company = (await readAllCompanies(db)).find((row) => row.id === closing.companyId)!;
  const closingEntry = (await entryOf(db, 'closing', closing.id))!;
  const changes = groupChanges(await stateChangesOfCompany(db, company.id));
  const links: ArchiveLink[] = [];
  for (let after = 0; after < closingEntry.sequence; ) {
    const page = (await entriesAfter(db, company.id, after, 1000)).filter(
      (entry) => entry.sequence <= closingEntry.sequence,
    );
    if (page.length === 0) break;
    const canonicals = await canonicalsOf(db, page, changes);
    for (const entry of page) {
      const at = { companyId: company.id, sequence: entry.sequence, previousHash: entry.previousHash };
      links.push({
        sequence: entry.sequence,
        recordType: entry.recordType,
        recordId: entry.recordId,
        previousHash: entry.previousHash,
        hash: entry.hash,
        canonicalVersion: entry.canonicalVersion,
        signature: entry.signature,
        keyFingerprint: entry.keyFingerprint,
        createdAt: entry.createdAt.toISOString(),
        record: canonicals(entry.recordType, at, entry.recordId, entry.canonicalVersion) ?? '',
      });
    }
    after = page.at(-1)!.sequence;
  }
  const start = closing.periodStart ?? closing.day;
  const closings = (await closingsOfCompany(db, company.id)).filter(
    (row) => (row.periodStart ?? row.day) >= start && row.day <= closing.day,
  );
  const jsonl = (rows: unknown[]) =>
    Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''), 'utf8');
  const files = {
    'links.jsonl': jsonl(links),
    'closings.jsonl': jsonl(closings),
    'public-key.pem': Buffer.from(ctx.ledgerKey.publicKeyPem, 'utf8'),
  };
  const now = ctx.now();
  const manifest: ArchiveManifest = {
    format: archiveFormat,
    version: archiveFormatVersion,
    company: { id: company.id, corporateName: company.corporateName, timeZone: company.timeZone },
    period: { kind: closing.kind, start, end: closing.day },
    closing: { id: closing.id, sequence: closingEntry.sequence, hash: closingEntry.hash },
    createdAt: now.toISOString(),
    keyFingerprint: ctx.ledgerKey.fingerprint,
    files: Object.fromEntries(Object.entries(files).map(([name, content]) => [name, sha256(content)])),
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8');
  const archive = writeTar(
    [
      { name: 'manifest.json', content: manifestBytes },
      { name: 'manifest.sig', content: Buffer.from(ctx.ledgerKey.sign(manifestBytes), 'utf8') },
      ...Object.entries(files).map(([name, content]) => ({ name, content })),
    ],
    now,
  );
  await recordTechnicalEvent(ctx, {
    type: 'archive_export',
    userId: actor.userId,
    companyId: company.id,
    details: {
      closing: closing.id,
      kind: closing.kind,
      start,
      end: closing.day,
      links: links.length,
      sha256: sha256(archive),
    },
  });
  return {
    archive,
    filename: `ledger-${company.id}-${closing.kind}-${start}-${closing.day}.tar`,
  };
};

/** POST /ledger/archives/verify: the offline check of an uploaded archive (nothing is written). */
export const verifyArchive = (actor: Actor, input: ArchiveVerify): ArchiveCheckRead => {
  accessLedger(actor);
  return checkArchive(Buffer.from(input.archive, 'base64'), input.expectedFingerprint);
};

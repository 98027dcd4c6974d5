import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * The signed-heads journal (docs/decisions/ledger-signature.md): each time a company's chain head
 * moves and the move is committed, one JSON line (company, sequence, hash, the link's signature and
 * key) is appended to this process's file in a folder outside the database. Removing the end of a
 * chain in the database cannot remove these lines: the verification reads them back and reports a
 * truncation when the database is behind one of them.
 */
export interface LedgerAnchor {
  company: number;
  sequence: number;
  hash: string;
  signature: string;
  key: string;
  at: string;
  /** The record of the link (its type and id), to name it when it is gone from the database. */
  record?: string;
  id?: number;
  /**
   * 'jet': a signed head of the technical event journal (one chain for the installation, company
   * 0), its signature over `velodesk-jet/1|<sequence>|<hash>`; absent for a company's ledger.
   */
  journal?: 'jet';
}

export interface LedgerAnchors {
  /** Where the journal is, or null when there is none (in-memory database, or not configured). */
  folder: string | null;
  append(anchor: LedgerAnchor): void;
  /** Every line of every file of the folder that reads as an anchor (others are skipped). */
  read(): LedgerAnchor[];
}

const isAnchor = (value: unknown): value is LedgerAnchor => {
  const v = value as Partial<LedgerAnchor> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.company) &&
    Number.isInteger(v.sequence) &&
    typeof v.hash === 'string' &&
    typeof v.signature === 'string' &&
    typeof v.key === 'string'
  );
};

/** Reads the anchors of every `*.jsonl` file of a folder. */
export const readAnchorFolder = (folder: string): LedgerAnchor[] => {
  if (!existsSync(folder)) return [];
  const anchors: LedgerAnchor[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.jsonl')) continue;
    for (const line of readFileSync(path.join(folder, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        const parsed: unknown = JSON.parse(line);
        if (isAnchor(parsed)) anchors.push(parsed);
      } catch {
        // a line cut by a crash is skipped: the next one carries a later head
      }
    }
  }
  return anchors;
};

/** The journal of a folder: this process appends to its own file, named by its start and pid. */
export const anchorJournal = (folder: string | null, startedAt: Date): LedgerAnchors => {
  const file = folder
    ? path.join(folder, `heads-${startedAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}.jsonl`)
    : null;
  let ready = false;
  return {
    folder,
    append: (anchor) => {
      if (!file || !folder) return;
      if (!ready) {
        mkdirSync(folder, { recursive: true });
        ready = true;
      }
      appendFileSync(file, `${JSON.stringify(anchor)}\n`);
    },
    read: () => (folder ? readAnchorFolder(folder) : []),
  };
};

/**
 * The folder of the configured journal: LEDGER_ANCHOR_DIR, else DATA_DIR/ledger-anchors (beside
 * the embedded database's files); none for an in-memory database without the setting.
 */
export const anchorFolderOf = (config: Config): string | null => {
  if (config.ledgerAnchorDir) return config.ledgerAnchorDir;
  if (config.dataDir === 'memory://') return null;
  return path.join(config.dataDir, 'ledger-anchors');
};

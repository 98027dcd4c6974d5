import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { IdentityKey } from './identity-key.ts';
import type { LedgerAnchors } from './ledger-anchors.ts';
import type { LedgerKey } from './ledger-key.ts';

/**
 * What every service receives: the database, the configuration, the logger, the clock and the
 * ledger's signing key.
 */
export interface AppContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  ledgerKey: LedgerKey;
  /** The key of the customers' identity numbers (platform/identity-key.ts). */
  identityKey: IdentityKey;
  /** The signed-heads journal outside the database (none: no anchors written). */
  ledgerAnchors?: LedgerAnchors;
}

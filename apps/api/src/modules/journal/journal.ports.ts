import type { DbOrTx } from '../../db/client.ts';
import { definePorts } from '../../platform/ports.ts';

/**
 * What the technical event journal needs of the ledger (invoicing module, which records its own
 * events in the journal and so sits above it): provided by invoicing at the app's registration
 * (platform/ports.ts).
 */
export interface JournalPorts {
  /** The keys trusted for what the installation signed (the configured, previous and vouched keys). */
  trustedInstallationKeys: (
    db: DbOrTx,
    configured: {
      fingerprint: string;
      publicKeyPem: string;
      previous?: { fingerprint: string; publicKeyPem: string };
    },
  ) => Promise<Map<string, string>>;
}

const ports = definePorts<JournalPorts>('journal');
/** The invoicing module provides the ledger's keys (at the app's registration). */
export const provideJournalPorts = ports.provide;
/** The port the journal's verification asks for. */
export const journalPort = ports.port;

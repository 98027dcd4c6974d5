import type { DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../platform/transactions.ts';
import type { Mailer } from '../mail/mail.api.ts';
import { sealLine } from './invoice-documents.ts';
import type { ClosingRow } from './invoicing.repository.ts';

/**
 * Each run's closings of a company, e-mailed to its accounting address (issue 23: an anchor the
 * database owner does not hold). The message is written to the mail outbox in the closings'
 * transaction (no closing without its message, no message without its closings) and sent once
 * committed. In French, the books' language, with the English below.
 */

export interface SealedClosing {
  closing: ClosingRow;
  link: { sequence: number; signature: string | null; keyFingerprint: string | null };
}

const frenchKind = { day: 'journalière', month: 'mensuelle', year: 'annuelle' } as const;
const englishKind = { day: 'daily', month: 'monthly', year: 'yearly' } as const;
type Kind = keyof typeof frenchKind;

const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const euros = (amount: string, language: 'fr' | 'en') =>
  `${Number(amount).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })} €`.replace(/\u202f|\u00a0/g, ' ');

const periodOf = (closing: ClosingRow, language: 'fr' | 'en') => {
  const start = closing.periodStart ?? closing.day;
  const show = language === 'fr' ? frenchDay : (day: string) => day;
  return closing.kind === 'day' ? show(closing.day) : `${show(start)} – ${show(closing.day)}`;
};

/** The text of the message: per closing, its period, totals, link position and signature fingerprint. */
export const closingMailText = (corporateName: string, sealed: SealedClosing[]) => {
  const french = sealed.map(({ closing, link }) =>
    [
      `Clôture ${frenchKind[closing.kind as Kind] ?? closing.kind} du ${periodOf(closing, 'fr')}`,
      `  Enregistrements de la période : ${closing.periodRecords}`,
      `  Factures : ${euros(closing.periodInvoices, 'fr')} – avoirs : ${euros(closing.periodCreditNotes, 'fr')} – paiements : ${euros(closing.periodPayments, 'fr')}`,
      `  Totaux perpétuels : factures ${euros(closing.perpetualInvoices, 'fr')} – avoirs ${euros(closing.perpetualCreditNotes, 'fr')} – paiements ${euros(closing.perpetualPayments, 'fr')}`,
      link.signature && link.keyFingerprint
        ? `  ${sealLine({ sequence: link.sequence, signature: link.signature, keyFingerprint: link.keyFingerprint })}`
        : `  Journal inaltérable : enregistrement n° ${link.sequence}`,
    ].join('\n'),
  );
  const english = sealed.map(({ closing, link }) =>
    [
      `${englishKind[closing.kind as Kind] ?? closing.kind} closing of ${periodOf(closing, 'en')}`.replace(
        /^./,
        (c) => c.toUpperCase(),
      ),
      `  Records of the period: ${closing.periodRecords}`,
      `  Invoices: ${euros(closing.periodInvoices, 'en')} – credit notes: ${euros(closing.periodCreditNotes, 'en')} – payments: ${euros(closing.periodPayments, 'en')}`,
      `  Perpetual totals: invoices ${euros(closing.perpetualInvoices, 'en')} – credit notes ${euros(closing.perpetualCreditNotes, 'en')} – payments ${euros(closing.perpetualPayments, 'en')}`,
      `  Ledger position ${link.sequence}${link.signature ? ` – signature as printed above` : ''}`,
    ].join('\n'),
  );
  return [
    `${corporateName} : clôtures du journal inaltérable des ventes et paiements.`,
    '',
    french.join('\n\n'),
    '',
    'Gardez ce message : la position et l’empreinte de signature de chaque clôture permettent de constater une suppression de la fin du journal.',
    '',
    '---',
    `${corporateName}: closings of the tamper-proof ledger of sales and payments.`,
    '',
    english.join('\n\n'),
    '',
    "Keep this message: each closing's position and signature fingerprint show if the end of the ledger is ever removed.",
    '',
  ].join('\n');
};

export const closingMailSubject = (corporateName: string, sealed: SealedClosing[]) => {
  const days = sealed.filter(({ closing }) => closing.kind === 'day');
  const first = sealed[0]!.closing;
  const last = (days.at(-1) ?? sealed.at(-1)!).closing;
  const span =
    sealed.length === 1
      ? periodOf(first, 'fr')
      : `${frenchDay(first.periodStart ?? first.day)} – ${frenchDay(last.day)}`;
  return `Clôtures / Closings ${corporateName} : ${span} (${sealed.length})`;
};

/** Queues the message in the closings' transaction; it is sent once they are committed. */
export const queueClosingMail = async (
  tx: DbOrTx,
  mailer: Mailer,
  company: { corporateName: string; accountingEmail: string },
  sealed: SealedClosing[],
): Promise<void> => {
  if (sealed.length === 0) return;
  const id = await mailer.queue(tx, {
    userId: null,
    kind: 'other',
    recipient: company.accountingEmail,
    subject: closingMailSubject(company.corporateName, sealed),
    text: closingMailText(company.corporateName, sealed),
    html: null,
    language: 'fr',
  });
  afterCommit(() => mailer.deliverLater(id));
};

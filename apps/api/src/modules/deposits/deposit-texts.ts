import type { DepositForm, DepositRead, KeptReason } from '@velodesk/contract/api/deposits';

/**
 * The words of the deposit in the documents (the contract PDF and the return receipt), in French
 * and in English as the documents are (docs/decisions/invoice-documents.md).
 */
export const depositTexts = {
  fr: {
    deposit: 'Caution',
    forms: {
      cash: 'Espèces',
      cheque: 'Chèque',
      card_imprint: 'Empreinte de carte',
      pre_authorisation: 'Pré-autorisation',
      identity_document: "Pièce d'identité",
    } satisfies Record<DepositForm, string>,
    documentKinds: {
      identity_card: "carte d'identité",
      passport: 'passeport',
      driving_licence: 'permis de conduire',
      other: 'autre document',
    } as Record<string, string>,
    reasons: {
      damage: 'Dommage',
      missing_item: 'Élément manquant',
      late_return: 'Retour tardif',
    } satisfies Record<KeptReason, string>,
    reference: 'réf.',
    takenOn: 'prise le',
    by: 'par',
    waived: 'Caution dispensée',
    none: 'Aucune caution',
    receipt: 'Reçu de restitution de caution',
    contract: 'Contrat',
    taken: 'Caution prise',
    returned: 'Rendu au client',
    kept: 'Retenu',
    reason: 'Motif',
    comment: 'Commentaire',
    settledOn: 'Restitution le',
    keptNote: 'Le montant retenu figure sur la facture de clôture, ligne « Retenue sur caution ».',
    signature: 'Signature du client',
    locale: 'fr-FR',
  },
  en: {
    deposit: 'Deposit',
    forms: {
      cash: 'Cash',
      cheque: 'Cheque',
      card_imprint: 'Card imprint',
      pre_authorisation: 'Pre-authorisation',
      identity_document: 'Identity document',
    } satisfies Record<DepositForm, string>,
    documentKinds: {
      identity_card: 'identity card',
      passport: 'passport',
      driving_licence: 'driving licence',
      other: 'other document',
    } as Record<string, string>,
    reasons: {
      damage: 'Damage',
      missing_item: 'Missing item',
      late_return: 'Late return',
    } satisfies Record<KeptReason, string>,
    reference: 'ref.',
    takenOn: 'taken on',
    by: 'by',
    waived: 'Deposit waived',
    none: 'No deposit',
    receipt: 'Deposit return receipt',
    contract: 'Contract',
    taken: 'Deposit taken',
    returned: 'Given back to the customer',
    kept: 'Kept',
    reason: 'Reason',
    comment: 'Comment',
    settledOn: 'Returned on',
    keptNote: 'The amount kept is on the closing invoice, line "Retenue sur caution".',
    signature: "Customer's signature",
    locale: 'en-GB',
  },
} as const;

export type DepositLanguage = keyof typeof depositTexts;

/** dd/mm/yyyy hh:mm of an instant in a time zone. */
export const localDateTime = (iso: string, timeZone: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One line saying how the deposit was taken: "Caution : 450,00 € – Empreinte de carte (réf. X), prise le … par …". */
export const depositLine = (
  deposit: DepositRead | null,
  language: DepositLanguage,
  money: (euros: number) => string,
  timeZone: string,
): string => {
  const t = depositTexts[language];
  if (!deposit || (deposit.state === 'none' && !deposit.waivedReason)) return `${t.deposit} : ${t.none}`;
  if (deposit.state === 'none') return `${t.waived} (${deposit.waivedReason})`;
  const form = deposit.form ? t.forms[deposit.form] : '';
  const detail = deposit.reference
    ? ` (${t.reference} ${deposit.reference})`
    : deposit.documentKind
      ? ` (${t.documentKinds[deposit.documentKind] ?? deposit.documentKind})`
      : '';
  const when = deposit.takenAt ? `, ${t.takenOn} ${localDateTime(deposit.takenAt, timeZone, t.locale)}` : '';
  const who = deposit.takenBy ? ` ${t.by} ${deposit.takenBy.username}` : '';
  return `${t.deposit} : ${money(deposit.amountTaken ?? 0)} – ${form}${detail}${when}${who}`;
};

import { toCents } from '@velodesk/contract/pricing';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { dbOf } from '../../platform/transactions.ts';
import { readCustomers } from '../customers/customers.api.ts';
import { accessRental } from '../rentals/rentals.api.ts';
import { readCompanyIdentity, readSiteBilling, readSiteNames } from '../sites/sites.api.ts';
import { type DepositLanguage, depositLine, depositTexts, localDateTime } from './deposit-texts.ts';
import { readDepositReads } from './deposits.read.ts';

/**
 * The return receipt of a deposit (issue 24): made by the close, it says what was taken, what
 * was given back and what was kept and why, with who and when; in French or English (the
 * customer's language, fr when French; ?language= overrides). GET /rentals/{id}/deposit/receipt,
 * contract access on the rental's site; 409 while the deposit is not settled.
 */
export const depositReceiptPdf = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: { language?: DepositLanguage | undefined },
): Promise<{ pdf: Buffer; filename: string }> => {
  const rental = await accessRental(ctx, actor, id, ['rental_contract']);
  const db = dbOf(ctx);
  const deposit = (await readDepositReads(db, [id])).get(id);
  if (!deposit?.settledAt) {
    throw new DomainError(409, 'Conflict', 'This deposit is not given back or kept yet.').withCode(
      'DEPOSIT_STATE',
    );
  }
  const customer = (await readCustomers(db, [rental.customerId])).get(rental.customerId);
  const language: DepositLanguage =
    query.language ?? (!customer?.language || customer.language.name === 'fr' ? 'fr' : 'en');
  const t = depositTexts[language];
  const billing = (await readSiteBilling(db, rental.siteId))!;
  const company = (await readCompanyIdentity(db, billing.companyId))!;
  const siteName = (await readSiteNames(db, [rental.siteId])).get(rental.siteId) ?? '';
  const money = (euros: number) =>
    `${(toCents(euros) / 100).toLocaleString(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`;
  const customerName = [customer?.name, customer?.lastname].filter(Boolean).join(' ');
  const title = `${t.receipt} – ${t.contract} ${id}`;
  const right = (text: string) => ({ text, alignment: 'right' as const, noWrap: true });
  const kept = deposit.keptAmount ?? 0;
  const definition: TDocumentDefinitions = {
    info: { title, author: company.corporateName, creator: 'Velodesk' },
    language,
    pageSize: 'A5',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: title, fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      { text: `${company.corporateName} – ${siteName}`, margin: [0, 0, 0, 4] },
      { text: customerName, bold: true, margin: [0, 0, 0, 10] },
      { text: depositLine(deposit, language, money, billing.timeZone), margin: [0, 0, 0, 10] },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [t.taken, right(money(deposit.amountTaken ?? 0))],
            [
              { text: t.returned, bold: true },
              { ...right(money(deposit.returnedAmount ?? 0)), bold: true },
            ],
            [
              { text: t.kept, bold: true },
              { ...right(money(kept)), bold: true },
            ],
            ...(kept > 0 && deposit.keptReason ? [[t.reason, t.reasons[deposit.keptReason]]] : []),
            ...(kept > 0 && deposit.keptComment ? [[t.comment, deposit.keptComment]] : []),
          ],
        },
        margin: [0, 0, 0, 10],
      },
      {
        text: `${t.settledOn} ${localDateTime(deposit.settledAt, billing.timeZone, t.locale)}${deposit.settledBy ? ` ${t.by} ${deposit.settledBy.username}` : ''}`,
        margin: [0, 0, 0, 8],
      },
      ...(kept > 0
        ? [{ text: t.keptNote, italics: true, margin: [0, 0, 0, 16] as [number, number, number, number] }]
        : []),
      { text: t.signature, bold: true, margin: [0, 16, 0, 0] },
    ],
  };
  return { pdf: await renderPdf(definition), filename: `deposit-receipt-${id}-${language}.pdf` };
};

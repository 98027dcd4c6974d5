import { type GeneratedFile, type InvoiceDetailRead, InvoiceType } from '@velodesk/contract/api/invoicing';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { shortFingerprintOf, shortSignatureOf } from '../../platform/ledger-key.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { embedFacturX, facturXml } from './factur-x.ts';
import { readInvoiceFor } from './invoices.service.ts';
import { invoicePdfPath, toInvoiceDetailRead } from './invoicing.presenter.ts';
import { entryOf, findDocument, insertDocument, linesOfInvoices } from './invoicing.repository.ts';

/**
 * The invoice and credit-note documents (rentals.md section 7): a Factur-X PDF (PDF/A-3 with its
 * EN 16931 XML, factur-x.ts) carrying the mentions a French invoice needs, generated once and kept
 * as issued; answered as { file } (the path to download it from), downloadable only by a user who
 * may see the invoice (contract access and its site).
 */

const money = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`;
const rate = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const titleOf = (invoice: InvoiceDetailRead) =>
  `${invoice.invoiceType.id === InvoiceType.creditNote ? 'Avoir' : 'Facture'} ${invoice.number}`;

/** Where the document stands in the ledger: its link's position and short signature, and the key. */
export interface LedgerSeal {
  sequence: number;
  signature: string;
  keyFingerprint: string;
}

/** The seal's line: "Journal inaltérable : enregistrement n° 12 – signature a1b2 c3d4 – clé …". */
export const sealLine = (seal: LedgerSeal) =>
  `Journal inaltérable : enregistrement n° ${seal.sequence} – signature ${shortSignatureOf(seal.signature)} – clé ${shortFingerprintOf(seal.keyFingerprint)}`;

/**
 * The document's content: seller, buyer, references, lines, totals per rate, payment terms, and
 * the ledger's seal (docs/decisions/ledger-signature.md, anchors).
 */
export const invoiceDocument = (
  invoice: InvoiceDetailRead,
  seal: LedgerSeal | null = null,
): TDocumentDefinitions => {
  const { seller, buyer } = invoice;
  const isCredit = invoice.invoiceType.id === InvoiceType.creditNote;
  const sellerLines = [
    `${seller.corporateName}${seller.socialStatus ? ` – ${seller.socialStatus}` : ''}${
      seller.capital ? ` au capital de ${money(Number(seller.capital))}` : ''
    }`,
    seller.address,
    `${seller.zipCode} ${seller.city}`,
    seller.siren ? `SIREN : ${seller.siren}` : null,
    seller.siret ? `SIRET : ${seller.siret}` : null,
    seller.vatNumber ? `N° TVA intracommunautaire : ${seller.vatNumber}` : null,
    seller.email ? `E-mail : ${seller.email}` : null,
    seller.phone ? `Tél. : ${seller.phone}` : null,
  ].filter((line): line is string => line !== null);
  const buyerLines = [
    buyer.name,
    buyer.address,
    buyer.city,
    buyer.vatNumber ? `N° TVA intracommunautaire : ${buyer.vatNumber}` : null,
  ].filter((line): line is string => Boolean(line));
  const references: Content[] = [
    { text: `${isCredit ? 'Avoir' : 'Facture'} n° ${invoice.number}`, style: 'title' },
    `Date : ${frenchDate(invoice.invoiceDate)}`,
    `Contrat de location n° ${invoice.rental.id}`,
  ];
  if (isCredit && invoice.relatedInvoiceNumber) {
    references.push(
      `Avoir sur la facture n° ${invoice.relatedInvoiceNumber}${
        invoice.relatedInvoiceDate ? ` du ${frenchDate(invoice.relatedInvoiceDate)}` : ''
      }`,
    );
  }
  const header = (cells: string[]) =>
    cells.map((text) => ({ text, bold: true, fillColor: '#eeeeee', noWrap: true }));
  const right = (text: string) => ({ text, alignment: 'right' as const, noWrap: true });
  const due = isCredit
    ? invoice.allTaxesIncludedAmount
    : invoice.allTaxesIncludedAmount - Math.min(invoice.paidAmount, invoice.allTaxesIncludedAmount);
  return {
    info: {
      title: titleOf(invoice),
      author: seller.corporateName,
      creator: 'Velodesk',
      producer: 'Velodesk',
    },
    version: '1.7',
    subset: 'PDF/A-3b',
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] }, party: { margin: [0, 0, 0, 12] } },
    footer: (page, pages) => ({
      text: `${seller.corporateName}${seller.siret ? ` – SIRET ${seller.siret}` : ''}${
        seller.vatNumber ? ` – TVA ${seller.vatNumber}` : ''
      } – page ${page}/${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#555555',
    }),
    content: [
      {
        columns: [
          { stack: [{ text: 'Vendeur', bold: true }, ...sellerLines], style: 'party' },
          { stack: [{ text: 'Client', bold: true }, ...buyerLines], style: 'party' },
        ],
      },
      { stack: references, margin: [0, 0, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            header(['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA', 'Total HT', 'Total TTC']),
            ...invoice.lines.map((line) => [
              line.description,
              right(String(line.quantity)),
              right(money(line.unitPrice)),
              right(rate(line.vatRate)),
              right(money(line.dutyFreeAmount)),
              right(money(line.allTaxesIncludedAmount)),
            ]),
          ],
        },
        margin: [0, 0, 0, 12],
      },
      {
        columns: [
          {
            width: '*',
            table: {
              headerRows: 1,
              body: [
                header(['Taux de TVA', 'Base HT', 'Montant TVA', 'Total TTC']),
                ...invoice.vatTotals.map((total) => [
                  rate(total.vatRate),
                  right(money(total.dutyFreeAmount)),
                  right(money(total.taxAmount)),
                  right(money(total.allTaxesIncludedAmount)),
                ]),
              ],
            },
          },
          {
            width: 'auto',
            table: {
              body: [
                ['Total HT', right(money(invoice.dutyFreeAmount))],
                ['Total TVA', right(money(invoice.taxAmount))],
                [
                  { text: 'Total TTC', bold: true },
                  { ...right(money(invoice.allTaxesIncludedAmount)), bold: true },
                ],
                ...(isCredit
                  ? []
                  : [
                      [
                        'Déjà réglé',
                        right(money(Math.min(invoice.paidAmount, invoice.allTaxesIncludedAmount))),
                      ],
                      [
                        { text: 'Reste à payer', bold: true, noWrap: true },
                        { ...right(money(due)), bold: true },
                      ],
                    ]),
              ],
            },
          },
        ],
        columnGap: 20,
        margin: [0, 0, 0, 16],
      },
      { text: 'Conditions de paiement', bold: true },
      { text: invoice.paymentTerms, margin: [0, 2, 0, 0] },
      ...(seal
        ? [{ text: sealLine(seal), fontSize: 7, color: '#555555', margin: [0, 16, 0, 0] } as Content]
        : []),
    ],
  };
};

/** Renders the Factur-X PDF of an invoice or credit note. */
export const renderInvoicePdf = async (
  invoice: InvoiceDetailRead,
  createdAt: Date,
  seal: LedgerSeal | null = null,
): Promise<Buffer> =>
  embedFacturX(await renderPdf(invoiceDocument(invoice, seal)), facturXml(invoice), {
    title: titleOf(invoice),
    author: invoice.seller.corporateName,
    createdAt,
  });

const fileNameOf = (invoice: { number: string }) => `${invoice.number.replace(/[^\w.-]+/g, '_')}.pdf`;

/** The stored document, made now if it was not yet (made once: a concurrent maker's copy is kept). */
const documentOf = async (ctx: AppContext, actor: Actor, id: number) => {
  const row = await readInvoiceFor(ctx, actor, id);
  const stored = await findDocument(dbOf(ctx), id);
  if (stored) return { row, pdf: Buffer.from(stored.pdf, 'base64') };
  const detail = toInvoiceDetailRead(row, await linesOfInvoices(dbOf(ctx), [id]));
  const link = await entryOf(dbOf(ctx), 'invoice', id);
  const seal =
    link?.signature && link.keyFingerprint
      ? { sequence: link.sequence, signature: link.signature, keyFingerprint: link.keyFingerprint }
      : null;
  const pdf = await renderInvoicePdf(detail, row.createdAt, seal);
  await transaction(ctx, (tx) => insertDocument(tx, id, pdf, ctx.now()));
  const kept = await findDocument(dbOf(ctx), id);
  return { row, pdf: Buffer.from(kept!.pdf, 'base64') };
};

/** POST /pdf/generate/invoice/{id}: makes the document if needed; answers where to download it. */
export const generateInvoicePdf = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<GeneratedFile> => {
  await documentOf(ctx, actor, id);
  return { file: invoicePdfPath(id) };
};

/** GET /invoices/{id}/pdf: the document itself (made first if it was not yet). */
export const invoicePdf = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> => {
  const { row, pdf } = await documentOf(ctx, actor, id);
  return { pdf, filename: fileNameOf(row) };
};

import type { ContractPdfQuery, DocumentLanguage, GeneratedFile } from '@velodesk/contract/api/invoicing';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { toCents } from '@velodesk/contract/pricing';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { dbOf } from '../../platform/transactions.ts';
import { readProducts } from '../catalogue/catalogue.api.ts';
import { depositLine, readDepositReads } from '../deposits/deposits.api.ts';
import { readPaidAmount } from '../payments/payments.api.ts';
import { readRentalForInvoice } from '../rentals/rentals.api.ts';
import { readCompanyIdentity, readSiteBilling, readSiteNames } from '../sites/sites.api.ts';
import { buyerOf, sellerOf } from './invoices.service.ts';
import { accessRentalDocuments, accessSiteRentalDocument } from './invoicing.access.ts';

/**
 * The contract PDF (rentals.md "Contract edition confirmation and contract PDF", section 7): the
 * rental's parties, period, products with their prices, totals, what is paid, and the signature
 * boxes, in French or in English by the customer's language (fr when it is French); `?language=`
 * overrides. Made on demand (a contract changes until it is closed): POST answers the path, GET
 * renders it, both for a user with a rental feature on the rental's site.
 */

const texts = {
  fr: {
    contract: 'Contrat de location',
    reservation: 'Réservation',
    number: 'n°',
    lessor: 'Loueur',
    customer: 'Client',
    site: 'Site',
    pitch: 'Emplacement',
    period: 'Période',
    from: 'du',
    to: 'au',
    product: 'Matériel',
    exclTax: 'Prix HT',
    vat: 'TVA',
    inclTax: 'Prix TTC',
    discount: 'Remise',
    totalExcl: 'Total HT',
    totalVat: 'Total TVA',
    totalIncl: 'Total TTC',
    paid: 'Déjà réglé',
    due: 'Reste à payer',
    terms:
      'Le client reconnaît avoir reçu le matériel ci-dessus en bon état et s’engage à le restituer à la fin de la période de location. Toute dégradation ou perte est à sa charge.',
    readApproved: 'Lu et approuvé',
    customerSignature: 'Signature du client',
    lessorSignature: 'Signature du loueur',
    date: 'Date',
    cancelled: 'annulée',
    cancelledNotice: 'Cette location est annulée : aucun montant n’est dû.',
    colon: ' :',
    locale: 'fr-FR',
  },
  en: {
    contract: 'Rental contract',
    reservation: 'Reservation',
    number: 'no.',
    lessor: 'Lessor',
    customer: 'Customer',
    site: 'Site',
    pitch: 'Pitch',
    period: 'Period',
    from: 'from',
    to: 'to',
    product: 'Equipment',
    exclTax: 'Price excl. VAT',
    vat: 'VAT',
    inclTax: 'Price incl. VAT',
    discount: 'Discount',
    totalExcl: 'Total excl. VAT',
    totalVat: 'Total VAT',
    totalIncl: 'Total incl. VAT',
    paid: 'Already paid',
    due: 'Left to pay',
    terms:
      'The customer acknowledges receiving the equipment above in good condition and undertakes to return it at the end of the rental period. Any damage or loss is charged to the customer.',
    readApproved: 'Read and approved',
    customerSignature: "Customer's signature",
    lessorSignature: "Lessor's signature",
    date: 'Date',
    cancelled: 'cancelled',
    cancelledNotice: 'This rental is cancelled: no amount is due.',
    colon: ':',
    locale: 'en-GB',
  },
} as const;

const contractPdfPath = (id: number, language: DocumentLanguage) =>
  `/api/rentals/${id}/contract_pdf?language=${language}`;

const readContract = async (ctx: AppContext, actor: Actor, id: number) => {
  accessRentalDocuments(actor);
  const db = dbOf(ctx);
  const rental = await readRentalForInvoice(db, id);
  if (!rental) throw notFound('Rental');
  accessSiteRentalDocument(actor, rental.siteId);
  return rental;
};

/** The language of the document: the query's, else the customer's (fr when French, else en). */
const languageOf = async (ctx: AppContext, customerId: number, query: ContractPdfQuery) =>
  query.language ?? ((await buyerOf(dbOf(ctx), customerId)).language === 'fr' ? 'fr' : 'en');

/** POST /pdf/generate/contract/{id}?language=: where to download the contract from. */
export const generateContractPdf = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: ContractPdfQuery,
): Promise<GeneratedFile> => {
  const rental = await readContract(ctx, actor, id);
  return { file: contractPdfPath(id, await languageOf(ctx, rental.customerId, query)) };
};

type Texts = (typeof texts)[DocumentLanguage];
type Margin = [number, number, number, number];

/** Everything the contract PDF prints, read in one go. */
const readContractFacts = async (ctx: AppContext, actor: Actor, id: number, query: ContractPdfQuery) => {
  const rental = await readContract(ctx, actor, id);
  const db = dbOf(ctx);
  const language = await languageOf(ctx, rental.customerId, query);
  const billing = (await readSiteBilling(db, rental.siteId))!;
  const seller = sellerOf((await readCompanyIdentity(db, billing.companyId))!);
  const buyer = await buyerOf(db, rental.customerId);
  const siteName = (await readSiteNames(db, [rental.siteId])).get(rental.siteId) ?? '';
  const products = new Map(
    (
      await readProducts(
        db,
        rental.lines.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  const paid = toCents(await readPaidAmount(db, id));
  const deposit = (await readDepositReads(db, [id])).get(id) ?? null;
  return { id, rental, language, billing, seller, buyer, siteName, products, paid, deposit };
};

type ContractFacts = Awaited<ReturnType<typeof readContractFacts>>;

/** How the document writes amounts, dates, percentages and labels in its language. */
const formatsOf = (t: Texts) => ({
  money: (amount: string | number) =>
    `${(toCents(amount) / 100).toLocaleString(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, ' ')} €`,
  when: (day: string, hour: number) =>
    `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${String(hour).padStart(2, '0')}:00`,
  // "Site : x" in French (a space before the colon), "Site: x" in English.
  label: (text: string) => `${text}${t.colon} `,
  percent: (value: number) =>
    new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 })
      .format(value / 100)
      .replace(/\u202f|\u00a0/g, ' '),
  right: (text: string) => ({ text, alignment: 'right' as const, noWrap: true }),
});

type Formats = ReturnType<typeof formatsOf>;

/** The lessor's and the customer's blocks, side by side. */
const partiesBlock = (facts: ContractFacts, t: Texts, { label }: Formats) => {
  const { seller, buyer, rental, siteName } = facts;
  return {
    columns: [
      {
        stack: [
          { text: t.lessor, bold: true },
          seller.corporateName,
          seller.address,
          `${seller.zipCode} ${seller.city}`,
          `${label(t.site)}${siteName}`,
        ],
      },
      {
        stack: [
          { text: t.customer, bold: true },
          buyer.name,
          ...[buyer.address, buyer.city, buyer.email].filter((line): line is string => Boolean(line)),
          ...(rental.emplacementName ? [`${label(t.pitch)}${rental.emplacementName}`] : []),
        ],
      },
    ],
    margin: [0, 0, 0, 12] as Margin,
  };
};

/** The table of the rented products with their prices. */
const productsTable = (facts: ContractFacts, t: Texts, { money, right }: Formats) => ({
  table: {
    headerRows: 1,
    widths: ['*', 'auto', 'auto', 'auto'],
    body: [
      [t.product, t.exclTax, t.vat, t.inclTax].map((text) => ({
        text,
        bold: true,
        fillColor: '#eeeeee',
        noWrap: true,
      })),
      ...facts.rental.lines.map((line) => {
        const product = facts.products.get(line.productId);
        return [
          product
            ? `${product.rangeName} ${product.model} ${product.size} (${t.number} ${product.internalNumber})`
            : String(line.productId),
          right(money(line.dutyFreeAmount)),
          right(money(line.taxAmount)),
          right(money(line.allTaxesIncludedAmount)),
        ];
      }),
    ],
  },
  margin: [0, 0, 0, 10] as Margin,
});

/** The discount, the totals, what is paid and (unless cancelled) what is left to pay. */
const totalsBlock = (facts: ContractFacts, t: Texts, { money, right, label, percent }: Formats) => {
  const { rental, paid } = facts;
  const total = toCents(rental.allTaxesIncludedAmount);
  const isCancelled = rental.stateId === RentalState.cancelled;
  const discount = Number(rental.discount);
  return {
    columns: [
      { width: '*', text: discount > 0 ? `${label(t.discount)}${percent(discount)}` : '' },
      {
        width: 'auto',
        table: {
          body: [
            [t.totalExcl, right(money(rental.dutyFreeAmount))],
            [t.totalVat, right(money(rental.taxAmount))],
            [
              { text: t.totalIncl, bold: true },
              { ...right(money(rental.allTaxesIncludedAmount)), bold: true },
            ],
            [t.paid, right(money(paid / 100))],
            // A cancelled rental owes nothing: no amount due is printed.
            ...(isCancelled
              ? []
              : [
                  [
                    { text: t.due, bold: true },
                    { ...right(money(Math.max(0, total - paid) / 100)), bold: true },
                  ],
                ]),
          ],
        },
      },
    ],
    margin: [0, 0, 0, 16] as Margin,
  };
};

/** The whole document: title, parties, period, products, totals, deposit, terms and signatures. */
const contractDefinition = (facts: ContractFacts): TDocumentDefinitions => {
  const { id, rental, language, seller } = facts;
  const t = texts[language];
  const formats = formatsOf(t);
  const { money, when, label } = formats;
  const isCancelled = rental.stateId === RentalState.cancelled;
  const title = `${rental.rentalTypeId === RentalType.reservation ? t.reservation : t.contract} ${t.number} ${id}${isCancelled ? ` (${t.cancelled})` : ''}`;
  return {
    info: { title, author: seller.corporateName, creator: 'Velodesk' },
    language,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (page, pages) => ({
      text: `${seller.corporateName}${seller.siret ? ` – SIRET ${seller.siret}` : ''} – ${page}/${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#555555',
    }),
    content: [
      { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, isCancelled ? 4 : 10] },
      ...(isCancelled
        ? [{ text: t.cancelledNotice, bold: true, color: '#c92a2a', margin: [0, 0, 0, 10] as Margin }]
        : []),
      partiesBlock(facts, t, formats),
      {
        text: `${label(t.period)}${t.from} ${when(rental.startDate, rental.startPeriod)} ${t.to} ${when(rental.endDate, rental.endPeriod)}`,
        margin: [0, 0, 0, 10],
      },
      productsTable(facts, t, formats),
      totalsBlock(facts, t, formats),
      // The deposit taken and its form (issue 24).
      {
        text: depositLine(facts.deposit, language, (euros) => money(euros), facts.billing.timeZone),
        bold: true,
        margin: [0, 0, 0, 10],
      },
      { text: t.terms, margin: [0, 0, 0, 24] },
      {
        columns: [
          { stack: [{ text: t.customerSignature, bold: true }, t.readApproved, `${t.date}${t.colon}`] },
          { stack: [{ text: t.lessorSignature, bold: true }] },
        ],
      },
    ],
  };
};

/** GET /rentals/{id}/contract_pdf?language=: the contract itself. */
export const contractPdf = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: ContractPdfQuery,
): Promise<{ pdf: Buffer; filename: string }> => {
  const facts = await readContractFacts(ctx, actor, id, query);
  return {
    pdf: await renderPdf(contractDefinition(facts)),
    filename: `contract-${id}-${facts.language}.pdf`,
  };
};

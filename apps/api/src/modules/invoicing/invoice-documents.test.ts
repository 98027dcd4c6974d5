import type { InvoiceDetailRead } from '@velodesk/contract/api/invoicing';
import { sql } from 'drizzle-orm';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  type PDFRawStream,
  type PDFString,
} from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortSignatureOf } from '../../platform/ledger-key.ts';
import { createSite, createUser } from '../../test/factories/index.ts';
import {
  createInvoicedContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The invoice and credit-note documents (issue 15): Factur-X PDFs (PDF/A-3 with the EN 16931 XML
 * embedded) answered as { file }, read back here as the buyer's software and a person would.
 */

let t: TestApp;
const { get, send } = apiCalls(() => t);
const now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
let invoice: InvoiceDetailRead;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t);
  ({ invoice } = await createInvoicedContract(t, w, [w.bikes[0]!, w.bikes[1]!, w.helmets[0]!]));
});
afterAll(async () => {
  await t?.close();
});

/** Generates the document, then downloads it from the path answered. */
const download = async (id: number, authorization = w.counter) => {
  const generated = await send('POST', `/api/pdf/generate/invoice/${id}`, authorization);
  expect(generated.statusCode, generated.body).toBe(200);
  const { file } = generated.json() as { file: string };
  expect(file).toBe(`/api/invoices/${id}/pdf`);
  const answer = await get(file, authorization);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return answer.rawPayload;
};

/** The embedded files of a PDF, by name, read with pdf-lib (the catalog's EmbeddedFiles name tree). */
const attachmentsOf = async (pdf: Uint8Array) => {
  const document = await PDFDocument.load(pdf);
  const names = document.catalog.lookup(PDFName.of('Names'), PDFDict);
  const embedded = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = embedded.lookup(PDFName.of('Names'), PDFArray);
  const files = new Map<string, { content: string; relationship: string; subtype: string }>();
  for (let index = 0; index < list.size(); index += 2) {
    const name = (list.lookup(index) as PDFHexString | PDFString).decodeText();
    const spec = list.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    files.set(name, {
      content: Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8'),
      relationship: String(spec.get(PDFName.of('AFRelationship'))),
      subtype: String(stream.dict.get(PDFName.of('Subtype'))),
    });
  }
  const metadata = document.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream;
  return {
    files,
    associated: document.catalog.lookup(PDFName.of('AF'), PDFArray).size(),
    xmp: Buffer.from(metadata.getContents()).toString('utf8'),
    outputIntents: document.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).size(),
  };
};

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}[^>]*>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1]);

describe('the invoice document', () => {
  it('is a PDF/A-3 with its Factur-X XML, whose totals are the invoice', async () => {
    const pdf = await download(invoice.id);
    const { files, associated, xmp, outputIntents } = await attachmentsOf(pdf);
    const xml = files.get('factur-x.xml');
    expect(xml, 'factur-x.xml is embedded').toBeDefined();
    expect(xml!.relationship).toBe('/Alternative');
    expect(xml!.subtype).toBe('/text#2Fxml');
    expect(associated).toBe(1);
    expect(outputIntents).toBe(1);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');

    const content = xml!.content;
    expect(content).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(tag(content, 'TypeCode')[0]).toBe('380');
    expect(content).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(content).toContain('<udt:DateTimeString format="102">20260601</udt:DateTimeString>');
    expect(tag(content, 'GrandTotalAmount')).toEqual([invoice.allTaxesIncludedAmount.toFixed(2)]);
    expect(tag(content, 'TaxBasisTotalAmount')).toEqual([invoice.dutyFreeAmount.toFixed(2)]);
    expect(tag(content, 'TaxTotalAmount')).toEqual([invoice.taxAmount.toFixed(2)]);
    // Paid in full before the close (docs/domain.md "Closing a contract"): nothing is due.
    expect(tag(content, 'DuePayableAmount')).toEqual(['0.00']);
    const lineTotals = tag(content, 'LineTotalAmount').map(Number);
    // Three lines, then the header's sum of them.
    expect(lineTotals).toHaveLength(4);
    expect(Math.round(lineTotals.slice(0, 3).reduce((a, b) => a + b, 0) * 100)).toBe(
      Math.round(lineTotals[3]! * 100),
    );
    expect(content).toContain('<ram:ID schemeID="0002">123456789</ram:ID>');
    expect(content).toContain('<ram:ID schemeID="VA">FR12123456789</ram:ID>');
    expect(tag(content, 'RateApplicablePercent')).toContain('20');
  });

  it('shows the mentions of a French invoice', async () => {
    const text = await textOf(await download(invoice.id));
    for (const mention of [
      `Facture n° ${invoice.number}`,
      'Date : 01/06/2026',
      w.company.corporateName,
      'SIREN : 123456789',
      'SIRET : 12345678900012',
      'N° TVA intracommunautaire : FR12123456789',
      '1 rue du Port',
      '17000 La Rochelle',
      invoice.buyer.name,
      'Prix unitaire HT',
      'Taux de TVA',
      '20 %',
      'Total HT',
      'Total TTC',
      'Conditions de paiement',
      'Paiement comptant',
      w.bikes[0]!.internalNumber,
    ]) {
      expect(text, mention).toContain(mention);
    }
  });

  it("carries its ledger link's position, short signature and key (an anchor outside the database)", async () => {
    const text = await textOf(await download(invoice.id));
    const [link] = (
      (await t.database.db.execute(
        sql`select sequence, signature from ledger_entries where record_type = 'invoice' and record_id = ${invoice.id}`,
      )) as unknown as { rows: Array<{ sequence: number; signature: string }> }
    ).rows;
    expect(text).toContain(
      `Journal inaltérable : enregistrement n° ${link!.sequence} – signature ${shortSignatureOf(link!.signature)} – clé ${t.ledgerKey.shortFingerprint}`,
    );
  });

  it('is kept as issued: the same file each time, listed as the invoice’s pdf', async () => {
    const first = await download(invoice.id);
    const second = await download(invoice.id);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
    expect((await get(`/api/invoices/${invoice.id}`, w.counter)).json().pdf).toBe(
      `/api/invoices/${invoice.id}/pdf`,
    );
  });

  it('of a credit note names the invoice it cancels, type 381', async () => {
    const made = await send('POST', '/api/invoices/create_credit', w.counter, {
      invoice: `/api/invoices/${invoice.id}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const credit = made.json() as InvoiceDetailRead;
    const pdf = await download(credit.id);
    const text = await textOf(pdf);
    expect(text).toContain(`Avoir n° ${credit.number}`);
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number} du 01/06/2026`);
    // The credit note carries its own link's position and short signature, as the invoice does.
    const [link] = (
      (await t.database.db.execute(
        sql`select sequence, signature from ledger_entries where record_type = 'invoice' and record_id = ${credit.id}`,
      )) as unknown as { rows: Array<{ sequence: number; signature: string }> }
    ).rows;
    expect(text).toContain(
      `Journal inaltérable : enregistrement n° ${link!.sequence} – signature ${shortSignatureOf(link!.signature)} – clé ${t.ledgerKey.shortFingerprint}`,
    );
    const xml = (await attachmentsOf(pdf)).files.get('factur-x.xml')!.content;
    expect(tag(xml, 'TypeCode')[0]).toBe('381');
    expect(tag(xml, 'GrandTotalAmount')).toEqual([invoice.allTaxesIncludedAmount.toFixed(2)]);
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });

  it('is downloadable only by a user who may see the invoice', async () => {
    expect((await get(`/api/invoices/${invoice.id}/pdf`, w.viewer)).statusCode).toBe(403);
    expect((await send('POST', `/api/pdf/generate/invoice/${invoice.id}`, w.trainee)).statusCode).toBe(403);
    const other = await createSite(t.database.db);
    const made = await createUser(t.database.db, { features: ['rental_contract'], siteIds: [other.site.id] });
    const outsider = (await t.login(made.username, made.password)).authorization;
    const refused = await get(`/api/invoices/${invoice.id}/pdf`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SITE_NOT_LINKED');
    expect((await send('POST', `/api/pdf/generate/invoice/${invoice.id}`, outsider)).statusCode).toBe(403);
    expect((await send('POST', '/api/pdf/generate/invoice/999999', w.counter)).statusCode).toBe(404);
    // Finance sees every site.
    expect((await get(`/api/invoices/${invoice.id}/pdf`, w.finance)).statusCode).toBe(200);
  });
});

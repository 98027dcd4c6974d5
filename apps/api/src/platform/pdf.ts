import { createRequire } from 'node:module';
import type PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * Every PDF of the API (labels, contracts, invoices, receipts, certificates, personal data
 * exports) is rendered here, by one pdfmake printer (moved out of the catalogue's label, so the
 * modules that print do not import the catalogue).
 */

const require = createRequire(import.meta.url);
let printer: PdfPrinter | null = null;

/**
 * pdfmake's bundled Roboto (covers French accents and Cyrillic), loaded once, at the first label:
 * pdfmake and bwip-js take about a second to load, which the server's start does not wait for.
 */
const pdfPrinter = async (): Promise<PdfPrinter> => {
  if (printer) return printer;
  const { default: Printer } = await import('pdfmake');
  const vfs = require('pdfmake/build/vfs_fonts.js') as Record<string, string>;
  const font = (name: string) => Buffer.from(vfs[name]!, 'base64');
  printer = new Printer({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  });
  return printer;
};

/** A pdfmake document, rendered to a PDF. */
export const renderPdf = async (definition: TDocumentDefinitions): Promise<Buffer> => {
  const document = (await pdfPrinter()).createPdfKitDocument(definition);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
};

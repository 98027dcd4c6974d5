import type { PersonalDataExport } from '@velodesk/contract/api/privacy';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../platform/pdf.ts';

/**
 * The readable form of a customer's data export (GET /customers/:id/personal_data/pdf): the same
 * content as the JSON, as titled tables, in English and French headings (a guest of any country
 * reads it with the JSON beside it).
 */

const cell = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const fieldsTable = (record: Record<string, unknown>): Content => ({
  table: {
    widths: [160, '*'],
    body: Object.entries(record).map(([key, value]) => [{ text: key, bold: true }, cell(value)]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});

const listTable = (rows: Array<Record<string, unknown>>): Content => {
  if (rows.length === 0) return { text: 'None / Aucun', italics: true, margin: [0, 0, 0, 12] };
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return {
    table: {
      headerRows: 1,
      widths: keys.map(() => '*'),
      body: [
        keys.map((key) => ({ text: key, bold: true })),
        ...rows.map((row) => keys.map((key) => cell(row[key]))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 0, 0, 12],
  };
};

const section = (title: string): Content => ({ text: title, style: 'section' });

export const personalDataPdf = (data: PersonalDataExport): Promise<Buffer> => {
  const definition: TDocumentDefinitions = {
    info: { title: `Personal data — customer ${String(data.customer.id)}` },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    defaultStyle: { fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
    },
    content: [
      { text: 'Personal data held / Données personnelles détenues', style: 'title' },
      { text: `Exported at / Exporté le ${data.exportedAt}`, margin: [0, 0, 0, 12] },
      section('Customer / Client'),
      fieldsTable(data.customer),
      section('E-mails'),
      listTable(data.emails.map((email) => ({ email }))),
      section('Phones / Téléphones'),
      listTable(data.phones.map((number) => ({ number }))),
      section('Contacts'),
      listTable(data.contacts),
      section('Comments / Commentaires'),
      listTable(data.comments),
      section('Rentals / Locations'),
      listTable(data.rentals),
      section('Payments / Paiements'),
      listTable(data.payments),
      section('Invoices and credit notes / Factures et avoirs'),
      listTable(data.invoices),
      section('Stay-system links / Liens avec le système de séjours'),
      listTable(data.stayLinks),
      section('History / Historique'),
      listTable(data.history.map(({ details: _details, ...rest }) => rest)),
    ],
  };
  return renderPdf(definition);
};

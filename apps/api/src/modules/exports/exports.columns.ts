import type { SheetColumn } from './xlsx-stream.ts';

/**
 * The columns of the three spreadsheets (docs/decisions/accounting-exports.md). Headers are in
 * French: the files go to the French accountant, whose software maps them by name.
 */

export const invoiceExportColumns: SheetColumn[] = [
  { header: 'Date facture', key: 'invoiceDate', width: 12, date: true },
  { header: 'Numéro', key: 'number', width: 16 },
  { header: 'Type', key: 'type', width: 10 },
  { header: 'Statut', key: 'status', width: 10 },
  { header: 'Facture d’origine', key: 'relatedInvoice', width: 16 },
  { header: 'Location', key: 'rental', width: 10 },
  { header: 'Client', key: 'customer', width: 28 },
  { header: 'Société de facturation', key: 'company', width: 28 },
  { header: 'Site', key: 'site', width: 20 },
  { header: 'Compte client', key: 'receivableAccount', width: 14 },
  { header: 'Compte de produit', key: 'rentalAccount', width: 14 },
  { header: 'Montant HT', key: 'dutyFree', width: 12 },
  { header: 'TVA', key: 'tax', width: 12 },
  { header: 'Montant TTC', key: 'allTaxesIncluded', width: 12 },
];

export const paymentExportColumns: SheetColumn[] = [
  { header: 'Date', key: 'paymentDate', width: 12, date: true },
  { header: 'Paiement', key: 'payment', width: 10 },
  { header: 'Location', key: 'rental', width: 10 },
  { header: 'Site', key: 'site', width: 20 },
  { header: 'Caisse', key: 'cashDesk', width: 18 },
  { header: 'Mode de paiement', key: 'paymentMethod', width: 18 },
  { header: 'Compte', key: 'paymentAccount', width: 14 },
  { header: 'Montant', key: 'amount', width: 12 },
  { header: 'Statut', key: 'status', width: 10 },
  { header: 'Paiement remboursé', key: 'refundedPayment', width: 12 },
];

export const fleetReportColumns: SheetColumn[] = [
  { header: 'Produit', key: 'product', width: 10 },
  { header: 'Numéro interne', key: 'internalNumber', width: 16 },
  { header: 'Numéro de série', key: 'serialNumber', width: 18 },
  { header: 'Site', key: 'site', width: 20 },
  { header: 'Gamme', key: 'range', width: 16 },
  { header: 'Modèle', key: 'model', width: 20 },
  { header: 'Taille', key: 'size', width: 10 },
  { header: 'Statut', key: 'status', width: 16 },
];

/** The payment export's second sheet: deposits per day, site and form (not revenue). */
export const depositSheetColumns: SheetColumn[] = [
  { header: 'Date', key: 'day', width: 12 },
  { header: 'Site', key: 'site', width: 20 },
  { header: 'Forme', key: 'form', width: 22 },
  { header: 'Cautions prises', key: 'takenCount', width: 14 },
  { header: 'Montant pris', key: 'taken', width: 14 },
  { header: 'Montant rendu', key: 'returned', width: 14 },
  { header: 'Montant retenu', key: 'kept', width: 14 },
];

/** The deposit forms as the French sheet names them. */
export const depositFormNames: Record<string, string> = {
  cash: 'Espèces',
  cheque: 'Chèque',
  card_imprint: 'Empreinte de carte',
  pre_authorisation: 'Pré-autorisation',
  identity_document: "Pièce d'identité",
};

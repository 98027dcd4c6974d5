import { canExport, type FeatureIdentifier } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The one access call each invoicing service function begins with. Invoices are the contract's
 * side (the specs' route table: /invoices needs "Location (contrat)"); an invoice, its credit note
 * and its document must also be of a site the user is linked to. The ledger (verification and
 * closings) is for the ADMINISTRATEUR and FINANCE profiles only.
 */
export const invoiceFeatures: readonly FeatureIdentifier[] = ['rental_contract'];

/** An action that touches no site yet (lists scoped by the actor's sites, reference lists). */
export const accessInvoices = (actor: Actor): void => requireAccess(actor, invoiceFeatures, 'any');

/** An action on one invoice of a site. */
export const accessSiteInvoice = (actor: Actor, siteId: number): void => {
  requireAccess(actor, invoiceFeatures, { siteId });
};

/** The ledger: finance and administrators. */
export const accessLedger = (actor: Actor): void => {
  requireAccess(actor, canExport, 'any');
};

/** A rental's document (the contract PDF): either rental feature, and the rental's site. */
export const rentalDocumentFeatures: readonly FeatureIdentifier[] = ['rental_contract', 'rental_reservation'];
export const accessRentalDocuments = (actor: Actor): void =>
  requireAccess(actor, rentalDocumentFeatures, 'any');
export const accessSiteRentalDocument = (actor: Actor, siteId: number): void => {
  requireAccess(actor, rentalDocumentFeatures, { siteId });
};

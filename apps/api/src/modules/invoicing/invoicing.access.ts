import { PlatformErrorCode } from '@velodesk/contract/errors';
import { canExport, type FeatureIdentifier } from '@velodesk/contract/permissions';
import { permissionDenied, requireFeature, requireSite } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * The one access call each invoicing service function begins with. Invoices are the contract's
 * side (the specs' route table: /invoices needs "Location (contrat)"); an invoice, its credit note
 * and its document must also be of a site the user is linked to. The ledger (verification and
 * closings) is for the ADMINISTRATEUR and FINANCE profiles only.
 */
export const invoiceFeatures: readonly FeatureIdentifier[] = ['rental_contract'];

/** An action that touches no site yet (lists scoped by the actor's sites, reference lists). */
export const accessInvoices = (actor: Actor): void => requireFeature(actor, invoiceFeatures);

/** An action on one invoice of a site. */
export const accessSiteInvoice = (actor: Actor, siteId: number): void => {
  requireFeature(actor, invoiceFeatures);
  requireSite(actor, siteId);
};

/** The ledger: finance and administrators. */
export const accessLedger = (actor: Actor): void => {
  if (!canExport(actor)) throw forbidden(permissionDenied).withCode(PlatformErrorCode.permissionDenied);
};

/** A rental's document (the contract PDF): either rental feature, and the rental's site. */
export const rentalDocumentFeatures: readonly FeatureIdentifier[] = ['rental_contract', 'rental_reservation'];
export const accessRentalDocuments = (actor: Actor): void => requireFeature(actor, rentalDocumentFeatures);
export const accessSiteRentalDocument = (actor: Actor, siteId: number): void => {
  requireFeature(actor, rentalDocumentFeatures);
  requireSite(actor, siteId);
};

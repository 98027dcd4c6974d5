import { CustomerErrorCode } from '@velodesk/contract/api/customers';
import {
  canHandlePersonalData,
  canRevealIdentity,
  isAdministrator,
  need,
} from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { companyExists } from '../sites/sites.api.ts';
import { customerBase } from './customers.repository.ts';

/**
 * The personal data's access calls (docs/decisions/personal-data.md). Customers are not
 * site-scoped (customers.access.ts); their personal data is read (export, reveal) and erased by
 * finance, administrators and holders of the data-protection feature; a company's retention is read
 * by any signed-in user and written with application settings; the retention is run by hand and
 * the list of who read what is read by administrators.
 */

/** A customer's personal data: 403 without the right, then 404 when the customer does not exist. */
export const accessPersonalData = async (
  ctx: AppContext,
  actor: Actor,
  customerId: number,
): Promise<void> => {
  requireAccess(actor, canHandlePersonalData, 'any');
  if (!(await customerBase(dbOf(ctx), customerId)))
    throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
};

/** An identity number in clear: only the data-protection feature (403), then 404 as above. */
export const accessIdentityReveal = async (
  ctx: AppContext,
  actor: Actor,
  customerId: number,
): Promise<void> => {
  requireAccess(actor, canRevealIdentity, 'any');
  await accessPersonalData(ctx, actor, customerId);
};

export const accessRetentionRead = async (
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<void> => {
  requireAccess(actor, 'login', 'any');
  if (!(await companyExists(dbOf(ctx), companyId))) throw notFound('Company');
};

export const accessRetentionWrite = async (
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<void> => {
  requireAccess(actor, need('settings_application'), 'any');
  if (!(await companyExists(dbOf(ctx), companyId))) throw notFound('Company');
};

export const accessRetentionRun = (actor: Actor): void => {
  requireAccess(actor, isAdministrator, 'any');
};

export const accessPersonalDataEvents = (actor: Actor): void => {
  requireAccess(actor, isAdministrator, 'any');
};

import {
  CustomerServerDescription,
  type StayCustomerRead,
  type StayImportAnswer,
  type staySearchQuery,
} from '@velodesk/contract/api/customers';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sites } from '../../db/schema.ts';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import type {
  StayCustomer,
  StayState,
  StaySystemClient,
} from '../../integrations/stay-system/stay-system.types.ts';
import { type Actor, assertCanSeeSite } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, unprocessable, violationOf } from '../../platform/errors.ts';
import { saveStayClient } from '../customers/customers.service.ts';
import { getSite } from '../sites/sites.service.ts';

/**
 * The stay system (huttosoft) as the customer search modal uses it: search its clients, read one,
 * and import one as a local customer. Every call goes through the stay-system connector; its
 * failures become hydra errors (502, or 504 on a timeout) whose description is the stay system's
 * own message, or TECHNIQUE_ERROR when it gave none.
 */
export interface StayDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
}

/** Runs a stay-system call; a StaySystemError becomes a 502/504 hydra error. */
const callStaySystem = async <T>(deps: StayDeps, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StaySystemError)) throw error;
    deps.ctx.log.warn({ kind: error.kind, status: error.status, operation: error.operation }, error.message);
    const description = error.description ?? CustomerServerDescription.staySystemFailed;
    throw error.kind === 'timeout'
      ? new DomainError(504, 'Gateway Timeout', description)
      : new DomainError(502, 'Bad Gateway', description);
  }
};

/**
 * The stay-system id of the site to search: the one given (a site the user may see), else the
 * user's current site's. A site without a stay-system id cannot be searched.
 */
const staySiteId = async (ctx: AppContext, actor: Actor, given: string | undefined): Promise<string> => {
  if (given) {
    const [site] = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.huttosoftId, given));
    if (!site) {
      throw unprocessable([violationOf('siteId', `No site is linked to the stay-system site "${given}".`)]);
    }
    assertCanSeeSite(actor, site.id);
    return given;
  }
  if (actor.currentSiteId === null) {
    throw unprocessable([violationOf('siteId', 'Choose a site first (or give the siteId to search).')]);
  }
  const site = await getSite(ctx, actor, actor.currentSiteId);
  if (!site.huttosoftId) {
    throw unprocessable([
      violationOf(
        'siteId',
        `The site "${site.name}" is not linked to the stay system (it has no stay-system id).`,
      ),
    ]);
  }
  return site.huttosoftId;
};

const orNull = <T>(value: T | undefined | null): T | null => value ?? null;

export const toStayCustomerRead = (customer: StayCustomer): StayCustomerRead => ({
  '@id': `/api/huttosoft/get_customer/${encodeURIComponent(customer.clientId)}`,
  '@type': 'StayCustomer',
  clientId: String(customer.clientId),
  clientCode: orNull(customer.clientCode),
  firstName: orNull(customer.firstName),
  lastName: orNull(customer.lastName),
  civilityCode: orNull(customer.civilityCode),
  countryName: orNull(customer.countryName),
  countryIso: orNull(customer.countryIso),
  address: orNull(customer.address),
  addressComplement: orNull(customer.addressComplement),
  city: orNull(customer.city),
  language: orNull(customer.language),
  fidelityRank: typeof customer.fidelityRank === 'number' ? Math.trunc(customer.fidelityRank) : null,
  emplacementName: orNull(customer.emplacementName),
  stayDateStart: orNull(customer.stayDateStart),
  stayDateEnd: orNull(customer.stayDateEnd),
  stayUrl: orNull(customer.stayUrl),
  stayId: customer.stayId === undefined || customer.stayId === null ? null : String(customer.stayId),
  stayState: typeof customer.stayState === 'number' ? customer.stayState : null,
});

/** GET /api/huttosoft/search_customer: the stay system's clients matching the criteria. */
export const searchStayCustomers = async (
  deps: StayDeps,
  actor: Actor,
  query: z.output<typeof staySearchQuery>,
): Promise<StayCustomerRead[]> => {
  const siteId = await staySiteId(deps.ctx, actor, query.siteId || undefined);
  const found = await callStaySystem(deps, () =>
    deps.staySystem.searchCustomers({
      siteId,
      lastName: query.customerLastName,
      emplacementName: query.emplacementName || undefined,
      stayState: query.stayState ? (Number(query.stayState) as StayState) : undefined,
      stayDateStart: query.stayDateStart || undefined,
      stayDateEnd: query.stayDateEnd || undefined,
      stayReference: query.stayReference || undefined,
    }),
  );
  return found.map(toStayCustomerRead);
};

/** GET /api/huttosoft/get_customer/{clientId}. */
export const getStayCustomer = async (deps: StayDeps, _actor: Actor, clientId: string) =>
  toStayCustomerRead(await callStaySystem(deps, () => deps.staySystem.getCustomer(clientId)));

/**
 * POST /api/huttosoft/import_customer/{clientId}: reads the client from the stay system (never
 * from the request), then creates or updates the local customer in one transaction. Nothing is
 * written when the stay system fails or the client's country is unknown.
 */
export const importStayCustomer = async (
  deps: StayDeps,
  actor: Actor,
  clientId: string,
): Promise<{ created: boolean; answer: StayImportAnswer }> => {
  const stay = await callStaySystem(deps, () => deps.staySystem.getCustomer(clientId));
  const { customer, created } = await saveStayClient(deps.ctx, actor, {
    clientId: String(stay.clientId),
    clientCode: orNull(stay.clientCode),
    firstName: orNull(stay.firstName),
    lastName: orNull(stay.lastName),
    civilityCode: orNull(stay.civilityCode),
    countryIso: orNull(stay.countryIso),
    address: orNull(stay.address),
    addressComplement: orNull(stay.addressComplement),
    city: orNull(stay.city),
    language: orNull(stay.language),
    fidelityRank: typeof stay.fidelityRank === 'number' ? stay.fidelityRank : null,
    email: orNull(stay.email),
    phone: orNull(stay.phone),
  });
  return {
    created,
    answer: {
      ...customer,
      stayId: stay.stayId === undefined || stay.stayId === null ? null : String(stay.stayId),
      stayLink: orNull(stay.stayUrl),
      emplacementName: orNull(stay.emplacementName),
    },
  };
};

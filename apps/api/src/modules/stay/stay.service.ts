import type { StayCustomerRead, StayImportAnswer, staySearchQuery } from '@velodesk/contract/api/customers';
import { StaySystemErrorCode } from '@velodesk/contract/errors';
import type { z } from 'zod';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import { callStaySystem } from '../../integrations/stay-system/stay-system.failure.ts';
import type {
  StayCustomer,
  StayState,
  StaySystemClient,
} from '../../integrations/stay-system/stay-system.types.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { saveStayClient } from '../customers/customers.api.ts';
import { getSite, hasSiteOfStaySite } from '../sites/sites.api.ts';
import { accessStay } from './stay.access.ts';
import { orNull, toStayCustomerRead } from './stay.presenter.ts';

/**
 * The stay system (huttosoft) as the customer search modal uses it: search its clients, read one,
 * and import one as a local customer. Every call goes through the stay-system connector; its
 * failures become hydra errors as the one mapping of integrations/stay-system/stay-system.failure.ts
 * says (502 STAY_SYSTEM_UNAVAILABLE, 504 STAY_SYSTEM_TIMEOUT, 502 STAY_SYSTEM_ERROR). A guest is read
 * only by users who may see the product site linked to the guest's stay-system site; any other,
 * like an id the stay system does not know, is a 404.
 */
export interface StayDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
}

const stayClientNotFound = (clientId: string) =>
  new DomainError(404, 'Not Found', `Stay-system client "${clientId}" not found.`).withCode(
    StaySystemErrorCode.clientNotFound,
  );

/** Whether the actor may see a guest of this stay-system site (one of its product sites). */
const canSeeStaySite = async (ctx: AppContext, actor: Actor, staySite: string | undefined) => {
  const visible = visibleSiteIds(actor);
  if (visible === null) return true;
  if (!staySite) return false;
  return hasSiteOfStaySite(dbOf(ctx), staySite, visible);
};

/**
 * One guest of the stay system, if the actor may see their site: else, and when the stay system
 * does not know the id, a 404 (the two are alike, so ids cannot be probed).
 */
const readStayCustomer = async (deps: StayDeps, actor: Actor, clientId: string): Promise<StayCustomer> => {
  const customer = await callStaySystem(deps.ctx.log, async () => {
    try {
      return await deps.staySystem.getCustomer(clientId);
    } catch (error) {
      if (error instanceof StaySystemError && error.kind === 'rejected' && error.status === 404)
        throw stayClientNotFound(clientId);
      throw error;
    }
  });
  if (!(await canSeeStaySite(deps.ctx, actor, customer.siteId))) throw stayClientNotFound(clientId);
  return customer;
};

/**
 * The stay-system site to search: that of the product site given (this API's id, a site the user
 * may see), else that of the user's current site. A site not linked to the stay system cannot be
 * searched (422 on siteId).
 */
const staySiteId = async (ctx: AppContext, actor: Actor, given: number | undefined): Promise<string> => {
  if (given === undefined && actor.currentSiteId === null) {
    throw unprocessable([
      violationOf(
        'siteId',
        'Choose a site first (or give the siteId to search).',
        StaySystemErrorCode.siteRequired,
      ),
    ]).withCode(StaySystemErrorCode.siteRequired);
  }
  // 404 for a site that does not exist, 403 for one the user is not linked to.
  const site = await getSite(ctx, actor, given ?? (actor.currentSiteId as number));
  if (!site.huttosoftId) {
    throw unprocessable([
      violationOf(
        'siteId',
        `The site "${site.name}" is not linked to the stay system (it has no stay-system id).`,
        StaySystemErrorCode.siteNotLinked,
      ),
    ]).withCode(StaySystemErrorCode.siteNotLinked);
  }
  return site.huttosoftId;
};

/** GET /api/huttosoft/search_customer: the stay system's clients matching the criteria. */
export const searchStayCustomers = async (
  deps: StayDeps,
  actor: Actor,
  query: z.output<typeof staySearchQuery>,
): Promise<StayCustomerRead[]> => {
  accessStay(actor);
  const siteId = await staySiteId(deps.ctx, actor, query.siteId === '' ? undefined : query.siteId);
  const found = await callStaySystem(deps.ctx.log, () =>
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

/** GET /api/huttosoft/get_customer/{clientId}: a guest of a site the user may see, else 404. */
export const getStayCustomer = async (deps: StayDeps, actor: Actor, clientId: string) => {
  accessStay(actor);
  return toStayCustomerRead(await readStayCustomer(deps, actor, clientId));
};

/**
 * POST /api/huttosoft/import_customer/{clientId}: reads the client from the stay system (never
 * from the request; a guest of a site the user may see), then creates or updates the local customer in one transaction. Nothing is
 * written when the stay system fails or the client's country is unknown.
 */
export const importStayCustomer = async (
  deps: StayDeps,
  actor: Actor,
  clientId: string,
): Promise<{ created: boolean; answer: StayImportAnswer }> => {
  accessStay(actor);
  // The stay system is read first, outside any transaction (a retried transaction must not call it
  // again); saveStayClient then writes in one transaction, or joins the caller's.
  const stay = await readStayCustomer(deps, actor, clientId);
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

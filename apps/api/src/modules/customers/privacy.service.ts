import { CustomerErrorCode } from '@velodesk/contract/api/customers';
import {
  type ErasureRead,
  type ErasureRequest,
  type IdentityRevealRead,
  type PersonalDataEventRead,
  type PersonalDataEventType,
  type PersonalDataExport,
  PrivacyErrorCode,
  PrivacyServerDescription,
  personalDataEventTypes,
  type RetentionRunRead,
  type RetentionSettingsRead,
  type RetentionSettingsWrite,
  retentionDefaults,
} from '@velodesk/contract/api/privacy';
import { CustomerType } from '@velodesk/contract/ids';
import { canRevealIdentity } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, DomainError, notFound } from '../../platform/errors.ts';
import { maskedIdentity } from '../../platform/identity-key.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readUserNames } from '../access/access.api.ts';
import {
  findTechnicalEvents,
  readEventsAboutCustomer,
  recordTechnicalEvent,
  technicalEventCollection,
} from '../journal/journal.api.ts';
import { readCompanyIds, readSiteCompanyIds, readSiteNames } from '../sites/sites.api.ts';
import { commentRowsAboutCustomer } from './comments.read.ts';
import { setCommentTextAbout } from './comments.repository.ts';
import { contactIdentityRows, contactRowsOfCustomer, contactsWithPointsOfCustomer } from './contacts.read.ts';
import { updateContactsOfCustomer } from './contacts.repository.ts';
import { customersPort } from './customers.ports.ts';
import {
  customerBase,
  deleteEmailsIfUnused,
  deletePhonesIfUnused,
  deletePhonesOfCustomer,
  findEmail,
  updateCustomerRow,
} from './customers.repository.ts';
import {
  accessIdentityReveal,
  accessPersonalData,
  accessPersonalDataEvents,
  accessRetentionRead,
  accessRetentionRun,
  accessRetentionWrite,
} from './privacy.access.ts';
import {
  allRetentionSettings,
  phoneNumbersOfCustomer,
  retentionCandidates,
  retentionSettingsOf,
} from './privacy.read.ts';
import { claimRetentionDay, lockCustomerRow, upsertRetentionSettings } from './privacy.repository.ts';

/**
 * Customers' personal data (docs/decisions/personal-data.md): retention per billing company, the
 * retention job (obscures identity data, anonymises inactive customers), erasure on request, the
 * data export, the reveal of an identity number, and the list of who read or exported what. Every
 * read of personal data and every change is journaled in the technical journal.
 */

/** What replaces a name: the lists show the customer as anonymised (anonymisedAt) by this name. */
export const anonymisedName = 'ANONYMISED';
/** What replaces a comment's text. */
export const anonymisedComment = '—';

// ---- retention settings ----

const retentionPath = (companyId: number) => `/api/companies/${companyId}/retention`;

const toRetentionRead = (
  companyId: number,
  row: { identityMonths: number; anonymiseYears: number; updatedAt: Date } | undefined,
): RetentionSettingsRead => ({
  '@context': '/api/contexts/RetentionSettings',
  '@id': retentionPath(companyId),
  '@type': 'RetentionSettings',
  company: { '@id': `/api/companies/${companyId}`, id: companyId },
  identityMonths: row?.identityMonths ?? retentionDefaults.identityMonths,
  anonymiseYears: row?.anonymiseYears ?? retentionDefaults.anonymiseYears,
  isDefault: row === undefined,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export const getRetentionSettings = async (
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<RetentionSettingsRead> => {
  await accessRetentionRead(ctx, actor, companyId);
  return toRetentionRead(companyId, await retentionSettingsOf(dbOf(ctx), companyId));
};

export const putRetentionSettings = async (
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: RetentionSettingsWrite,
): Promise<RetentionSettingsRead> =>
  transaction(ctx, async (tx) => {
    await accessRetentionWrite(ctx, actor, companyId);
    const values = { ...body, updatedAt: ctx.now(), updatedById: actor.userId };
    await upsertRetentionSettings(tx, companyId, values);
    return toRetentionRead(companyId, await retentionSettingsOf(tx, companyId));
  });

// ---- anonymisation ----

/** A customer's rentals block their anonymisation: in progress, or an amount unpaid (409). */
const refuseIfBlocked = (summary: { inProgress: boolean; unpaid: boolean } | undefined): void => {
  if (summary?.inProgress)
    throw conflict(PrivacyServerDescription.rentalInProgress).withCode(PrivacyErrorCode.rentalInProgress);
  if (summary?.unpaid)
    throw conflict(PrivacyServerDescription.unpaidAmount).withCode(PrivacyErrorCode.unpaidAmount);
};

/**
 * Replaces a customer's personal fields by neutral values, in the caller's transaction: names,
 * e-mail, phones, address, birth date, identity number, stay-system id, the contacts' ones, the
 * comments' text about them and their rentals' notes. Rentals, payments, invoices (their sealed
 * buyer copy), country, language and fidelity stay: statistics keep working.
 */
const anonymiseCustomer = async (ctx: AppContext, tx: Tx, customerId: number): Promise<void> => {
  const current = await customerBase(tx, customerId);
  if (!current) return;
  const now = ctx.now();
  await updateCustomerRow(tx, customerId, {
    name: current.typeId === CustomerType.company ? anonymisedName : null,
    lastname: current.typeId === CustomerType.individual ? anonymisedName : null,
    civilityId: null,
    address: null,
    complement: null,
    city: null,
    emailId: null,
    canvassing: false,
    huttosoft: null,
    huttosoftCode: null,
    isActive: false,
    birthDate: null,
    identityNumber: null,
    tradeCompanyRegister: null,
    tvaIntracom: null,
    anonymisedAt: now,
    identityObscuredAt: current.identityObscuredAt ?? now,
  });
  await deleteEmailsIfUnused(tx, [current.emailId]);
  const contactRows = await contactsWithPointsOfCustomer(tx, customerId);
  if (contactRows.length > 0) {
    await updateContactsOfCustomer(tx, customerId, {
      firstname: null,
      lastname: anonymisedName,
      emailId: null,
      phoneId: null,
      function: null,
      civilityId: null,
      identityNumber: null,
      birthDate: null,
    });
    await deleteEmailsIfUnused(
      tx,
      contactRows.map((row) => row.emailId),
    );
    await deletePhonesIfUnused(
      tx,
      contactRows.map((row) => row.phoneId),
    );
  }
  await deletePhonesOfCustomer(tx, customerId);
  const rentalIds = (await customersPort('readCustomerRentals')(tx, customerId)).map((rental) => rental.id);
  await setCommentTextAbout(tx, customerId, rentalIds, anonymisedComment);
  await customersPort('clearRentalNotesOfCustomer')(tx, customerId);
};

/** Removes a customer's identity number and birth date (and their contacts'), in the caller's transaction. */
const obscureIdentity = async (ctx: AppContext, tx: Tx, customerId: number): Promise<void> => {
  await updateCustomerRow(tx, customerId, {
    identityNumber: null,
    birthDate: null,
    identityObscuredAt: ctx.now(),
  });
  await updateContactsOfCustomer(tx, customerId, { identityNumber: null, birthDate: null });
};

// ---- the retention job ----

const retentionLock = sql`select pg_advisory_xact_lock(hashtext('velodesk.retention'))`;

const monthsBefore = (date: Date, months: number): Date => {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
};

export interface RetentionOutcome {
  obscured: number[];
  anonymised: number[];
  kept: number[];
}

/**
 * Applies every company's retention once, in the caller's transaction, under an advisory lock (two
 * processes never run it at once): a customer whose latest rental (or, without any, whose creation)
 * is older than the company's anonymisation delay is anonymised — unless a rental is in progress or
 * an amount unpaid: kept, counted —; else one older than the identity delay has their identity
 * number and birth date removed. The company is the one of the latest rental's site; a customer
 * without rentals gets the longest delays of all companies. Idempotent: what is done is not done again.
 */
const applyRetention = async (ctx: AppContext, tx: Tx): Promise<RetentionOutcome> => {
  await tx.execute(retentionLock);
  const now = ctx.now();
  const settingsRows = await allRetentionSettings(tx);
  const byCompany = new Map(settingsRows.map((row) => [row.companyId, row]));
  const companyIds = await readCompanyIds(tx);
  const delaysOf = (companyId: number | undefined) => {
    const row = companyId === undefined ? undefined : byCompany.get(companyId);
    return {
      identityMonths: row?.identityMonths ?? retentionDefaults.identityMonths,
      anonymiseYears: row?.anonymiseYears ?? retentionDefaults.anonymiseYears,
    };
  };
  const all = companyIds.map(delaysOf);
  const longest = {
    identityMonths: Math.max(retentionDefaults.identityMonths, ...all.map((d) => d.identityMonths)),
    anonymiseYears: Math.max(retentionDefaults.anonymiseYears, ...all.map((d) => d.anonymiseYears)),
  };
  const siteCompany = await readSiteCompanyIds(tx);
  const summaries = await customersPort('readCustomerRentalSummaries')(tx, null);
  const candidates = await retentionCandidates(tx);
  const outcome: RetentionOutcome = { obscured: [], anonymised: [], kept: [] };
  for (const candidate of candidates) {
    const summary = summaries.get(candidate.id);
    if (summary?.inProgress) continue;
    const since = summary?.lastEndsAt ?? candidate.createdAt;
    const delays = summary ? delaysOf(siteCompany.get(summary.lastSiteId)) : longest;
    if (since.getTime() <= monthsBefore(now, delays.anonymiseYears * 12).getTime()) {
      if (summary?.unpaid) {
        outcome.kept.push(candidate.id);
        continue;
      }
      await anonymiseCustomer(ctx, tx, candidate.id);
      await recordTechnicalEvent(ctx, {
        type: 'customer_anonymised',
        details: { customerId: candidate.id, by: 'retention', anonymiseYears: delays.anonymiseYears },
      });
      outcome.anonymised.push(candidate.id);
      continue;
    }
    if (candidate.hasIdentity && since.getTime() <= monthsBefore(now, delays.identityMonths).getTime()) {
      await obscureIdentity(ctx, tx, candidate.id);
      outcome.obscured.push(candidate.id);
    }
  }
  return outcome;
};

const journalRun = (ctx: AppContext, userId: number | null, trigger: string, outcome: RetentionOutcome) =>
  recordTechnicalEvent(ctx, {
    type: 'retention_run',
    userId,
    details: {
      trigger,
      obscured: outcome.obscured.length,
      anonymised: outcome.anonymised.length,
      kept: outcome.kept.length,
      obscuredIds: outcome.obscured,
      anonymisedIds: outcome.anonymised,
      keptIds: outcome.kept,
    },
  });

const toRunRead = (ctx: AppContext, outcome: RetentionOutcome): RetentionRunRead => ({
  '@context': '/api/contexts/RetentionRun',
  '@type': 'RetentionRun',
  ranAt: ctx.now().toISOString(),
  obscured: outcome.obscured.length,
  anonymised: outcome.anonymised.length,
  kept: outcome.kept.length,
});

/** POST /retention_runs: an administrator runs the retention now (journaled). */
export const runRetentionNow = async (ctx: AppContext, actor: Actor): Promise<RetentionRunRead> => {
  accessRetentionRun(actor);
  const outcome = await transaction(
    ctx,
    async (tx) => {
      const done = await applyRetention(ctx, tx);
      await journalRun(ctx, actor.userId, 'manual', done);
      return done;
    },
    { isolation: 'read committed' },
  );
  return toRunRead(ctx, outcome);
};

/**
 * The daily run (the API's timer): the process that claims today's row (UTC day) runs it, in the
 * same transaction; the others find the row and do nothing. Answers null when another did it.
 */
export const runDailyRetention = async (ctx: AppContext): Promise<RetentionOutcome | null> =>
  transaction(
    ctx,
    async (tx) => {
      await tx.execute(retentionLock);
      const day = ctx.now().toISOString().slice(0, 10);
      const claimed = await claimRetentionDay(tx, {
        day,
        claimedAt: ctx.now(),
        claimedBy: `pid ${process.pid}`,
      });
      if (!claimed) return null;
      const outcome = await applyRetention(ctx, tx);
      await journalRun(ctx, null, 'daily', outcome);
      return outcome;
    },
    { isolation: 'read committed' },
  );

// ---- erasure on request ----

export const eraseCustomer = async (
  ctx: AppContext,
  actor: Actor,
  customerId: number,
  body: ErasureRequest,
): Promise<ErasureRead> =>
  transaction(ctx, async (tx) => {
    await accessPersonalData(ctx, actor, customerId);
    // The customer's row is locked: a rental or payment written meanwhile waits, then sees it.
    await lockCustomerRow(tx, customerId);
    const current = await customerBase(tx, customerId);
    if (!current) throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
    if (current.anonymisedAt)
      throw conflict(PrivacyServerDescription.alreadyAnonymised).withCode(PrivacyErrorCode.alreadyAnonymised);
    refuseIfBlocked((await customersPort('readCustomerRentalSummaries')(tx, [customerId])).get(customerId));
    const rentalIds = (await customersPort('readCustomerRentals')(tx, customerId)).map((rental) => rental.id);
    const keptInvoices = [...(await customersPort('readRentalInvoices')(tx, rentalIds)).values()].flat()
      .length;
    await anonymiseCustomer(ctx, tx, customerId);
    await recordTechnicalEvent(ctx, {
      type: 'customer_erased',
      userId: actor.userId,
      details: { customerId, reason: body.reason, keptInvoices },
    });
    return {
      '@context': '/api/contexts/CustomerErasure',
      '@id': `/api/customers/${customerId}/erasure`,
      '@type': 'CustomerErasure',
      customer: { '@id': `/api/customers/${customerId}`, id: customerId },
      anonymisedAt: ctx.now().toISOString(),
      keptInvoices,
    };
  });

// ---- reveal ----

const revealOf = (
  ctx: AppContext,
  subject: string,
  id: number,
  stored: string | null | undefined,
): IdentityRevealRead => {
  if (!stored)
    throw new DomainError(404, 'Not Found', PrivacyServerDescription.nothingToReveal).withCode(
      PrivacyErrorCode.nothingToReveal,
    );
  return {
    '@context': '/api/contexts/IdentityNumberReveal',
    '@id': `/api/${subject}/${id}/identity_number_reveal`,
    '@type': 'IdentityNumberReveal',
    subject: { '@id': `/api/${subject}/${id}`, id },
    identityNumber: ctx.identityKey.decrypt(stored),
    revealedAt: ctx.now().toISOString(),
  };
};

/** POST /customers/:id/identity_number_reveal: one customer's identity number in clear, journaled. */
export const revealCustomerIdentity = async (
  ctx: AppContext,
  actor: Actor,
  customerId: number,
): Promise<IdentityRevealRead> =>
  transaction(ctx, async (tx) => {
    await accessIdentityReveal(ctx, actor, customerId);
    const current = await customerBase(tx, customerId);
    const answer = revealOf(ctx, 'customers', customerId, current?.identityNumber);
    await recordTechnicalEvent(ctx, {
      type: 'identity_reveal',
      userId: actor.userId,
      details: { customerId },
    });
    return answer;
  });

/** POST /contacts/:id/identity_number_reveal: one contact's, journaled with its company. */
export const revealContactIdentity = async (
  ctx: AppContext,
  actor: Actor,
  contactId: number,
): Promise<IdentityRevealRead> =>
  transaction(ctx, async (tx) => {
    const [contact] = await contactIdentityRows(tx, contactId);
    if (!contact) throw notFound('Contact').withCode(CustomerErrorCode.contactNotFound);
    await accessIdentityReveal(ctx, actor, contact.customerId);
    const answer = revealOf(ctx, 'contacts', contactId, contact.identityNumber);
    await recordTechnicalEvent(ctx, {
      type: 'identity_reveal',
      userId: actor.userId,
      details: { customerId: contact.customerId, contactId },
    });
    return answer;
  });

// ---- a customer's data on request ----

const euros = (value: string) => value;

/**
 * Everything held about a customer (GET /customers/:id/personal_data), read in one transaction and
 * journaled (personal_data_export, with the format asked).
 */
export const exportPersonalData = async (
  ctx: AppContext,
  actor: Actor,
  customerId: number,
  format: 'json' | 'pdf',
): Promise<PersonalDataExport> =>
  transaction(ctx, async (tx) => {
    await accessPersonalData(ctx, actor, customerId);
    const current = await customerBase(tx, customerId);
    if (!current) throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
    const email = current.emailId === null ? undefined : await findEmail(tx, current.emailId);
    const phoneRows = await phoneNumbersOfCustomer(tx, customerId);
    const contactRows = await contactRowsOfCustomer(tx, customerId);
    const rentalRows = await customersPort('readCustomerRentals')(tx, customerId);
    const rentalIds = rentalRows.map((rental) => rental.id);
    const commentRows = await commentRowsAboutCustomer(tx, customerId, rentalIds);
    const siteNames = await readSiteNames(
      tx,
      rentalRows.map((rental) => rental.siteId),
    );
    const invoicesByRental = await customersPort('readRentalInvoices')(tx, rentalIds);
    const payments: Array<Record<string, unknown>> = [];
    for (const rental of rentalRows) {
      for (const payment of await customersPort('readRentalPayments')(tx, rental.id)) {
        payments.push({
          rental: rental.id,
          amount: euros(payment.amount),
          method: payment.paymentMethodName,
          cashDesk: payment.cashDeskName,
          active: payment.activated,
          at: payment.createdAt.toISOString(),
        });
      }
    }
    const history = await readEventsAboutCustomer(tx, personalDataEventTypes, customerId);
    const userNames = await readUserNames(tx, [
      ...commentRows.map((row) => row.createdById),
      ...history.flatMap((row) => (row.userId === null ? [] : [row.userId])),
    ]);
    // The identity number in clear for the data-protection feature only (as its reveal); the export
    // made by finance carries it masked, like every other answer they read.
    const inClear = canRevealIdentity(actor);
    const clear = (stored: string | null) =>
      stored === null ? null : inClear ? ctx.identityKey.decrypt(stored) : maskedIdentity(stored);
    const answer: PersonalDataExport = {
      '@context': '/api/contexts/PersonalDataExport',
      '@id': `/api/customers/${customerId}/personal_data`,
      '@type': 'PersonalDataExport',
      exportedAt: ctx.now().toISOString(),
      customer: {
        id: current.id,
        type: current.typeId === CustomerType.company ? 'company' : 'individual',
        name: current.name,
        lastname: current.lastname,
        address: current.address,
        complement: current.complement,
        city: current.city,
        countryId: current.countryId,
        languageId: current.languageId,
        canvassing: current.canvassing,
        isActive: current.isActive,
        birthDate: current.birthDate,
        identityNumber: clear(current.identityNumber),
        tradeCompanyRegister: current.tradeCompanyRegister,
        tvaIntracom: current.tvaIntracom,
        createdAt: current.createdAt.toISOString(),
        anonymisedAt: current.anonymisedAt?.toISOString() ?? null,
        identityObscuredAt: current.identityObscuredAt?.toISOString() ?? null,
      },
      emails: email ? [email.email] : [],
      phones: phoneRows.map((row) => row.number),
      contacts: contactRows.map((row) => ({
        id: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
        function: row.function,
        birthDate: row.birthDate,
        identityNumber: clear(row.identityNumber),
      })),
      comments: commentRows.map((row) => ({
        id: row.id,
        comment: row.comment,
        rental: row.rentalId,
        by: userNames.get(row.createdById)?.username ?? null,
        at: row.createdAt.toISOString(),
      })),
      rentals: rentalRows.map((rental) => ({
        id: rental.id,
        site: siteNames.get(rental.siteId) ?? null,
        rentalTypeId: rental.rentalTypeId,
        stateId: rental.stateId,
        startDate: rental.startDate,
        endDate: rental.endDate,
        total: euros(rental.allTaxesIncludedAmount),
        emplacement: rental.emplacementName,
        notes: rental.comments,
        createdAt: rental.createdAt.toISOString(),
      })),
      payments,
      invoices: rentalRows.flatMap((rental) =>
        (invoicesByRental.get(rental.id) ?? []).map((invoice) => ({
          id: invoice.id,
          rental: rental.id,
          number: invoice.number,
          kind: invoice.isCreditNote ? 'credit_note' : 'invoice',
          date: invoice.invoiceDate,
          status: invoice.invoiceStatus.status,
        })),
      ),
      stayLinks: [
        ...(current.huttosoft
          ? [{ staySystemClientId: current.huttosoft, code: current.huttosoftCode }]
          : []),
        ...rentalRows
          .filter((rental) => rental.stayId)
          .map((rental) => ({ rental: rental.id, stayId: rental.stayId, stayLink: rental.stayLink })),
      ],
      history: history.map((row) => ({
        event: row.eventType,
        at: row.occurredAt.toISOString(),
        by: row.userId === null ? null : (userNames.get(row.userId)?.username ?? null),
        details: row.details,
      })),
    };
    await recordTechnicalEvent(ctx, {
      type: 'personal_data_export',
      userId: actor.userId,
      details: { customerId, format },
    });
    return answer;
  });

// ---- who read or exported what ----

const isPersonalDataEvent = (value: string): value is PersonalDataEventType =>
  (personalDataEventTypes as readonly string[]).includes(value);

/** GET /personal_data_events' filters and order (the technical journal's). */
export const personalDataEventCollection = {
  filters: {
    eventType: technicalEventCollection.filters.eventType!,
    occurredAt: technicalEventCollection.filters.occurredAt!,
    'user.id': technicalEventCollection.filters['user.id']!,
  },
  order: { occurredAt: technicalEventCollection.order!.occurredAt! },
  defaultOrder: [['occurredAt', 'desc']] as Array<[string, 'asc' | 'desc']>,
  alwaysPaginated: true,
};

/** GET /personal_data_events: the journal's events about personal data (administrators). */
export const findPersonalDataEvents = async (
  ctx: AppContext,
  actor: Actor,
  query: Record<string, unknown>,
) => {
  accessPersonalDataEvents(actor);
  const asked = [query.eventType, query['eventType[]']].flat().filter((value) => typeof value === 'string');
  const types = asked.length === 0 ? [...personalDataEventTypes] : asked.filter(isPersonalDataEvent);
  const { eventType: _one, 'eventType[]': _many, ...rest } = query;
  const page = await findTechnicalEvents(ctx, actor, {
    ...rest,
    'eventType[]': types.length === 0 ? ['none'] : types,
  });
  const names = await readUserNames(
    dbOf(ctx),
    page.members.flatMap((event) => (event.user ? [event.user.id] : [])),
  );
  const members: PersonalDataEventRead[] = page.members.map((event) => ({
    '@id': `/api/personal_data_events/${event.id}`,
    '@type': 'PersonalDataEvent',
    id: event.id,
    eventType: event.eventType as PersonalDataEventType,
    occurredAt: event.occurredAt,
    user: event.user ? { ...event.user, username: names.get(event.user.id)?.username ?? null } : null,
    scope: event.details,
  }));
  return { ...page, members };
};

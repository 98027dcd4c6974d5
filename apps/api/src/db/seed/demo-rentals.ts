import { PricingType, ProductStatus } from '@velodesk/contract/ids';
import { featureIdentifiers, ProfileName } from '@velodesk/contract/permissions';
import { addDays, siteToday } from '@velodesk/contract/site-day';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { registerDomainEvents } from '../../domain-events.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import { createPayments } from '../../modules/payments/payments.service.ts';
import { discountInForce } from '../../modules/pricing/pricing.read.ts';
import { cancelRental, closeContract } from '../../modules/rentals/life-cycle.service.ts';
import { createRental, type RentalKind } from '../../modules/rentals/rentals.service.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../client.ts';
import { customers, products, rentals, sites, users } from '../schema.ts';

/**
 * The demo rentals (docs/decisions/rental-list.md): on each open campsite, nine rentals around the
 * seeding day, made by the rentals services themselves (so their prices, holds and product
 * statuses follow the one set of rules) for the administrator, inside the seeding transaction.
 * The order below is the order of their ids, site after site: on an empty database the first
 * campsite's rentals are ids 1 to 9, the second's 10 to 18, the third's 19 to 27.
 */
export interface DemoRental {
  kind: RentalKind;
  /** Days from the seeding day (in the site's time zone) and the period codes. */
  start: [days: number, period: 8 | 13];
  end: [days: number, period: 13 | 19 | 8];
  products: number;
  /** What happens after it is made: closed (validated), cancelled, or nothing. */
  ending?: 'close' | 'cancel';
  /** Linked to a stay of the stay system (Standard price, invoiced with the stay). */
  stay?: boolean;
}

export const demoRentalPlan: readonly DemoRental[] = [
  { kind: 'reservation', start: [0, 8], end: [2, 19], products: 2 },
  { kind: 'reservation', start: [0, 13], end: [1, 19], products: 1 },
  { kind: 'reservation', start: [3, 8], end: [6, 19], products: 3 },
  { kind: 'reservation', start: [7, 8], end: [10, 13], products: 2 },
  { kind: 'contract', start: [-2, 8], end: [3, 19], products: 2, stay: true },
  { kind: 'contract', start: [-1, 13], end: [1, 19], products: 1 },
  { kind: 'contract', start: [-10, 8], end: [-7, 19], products: 2, ending: 'close' },
  { kind: 'contract', start: [-6, 8], end: [-4, 19], products: 1, ending: 'close', stay: true },
  { kind: 'reservation', start: [2, 8], end: [4, 19], products: 2, ending: 'cancel' },
];

/** The campsites that get demo rentals (by name): the three open ones with guests. */
export const demoRentalSites = ['Les Pins Dorés', 'La Dune Blanche', 'Lago Verde'] as const;
/** Their reception cash desk in the stay system (apps/stay-sim reference data). */
const demoCashDesks: Record<(typeof demoRentalSites)[number], number> = {
  'Les Pins Dorés': 11,
  'La Dune Blanche': 21,
  'Lago Verde': 31,
};

const startTimes = { 8: '08:00:00', 13: '13:00:00' } as const;
const endTimes = { 13: '12:59:59', 19: '19:00:00', 8: '07:59:59' } as const;

/** The seed never asks the stay system: a stay is written on the rental after it is made. */
const noStaySystem = new Proxy({} as StaySystemClient, {
  get: () => () => Promise.reject(new Error('The demo seed does not call the stay system.')),
});

export const seedDemoRentals = async (seedCtx: AppContext, tx: Tx): Promise<void> => {
  // Closing a contract issues its invoice and a payment is chained through the domain events: the
  // seed may run without the app (scripts/start.mjs --seed).
  registerDomainEvents();
  // The services join the seeding transaction (transaction()); their reads on ctx.db go through it
  // too, as the products and customers they read are not committed yet.
  const ctx: AppContext = { ...seedCtx, db: tx as unknown as AppContext['db'] };
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const siteRows = await tx
    .select({
      id: sites.id,
      name: sites.name,
      timeZone: sites.timeZone,
      explorerReduction: sites.explorerReduction,
    })
    .from(sites)
    .where(inArray(sites.name, [...demoRentalSites]));
  const people = await tx
    .select({ id: customers.id, fidelityId: customers.fidelityId })
    .from(customers)
    .where(eq(customers.typeId, 2))
    .orderBy(asc(customers.id))
    .limit(demoRentalSites.length * demoRentalPlan.length);
  const deps = { ctx, staySystem: noStaySystem };
  // The outbox sends the demo payments' copies once the API runs (not from inside the seed).
  const paymentDeps = {
    ...deps,
    outbox: { send: async () => undefined, start: () => undefined, stop: async () => undefined },
  };
  const stayBase = (ctx.config.staySystemUrl ?? 'http://127.0.0.1:3100').replace(/\/+$/, '');
  let serial = 0;
  for (const siteName of demoRentalSites) {
    const site = siteRows.find((row) => row.name === siteName)!;
    const today = siteToday(site.timeZone, ctx.now());
    const actor: Actor = {
      userId: admin!.id,
      username: 'admin',
      profileId: 0,
      profileName: ProfileName.admin,
      sessionId: 'demo-seed',
      features: [...featureIdentifiers],
      linkedSiteIds: siteRows.map((row) => row.id),
      currentSiteId: site.id,
      languageId: 1,
    };
    // Each rental its own available products: no two demo rentals share one.
    const free = (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, site.id), eq(products.statusId, ProductStatus.available)))
        .orderBy(asc(products.id))
    ).map((row) => row.id);
    for (const plan of demoRentalPlan) {
      const customer = people[serial % people.length]!;
      serial++;
      const chosen = free.splice(0, plan.products);
      const rental = await createRental(deps, actor, plan.kind, {
        startDate: `${addDays(today, plan.start[0])}T${startTimes[plan.start[1]]}`,
        endDate: `${addDays(today, plan.end[0])}T${endTimes[plan.end[1]]}`,
        products: chosen.map((id) => `/api/products/${id}`),
        customer: `/api/customers/${customer.id}`,
        pricingType: `/api/pricing_types/${plan.stay ? PricingType.standard : PricingType.external}`,
        // With a stay on a site with the explorer reduction: the loyalty discount, as the API gives it.
        discount:
          plan.stay && site.explorerReduction
            ? await discountInForce(tx, (customer.fidelityId ?? 1) - 1, today)
            : 0,
      });
      if (plan.stay) {
        const stayId = String(90_000 + serial);
        await tx
          .update(rentals)
          .set({
            stayId,
            stayLink: `${stayBase}/stays/${stayId}`,
            emplacementName: `E${String(10 + serial).padStart(3, '0')}`,
            fds: true,
            invoicingDisabled: true,
          })
          .where(eq(rentals.id, rental.id));
      }
      if (plan.ending === 'close') {
        // docs/domain.md "Closing a contract": a contract without a stay is paid before it closes
        // (cash at the site's reception desk; its copy goes to the stay system by the outbox).
        if (!plan.stay && rental.allTaxesIncludedAmount > 0) {
          await createPayments(paymentDeps, actor, [
            {
              site: `/api/sites/${site.id}`,
              rental: `/api/rentals/${rental.id}`,
              cashDesk: demoCashDesks[siteName],
              cashDeskName: 'Accueil',
              paymentMethod: 1,
              paymentMethodName: 'Espèces',
              amount: rental.allTaxesIncludedAmount,
            },
          ]);
        }
        await closeContract(ctx, actor, rental.id, {});
      }
      if (plan.ending === 'cancel') await cancelRental(ctx, actor, rental.id);
    }
  }
};

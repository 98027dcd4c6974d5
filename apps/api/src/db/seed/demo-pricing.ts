import { Display, DurationType, fidelityIdForLevel, PricingType } from '@velodesk/contract/ids';
import { divideHalfUp, formatCents, toCents } from '@velodesk/contract/pricing';
import { defaultTimeZone, siteToday } from '@velodesk/contract/site-day';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  companies,
  countries,
  declinations,
  pricings,
  settingsDiscounts,
  sites,
  taxes,
  taxRuleRates,
  taxRules,
} from '../schema.ts';

/**
 * Demo prices: a tax rule per country of the demo sites (France 20 %, Italy 22 %, and 0 % for
 * "Autres" so the rate error can be seen at the partners' depot), pricings for every declination
 * (half-day, and 1 to 30 days, degressive) for both pricing types and the billing company of each
 * site, and the loyalty discounts of levels 1 and 2 for the whole current year.
 */

/** Incl.-tax prices in euros of a half-day and of one day, per model. */
const basePrices: Record<string, { halfDay: number; day: number }> = {
  'VTC électrique': { halfDay: 18, day: 29 },
  'VTT électrique': { halfDay: 22, day: 35 },
  'Vélo cargo électrique': { halfDay: 28, day: 45 },
  VTC: { halfDay: 10, day: 15 },
  VTT: { halfDay: 12, day: 18 },
  'Vélo enfant 20 pouces': { halfDay: 7, day: 10 },
  'Vélo enfant 24 pouces': { halfDay: 8, day: 12 },
  'Siège bébé': { halfDay: 3, day: 4 },
  'Remorque enfant': { halfDay: 8, day: 12 },
  Casque: { halfDay: 1.5, day: 2 },
  Antivol: { halfDay: 1, day: 2 },
};
const fallbackPrice = { halfDay: 10, day: 15 };

/** Outsiders (Externe) pay 15 % more than campsite guests (Standard). */
const typeFactor: Record<number, number> = { [PricingType.standard]: 1, [PricingType.external]: 1.15 };

/** N days cost day x N / (1 + 0.06 (N - 1)): 2 days 1.9 x, a week 5.1 x, a month 11 x the day. */
const daysPrice = (day: number, days: number) => (day * days) / (1 + 0.06 * (days - 1));

/** Shop prices: to 50 cents from 5 euros, to 10 cents below. */
const shopRound = (euros: number): number => {
  const step = euros >= 5 ? 50 : 10;
  return Math.max(step, divideHalfUp(Math.round(euros * 100), step) * step);
};

export const seedDemoPricing = async (tx: Tx, now: Date): Promise<void> => {
  const countryRows = await tx
    .select()
    .from(countries)
    .where(inArray(countries.codeIso31662, ['FR', 'IT', 'ZZ']));
  const countryId = (code: string) => countryRows.find((c) => c.codeIso31662 === code)!.id;
  // One rule per country of the demo sites, with the rate in force since a past date.
  const ruleRates = [
    { description: 'TVA 20 %', code: 'FR', rate: '20.00', validFrom: '2014-01-01' },
    { description: 'IVA 22 %', code: 'IT', rate: '22.00', validFrom: '2013-10-01' },
    { description: 'Taux non applicable 0 %', code: 'ZZ', rate: '0.00', validFrom: '2000-01-01' },
  ];
  const created = await tx
    .insert(taxRules)
    .values(ruleRates.map(({ description }) => ({ description })))
    .returning();
  const rules = ruleRates.map((r, i) => ({ id: created[i]!.id, countryId: countryId(r.code) }));
  await tx.insert(taxRuleRates).values(
    ruleRates.map((r, i) => ({
      taxRuleId: rules[i]!.id,
      countryId: rules[i]!.countryId,
      rate: r.rate,
      validFrom: r.validFrom,
    })),
  );
  await tx.insert(taxes).values([
    { description: 'TVA France (taux normal)', countryId: countryId('FR') },
    { description: 'IVA Italia (aliquota ordinaria)', countryId: countryId('IT') },
    { description: 'Autres pays', countryId: countryId('ZZ') },
  ]);

  // One set of pricings per billing company and tax rule of its sites' countries.
  const billing = await tx
    .selectDistinct({
      companyId: sites.billingEntityId,
      countryId: sites.countryId,
      displayId: companies.displayId,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.billingEntityId));
  const declinationRows = await tx.select().from(declinations);
  const rows: Array<typeof pricings.$inferInsert> = [];
  for (const { companyId, countryId: siteCountryId, displayId } of billing) {
    const rule = rules.find((r) => r.countryId === siteCountryId);
    if (!rule) continue;
    // Prices are written incl. tax for TTC companies, excl. French VAT for HT ones.
    const shown = (ttcCents: number) =>
      displayId === Display.ht ? formatCents(divideHalfUp(ttcCents * 100, 120)) : formatCents(ttcCents);
    for (const declination of declinationRows) {
      const base = basePrices[declination.model] ?? fallbackPrice;
      for (const pricingTypeId of [PricingType.standard, PricingType.external]) {
        const factor = typeFactor[pricingTypeId]!;
        const key = { companyId, declinationId: declination.id, pricingTypeId, taxRuleId: rule.id };
        rows.push({
          ...key,
          durationTypeId: DurationType.halfDay,
          duration: 1,
          price: shown(shopRound(base.halfDay * factor)),
        });
        for (let days = 1; days <= 30; days++) {
          rows.push({
            ...key,
            durationTypeId: DurationType.day,
            duration: days,
            price: shown(shopRound(daysPrice(base.day * factor, days))),
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(pricings).values(rows.slice(i, i + 1000));

  // The demo sites' year (French sites' date), not the server's local year.
  const year = siteToday(defaultTimeZone, now).slice(0, 4);
  await tx.insert(settingsDiscounts).values([
    {
      fidelityId: fidelityIdForLevel(1),
      percentage: formatCents(toCents(5)),
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    },
    {
      fidelityId: fidelityIdForLevel(2),
      percentage: formatCents(toCents(10)),
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    },
  ]);
};

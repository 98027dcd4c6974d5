import { randomBytes } from 'node:crypto';
import {
  CustomerType,
  Display,
  DurationType,
  fidelityIdForLevel,
  PricingType,
  ProductStatus,
} from '@velodesk/contract/ids';
import { FeatureId, type FeatureIdentifier } from '@velodesk/contract/permissions';
import { and, eq, type sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  countries,
  currencies,
  customers,
  declinations,
  emails,
  featureAccesses,
  huttosoftInstances,
  phones,
  pricings,
  products,
  profiles,
  ranges,
  settingsDiscounts,
  settingsUsers,
  sites,
  taxes,
  taxRuleRates,
  taxRules,
  userSites,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../modules/access/passwords.ts';

/**
 * Test data factories: each test creates what it reads (never the demo seed's counts). Every
 * name is made unique, so tests may share one database.
 */

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

const countryId = async (db: Db, iso: string) => {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.codeIso31662, iso));
  if (!row) throw new Error(`No country ${iso} in the reference data.`);
  return row.id;
};

const euroId = async (db: Db) => {
  const [row] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'EUR'));
  return row!.id;
};

/** A billing company and a site of it (France, Europe/Paris, prices TTC unless told). */
export const createSite = async (
  db: Db,
  options: {
    name?: string;
    timeZone?: string;
    countryIso?: string;
    display?: 'HT' | 'TTC';
    explorerReduction?: boolean;
    huttosoftId?: string | null;
    activated?: boolean;
    city?: string | null;
    /** A company made before (e.g. by another createSite): the site is billed by it. */
    company?: typeof companies.$inferSelect;
    corporateName?: string;
  } = {},
) => {
  const country = await countryId(db, options.countryIso ?? 'FR');
  const currency = await euroId(db);
  const timeZone = options.timeZone ?? 'Europe/Paris';
  const [company] = options.company
    ? [options.company]
    : await db
        .insert(companies)
        .values({
          corporateName: options.corporateName ?? unique('Company'),
          currencyId: currency,
          countryId: country,
          displayId: options.display === 'HT' ? Display.ht : Display.ttc,
          socialStatus: 'SAS',
          capital: '1000.00',
          address: '1 rue du Port',
          zipCode: '17000',
          city: 'La Rochelle',
          timeZone,
        })
        .returning();
  const [site] = await db
    .insert(sites)
    .values({
      name: options.name ?? unique('Site'),
      countryId: country,
      currencyId: currency,
      billingEntityId: company!.id,
      timeZone,
      explorerReduction: options.explorerReduction ?? false,
      huttosoftId: options.huttosoftId ?? null,
      activated: options.activated ?? true,
      city: options.city ?? null,
    })
    .returning();
  return { site: site!, company: company!, countryId: country };
};

/** Sets fields of a company made before (its e-mail, phone, capital…). */
export const updateCompany = async (
  db: Db,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
) => {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  return row!;
};

/** A tax of a country (the taxes list of the settings). */
export const createTax = async (db: Db, options: { countryId: number; description?: string }) => {
  const [row] = await db
    .insert(taxes)
    .values({ description: options.description ?? unique('Tax'), countryId: options.countryId })
    .returning();
  return row!;
};

/** A stay-system (Huttosoft) instance that sites link to. */
export const createHuttosoftInstance = async (db: Db, name = unique('Huttosoft')) => {
  const [row] = await db.insert(huttosoftInstances).values({ name }).returning();
  return row!;
};

/** A declination (its range made when missing). */
export const createDeclination = async (
  db: Db,
  options: {
    rangeName?: string;
    model?: string;
    size?: string;
    min?: number | null;
    max?: number | null;
  } = {},
) => {
  const rangeName = options.rangeName ?? unique('range');
  let [range] = await db.select().from(ranges).where(eq(ranges.name, rangeName));
  if (!range) [range] = await db.insert(ranges).values({ name: rangeName }).returning();
  const model = options.model ?? unique('Model');
  const size = options.size ?? 'M';
  let [declination] = await db
    .select()
    .from(declinations)
    .where(
      and(eq(declinations.rangeId, range!.id), eq(declinations.model, model), eq(declinations.size, size)),
    );
  if (!declination) {
    [declination] = await db
      .insert(declinations)
      .values({ rangeId: range!.id, model, size, min: options.min ?? 150, max: options.max ?? 190 })
      .returning();
  }
  return { range: range!, declination: declination! };
};

/** Products of a site and declination (status 2, available, unless told). */
export const createProducts = async (
  db: Db,
  options: { siteId: number; declinationId: number; count?: number; statusId?: number; prefix?: string },
) => {
  const prefix = options.prefix ?? unique('P');
  const rows = Array.from({ length: options.count ?? 1 }, (_, i) => ({
    siteId: options.siteId,
    declinationId: options.declinationId,
    internalNumber: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    statusId: options.statusId ?? ProductStatus.available,
  }));
  return db.insert(products).values(rows).returning();
};

/** A tax rule with its rate in a country (from 2000-01-01 unless told). */
export const createTaxRule = async (
  db: Db,
  options: { countryId: number; rate: string; description?: string; validFrom?: string },
) => {
  const [rule] = await db
    .insert(taxRules)
    .values({ description: options.description ?? unique('TVA') })
    .returning();
  await db.insert(taxRuleRates).values({
    taxRuleId: rule!.id,
    countryId: options.countryId,
    rate: options.rate,
    validFrom: options.validFrom ?? '2000-01-01',
  });
  return rule!;
};

/**
 * Pricings of a declination for a company: per pricing type (both by default), half-day and
 * 1..days days; `price(days)` gives the price (the half-day is days = 0).
 */
export const createPricings = async (
  db: Db,
  options: {
    companyId: number;
    declinationId: number;
    taxRuleId: number;
    pricingTypeIds?: number[];
    days?: number;
    price?: (days: number) => string;
  },
) => {
  const price = options.price ?? ((days: number) => (days === 0 ? '12.00' : `${20 * days}.00`));
  const rows = [];
  for (const pricingTypeId of options.pricingTypeIds ?? [PricingType.standard, PricingType.external]) {
    rows.push({
      companyId: options.companyId,
      declinationId: options.declinationId,
      pricingTypeId,
      durationTypeId: DurationType.halfDay,
      duration: 1,
      price: price(0),
      taxRuleId: options.taxRuleId,
    });
    for (let days = 1; days <= (options.days ?? 10); days++) {
      rows.push({
        companyId: options.companyId,
        declinationId: options.declinationId,
        pricingTypeId,
        durationTypeId: DurationType.day,
        duration: days,
        price: price(days),
        taxRuleId: options.taxRuleId,
      });
    }
  }
  await db.insert(pricings).values(rows);
};

/** A loyalty discount for a fidelity level over a period. */
export const createLoyaltyDiscount = async (
  db: Db,
  options: { level: number; percentage: string; startDate: string; endDate: string },
) => {
  const [row] = await db
    .insert(settingsDiscounts)
    .values({
      fidelityId: fidelityIdForLevel(options.level),
      percentage: options.percentage,
      startDate: options.startDate,
      endDate: options.endDate,
    })
    .returning();
  return row!;
};

/**
 * A customer: an individual (fidelity level 0 unless told; a stay-system client when huttosoft)
 * or a company (`type: 'company'`, `name` its name), with an e-mail address and a phone number
 * (E.164) when given, in France unless told.
 */
export const createCustomer = async (
  db: Db,
  options: {
    level?: number;
    huttosoft?: string | null;
    lastname?: string;
    name?: string;
    type?: 'individual' | 'company';
    email?: string;
    phone?: string;
    countryIso?: string;
  } = {},
) => {
  const company = options.type === 'company';
  const [email] = options.email
    ? await db.insert(emails).values({ email: options.email.toLowerCase() }).returning()
    : [];
  const [row] = await db
    .insert(customers)
    .values({
      typeId: company ? CustomerType.company : CustomerType.individual,
      name: options.name ?? (company ? unique('Company') : 'Camille'),
      lastname: company ? null : (options.lastname ?? unique('Martin')),
      fidelityId: fidelityIdForLevel(options.level ?? 0),
      huttosoft: options.huttosoft ?? null,
      countryId: await countryId(db, options.countryIso ?? 'FR'),
      languageId: 1,
      emailId: email?.id ?? null,
    })
    .returning();
  if (options.phone) await db.insert(phones).values({ number: options.phone, customerId: row!.id });
  return row!;
};

/** Many individual customers in one insert (for paging), named `${lastname} 001`… */
export const createCustomers = async (db: Db, options: { count: number; lastname?: string }) => {
  const lastname = options.lastname ?? unique('Client');
  return db
    .insert(customers)
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        typeId: CustomerType.individual,
        name: 'Camille',
        lastname: `${lastname} ${String(i + 1).padStart(3, '0')}`,
        fidelityId: fidelityIdForLevel(0),
      })),
    )
    .returning();
};

/** The password of every user the factories make (it follows the password rule). */
export const testPassword = 'Test!2026!pass';
let testPasswordHashing: Promise<string> | undefined;
/** Its argon2 hash, computed once per test file. */
export const testPasswordHash = () => {
  testPasswordHashing ??= hashPassword(testPassword);
  return testPasswordHashing;
};

/**
 * A user of a new profile holding exactly these features, linked to these sites, whose current
 * site is the first. Sign in with `username` and `password`.
 */
export const createUser = async (
  db: Db,
  options: {
    features: FeatureIdentifier[];
    siteIds: number[];
    currentSiteId?: number | null;
    profileName?: string;
  },
) => {
  const [profile] = await db
    .insert(profiles)
    .values({ name: options.profileName ?? unique('PROFILE') })
    .returning();
  if (options.features.length > 0) {
    await db.insert(featureAccesses).values(
      options.features.map((feature) => ({
        featureId: FeatureId[feature],
        profileId: profile!.id,
        accessType: 'oui',
      })),
    );
  }
  const username = unique('user');
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await testPasswordHash(), profileId: profile!.id })
    .returning();
  if (options.siteIds.length > 0) {
    await db.insert(userSites).values(options.siteIds.map((siteId) => ({ userId: user!.id, siteId })));
  }
  const current = options.currentSiteId === undefined ? (options.siteIds[0] ?? null) : options.currentSiteId;
  await db.insert(settingsUsers).values({ userId: user!.id, siteId: current });
  return { user: user!, username, password: testPassword };
};

/** Counts rows of a SQL query (for checks that read the database directly). */
export const countOf = async (db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ count: unknown }> };
  return Number(result.rows[0]?.count ?? 0);
};

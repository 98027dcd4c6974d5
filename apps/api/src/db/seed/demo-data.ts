import { centralWorkshopSiteName } from '@velodesk/contract/ids';
import { ProfileName } from '@velodesk/contract/permissions';
import { count, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { transaction } from '../../platform/transactions.ts';
import type { Tx } from '../client.ts';
import {
  companies,
  countries,
  currencies,
  customers,
  declinations,
  emails,
  huttosoftInstances,
  phones,
  products,
  ranges,
  settingsUsers,
  sites,
  userSites,
  users,
} from '../schema.ts';
import {
  civilityOfFirstName,
  companyDomain,
  companyNames,
  foreignPeople,
  frenchCities,
  frenchFirstNames,
  frenchLandline,
  frenchLastNames,
  spreadSerial,
  streets,
} from './demo-people.ts';
import { seededRandom } from './random.ts';
import { seedStandardProfiles } from './standard-profiles.ts';

/**
 * The demo data of a French bike rental business: 3 billing companies, 6 sites, the fleet, 600
 * customers and one user per profile. Seeded once, on the first start of an empty database.
 */
export const demoUsers = [
  {
    username: 'admin',
    password: 'Admin!2026!',
    profile: ProfileName.admin,
    firstName: 'Alice',
    lastName: 'Administratrice',
  },
  {
    username: 'finance',
    password: 'Finance!2026!',
    profile: ProfileName.finance,
    firstName: 'Fabien',
    lastName: 'Comptable',
  },
  {
    username: 'manager',
    password: 'Manager!2026!',
    profile: ProfileName.manager,
    firstName: 'Marion',
    lastName: 'Responsable',
  },
  {
    username: 'counter',
    password: 'Counter!2026!',
    profile: ProfileName.counter,
    firstName: 'Colin',
    lastName: 'Vendeur',
  },
  {
    username: 'trainee',
    password: 'Trainee!2026!',
    profile: ProfileName.trainee,
    firstName: 'Tom',
    lastName: 'Stagiaire',
  },
] as const;

/**
 * The demo users' passwords hashed once (argon2id, the parameters of modules/access/passwords.ts):
 * a first start does not spend seconds hashing passwords that the README publishes anyway.
 * first-start.test.ts checks that each one verifies its password.
 */
export const demoPasswordHashes: Record<(typeof demoUsers)[number]['username'], string> = {
  admin: '$argon2id$v=19$m=19456,t=2,p=1$cw/ICTtS0YeMoLavQDeKSQ$Zz0B2CcfZ9w19qTs8lKPEkxQy0WvNTNYrSAImMuYd0s',
  finance:
    '$argon2id$v=19$m=19456,t=2,p=1$+zxny1Pi39CpJweKMZO30Q$zROCG3MdUemN3F5ORwjJcSze48G/ZL5PsQXSwYuCTgQ',
  manager:
    '$argon2id$v=19$m=19456,t=2,p=1$gM/pXkjTdHrr8rIx5P9PJg$LPKKQFFlIfUVBUyXKarObvkBT25sUSv0ceGWtARoryE',
  counter:
    '$argon2id$v=19$m=19456,t=2,p=1$ljWDL967l7te1u5T3vy/DQ$uuKVhozZWVunqGJufjWd0HUBOTMCH23fZdfKtlu6Ifc',
  trainee:
    '$argon2id$v=19$m=19456,t=2,p=1$xKODUdOzRh0H66BPl+X4+g$hHDKCU7Y1gML28TEgg6eiwYFH/1boMtGO3+zYLCJPbA',
};

export const demoSites = [
  {
    name: 'Les Pins Dorés',
    city: 'Saint-Jean-de-Monts',
    country: 'FR',
    company: 0,
    huttosoftId: 'HS-PINS',
    activated: true,
    explorerReduction: true,
  },
  {
    name: 'La Dune Blanche',
    city: 'Lacanau',
    country: 'FR',
    company: 0,
    huttosoftId: 'HS-DUNE',
    activated: true,
    explorerReduction: false,
  },
  {
    name: 'Lago Verde',
    city: 'Peschiera del Garda',
    country: 'IT',
    company: 1,
    huttosoftId: 'HS-LAGO',
    activated: true,
    explorerReduction: true,
  },
  {
    name: 'Le Moulin',
    city: 'Saint-Hilaire-de-Riez',
    country: 'FR',
    company: 0,
    huttosoftId: 'HS-MOULIN',
    activated: false,
    explorerReduction: false,
  },
  {
    name: centralWorkshopSiteName,
    city: 'La Roche-sur-Yon',
    country: 'FR',
    company: 2,
    huttosoftId: null,
    activated: true,
    explorerReduction: false,
  },
  {
    name: 'Dépôt partenaires',
    city: null,
    country: 'ZZ',
    company: 2,
    huttosoftId: null,
    activated: true,
    explorerReduction: false,
  },
] as const;

/** Which demo users are linked to which sites (by index in demoSites); admin and finance see all. */
const userSiteLinks: Record<string, number[]> = {
  admin: [0, 1, 2, 3, 4, 5],
  finance: [],
  manager: [0, 1, 3],
  counter: [0, 1],
  trainee: [0],
};
const currentSites: Record<string, number | null> = {
  admin: 0,
  finance: null,
  manager: 0,
  counter: 0,
  trainee: 0,
};

const fleet: Array<{ range: string; model: string; sizes: string[]; type: string; perSite: number }> = [
  { range: 'électrique', model: 'VTC électrique', sizes: ['S', 'M', 'L'], type: 'bike', perSite: 5 },
  { range: 'électrique', model: 'VTT électrique', sizes: ['M', 'L'], type: 'bike', perSite: 4 },
  { range: 'électrique', model: 'Vélo cargo électrique', sizes: ['U'], type: 'bike', perSite: 2 },
  { range: 'musculaire', model: 'VTC', sizes: ['S', 'M', 'L'], type: 'bike', perSite: 4 },
  { range: 'musculaire', model: 'VTT', sizes: ['S', 'M', 'L'], type: 'bike', perSite: 3 },
  { range: 'musculaire', model: 'Vélo enfant 20 pouces', sizes: ['U'], type: 'bike', perSite: 3 },
  { range: 'musculaire', model: 'Vélo enfant 24 pouces', sizes: ['U'], type: 'bike', perSite: 3 },
  { range: 'accessoires', model: 'Siège bébé', sizes: ['U'], type: 'accessory', perSite: 2 },
  { range: 'accessoires', model: 'Remorque enfant', sizes: ['U'], type: 'accessory', perSite: 1 },
  { range: 'accessoires', model: 'Casque', sizes: ['S', 'M', 'L'], type: 'accessory', perSite: 1 },
  { range: 'accessoires', model: 'Antivol', sizes: ['U'], type: 'accessory', perSite: 2 },
];
const sizeBounds: Record<string, [number, number] | null> = {
  S: [150, 165],
  M: [165, 180],
  L: [180, 195],
  U: null,
};

const seedCompaniesAndSites = async (tx: Tx) => {
  const countryRows = await tx
    .select()
    .from(countries)
    .where(inArray(countries.codeIso31662, ['FR', 'IT', 'ZZ']));
  const countryId = (code: string) => countryRows.find((c) => c.codeIso31662 === code)!.id;
  const [euro] = await tx
    .select()
    .from(currencies)
    .where(inArray(currencies.code, ['EUR']));
  const [instance] = await tx.insert(huttosoftInstances).values({ name: 'Huttosoft Atlantique' }).returning();
  const companyRows = await tx
    .insert(companies)
    .values([
      {
        corporateName: 'Vélodesk Atlantique SAS',
        currencyId: euro!.id,
        countryId: countryId('FR'),
        displayId: 2,
        socialStatus: 'SAS',
        siret: '85234567800014',
        ape: '7721Z',
        naf: '77.21Z',
        capital: '150000.00',
        address: '12 quai de la Fosse',
        zipCode: '44000',
        city: 'Nantes',
        timeZone: 'Europe/Paris',
        intraCommunityTvaNumber: 'FR32852345678',
        rentalAccount: '706300',
        receivableAccount: '411000',
        email: 'compta@velodesk-atlantique.example',
        phone: '+33240000001',
        hasExportSage: true,
      },
      {
        corporateName: 'Velodesk Italia S.r.l.',
        currencyId: euro!.id,
        countryId: countryId('IT'),
        displayId: 2,
        socialStatus: 'S.r.l.',
        capital: '50000.00',
        address: 'Via Lungolago 8',
        zipCode: '37019',
        city: 'Peschiera del Garda',
        timeZone: 'Europe/Rome',
        intraCommunityTvaNumber: 'IT04567890123',
        rentalAccount: '706300',
        receivableAccount: '411000',
        email: 'amministrazione@velodesk-italia.example',
        phone: '+390456400001',
      },
      {
        corporateName: 'Vélodesk Services SARL',
        currencyId: euro!.id,
        countryId: countryId('FR'),
        displayId: 1,
        socialStatus: 'SARL',
        siret: '90123456700011',
        capital: '20000.00',
        address: '3 rue de l’Atelier',
        zipCode: '85000',
        city: 'La Roche-sur-Yon',
        timeZone: 'Europe/Paris',
        email: 'services@velodesk.example',
        phone: '+33251000001',
      },
    ])
    .returning();
  const siteRows = await tx
    .insert(sites)
    .values(
      demoSites.map((site) => ({
        name: site.name,
        city: site.city,
        countryId: countryId(site.country),
        currencyId: euro!.id,
        billingEntityId: companyRows[site.company]!.id,
        huttosoftId: site.huttosoftId,
        huttosoftInstanceId: site.huttosoftId ? instance!.id : null,
        timeZone: site.country === 'IT' ? 'Europe/Rome' : 'Europe/Paris',
        activated: site.activated,
        explorerReduction: site.explorerReduction,
      })),
    )
    .returning();
  return siteRows;
};

const seedUsers = async (tx: Tx, siteIds: number[]) => {
  const profileRows = await seedStandardProfiles(tx);
  const userRows = await tx
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        username: u.username,
        passwordHash: demoPasswordHashes[u.username],
        firstName: u.firstName,
        lastName: u.lastName,
        email: `${u.username}@velodesk.example`,
        languageId: 1,
        profileId: profileRows.find((p) => p.name === u.profile)!.id,
        entryDate: '2024-03-01',
      })),
    )
    .returning();
  const links = userRows.flatMap((user) =>
    (userSiteLinks[user.username] ?? []).map((i) => ({ userId: user.id, siteId: siteIds[i]! })),
  );
  if (links.length > 0) await tx.insert(userSites).values(links);
  await tx.insert(settingsUsers).values(
    userRows.map((user) => {
      const index = currentSites[user.username];
      return { userId: user.id, siteId: index === null || index === undefined ? null : siteIds[index]! };
    }),
  );
};

const seedFleet = async (tx: Tx, siteRows: Array<{ id: number; name: string }>) => {
  const random = seededRandom(2026);
  const rangeRows = await tx
    .insert(ranges)
    .values([{ name: 'électrique' }, { name: 'musculaire' }, { name: 'accessoires' }])
    .returning();
  const declinationRows = await tx
    .insert(declinations)
    .values(
      fleet.flatMap((item) =>
        item.sizes.map((size) => ({
          rangeId: rangeRows.find((r) => r.name === item.range)!.id,
          model: item.model,
          size,
          min: sizeBounds[size]?.[0] ?? null,
          max: sizeBounds[size]?.[1] ?? null,
          unit: sizeBounds[size] ? 'cm' : null,
          type: item.type,
        })),
      ),
    )
    .returning();
  // 300 products: 70 on each of the three open campsites, 40 on the closed one, 20 in the workshop.
  const plan: Array<[number, number]> = [
    [0, 70],
    [1, 70],
    [2, 70],
    [3, 40],
    [4, 30],
    [5, 20],
  ];
  const prefixes = ['PD', 'DB', 'LV', 'MO', 'AC', 'DP'];
  const rows: Array<typeof products.$inferInsert> = [];
  for (const [siteIndex, total] of plan) {
    for (let n = 1; n <= total; n++) {
      const declination = random.pick(declinationRows);
      const isWorkshop = siteRows[siteIndex]!.name === centralWorkshopSiteName;
      const status = isWorkshop ? random.pick([4, 5, 1]) : random.chance(0.9) ? 2 : random.pick([4, 5]);
      rows.push({
        siteId: siteRows[siteIndex]!.id,
        declinationId: declination.id,
        internalNumber: `${prefixes[siteIndex]}-${String(n).padStart(4, '0')}`,
        serialNumber: `SN${(100000 + siteIndex * 10000 + n * 7).toString(36).toUpperCase()}${random.int(100, 999)}`,
        statusId: status,
      });
    }
  }
  await tx.insert(products).values(rows);
};

const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/**
 * A demo mobile number in the normal form the API stores (E.164), in the format of the customer's
 * country (a French customer gets +33 6…, a German one +49 151…); `serial` has 8 digits.
 */
const mobilePrefixes: Record<string, string> = {
  FR: '+336',
  DE: '+49151',
  NL: '+316',
  GB: '+4479',
  IT: '+3933',
};
const demoMobile = (country: string, serial: number): string =>
  `${mobilePrefixes[country] ?? mobilePrefixes.FR}${String(serial).padStart(8, '0')}`;

const seedCustomers = async (tx: Tx) => {
  const random = seededRandom(600);
  const countryRows = await tx
    .select()
    .from(countries)
    .where(inArray(countries.codeIso31662, ['FR', 'DE', 'NL', 'GB', 'IT']));
  const countryId = (code: string) => countryRows.find((c) => c.codeIso31662 === code)!.id;
  const people: Array<{ customer: typeof customers.$inferInsert; email: string; phone: string }> = [];
  for (let i = 0; i < 600; i++) {
    const isCompany = i % 15 === 0;
    const foreign = !isCompany && random.chance(0.2) ? random.pick(foreignPeople) : null;
    const [city, zip] = random.pick(frenchCities);
    // Each customer's own rank (i * 131 + a draw below 131), spread into a serial that looks real.
    const serial = spreadSerial(i * 131 + random.int(0, 130));
    if (isCompany) {
      // One company in 15, each with a name of its own (40 names for the 600 customers).
      const name = companyNames[(i / 15) % companyNames.length]!;
      people.push({
        email: `contact@${companyDomain(name)}.example`,
        phone: frenchLandline(city, serial),
        customer: {
          typeId: 1,
          name,
          address: `${random.int(1, 90)} ${random.pick(streets)}`,
          city,
          countryId: countryId('FR'),
          languageId: 1,
          fidelityId: random.pick([1, 1, 2]),
          tradeCompanyRegister: `RCS Nantes ${random.int(300, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
          tvaIntracom: `FR${random.int(10, 99)}${random.int(100000000, 999999999)}`,
        },
      });
      continue;
    }
    const first = foreign ? random.pick(foreign.first) : random.pick(frenchFirstNames);
    const last = foreign ? random.pick(foreign.last) : random.pick(frenchLastNames);
    // The draw of a civility stays (the later draws, and so the rest of the demo, are unchanged);
    // the civility is the first name's.
    random.pick([1, 2]);
    people.push({
      email: `${ascii(first)}.${ascii(last)}.${i}@example.${foreign ? 'com' : 'fr'}`,
      phone: demoMobile(foreign?.country ?? 'FR', serial),
      customer: {
        typeId: 2,
        name: first,
        lastname: last,
        civilityId: civilityOfFirstName(first),
        address: `${random.int(1, 120)} ${random.pick(streets)}`,
        complement: random.chance(0.1) ? 'Bâtiment B' : null,
        city: foreign ? null : `${city} (${zip})`.replace(/ \(\d+\)$/, ''),
        countryId: countryId(foreign?.country ?? 'FR'),
        languageId: foreign?.language ?? 1,
        fidelityId: random.pick([1, 1, 1, 2, 3]),
        canvassing: random.chance(0.3),
        birthDate: `${random.int(1950, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      },
    });
  }
  const emailRows = await tx
    .insert(emails)
    .values(people.map((p) => ({ email: p.email })))
    .returning();
  const customerRows = await tx
    .insert(customers)
    .values(people.map((p, i) => ({ ...p.customer, emailId: emailRows[i]!.id })))
    .returning({ id: customers.id });
  await tx
    .insert(phones)
    .values(people.map((p, i) => ({ number: p.phone, customerId: customerRows[i]!.id })));
};

export const seedDemoData = async (ctx: AppContext): Promise<void> => {
  // transaction(): the rentals services the demo rentals are made with join this one transaction.
  await transaction(ctx, async (tx) => {
    const siteRows = await seedCompaniesAndSites(tx);
    await seedUsers(
      tx,
      siteRows.map((s) => s.id),
    );
    await seedFleet(tx, siteRows);
    await import('./demo-pricing.ts').then((demo) => demo.seedDemoPricing(tx, ctx.now()));
    await seedCustomers(tx);
    await import('./demo-rentals.ts').then((demo) => demo.seedDemoRentals(ctx, tx));
  });
};

/** Seeds the demo data when the database has no user yet; says whether it did. */
export const seedDemoDataIfEmpty = async (ctx: AppContext): Promise<boolean> => {
  const [row] = await ctx.db.select({ count: count() }).from(users);
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemoData(ctx);
  ctx.log.info('demo data seeded');
  return true;
};

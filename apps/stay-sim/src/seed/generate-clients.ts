import { normalizeText } from '../customers/normalize-text.ts';
import type { CivilityCode, SeededClient, StayCustomer, StayState } from '../types.ts';
import { STAY_STATE_PRESENT, STAY_STATE_RESERVATION } from '../types.ts';
import {
  COUNTRY_PROFILES,
  type CountryProfile,
  UNKNOWN_COUNTRY_CODES,
  UNKNOWN_COUNTRY_PROFILE,
  UNKNOWN_COUNTRY_SHARE,
} from './country-profiles.ts';
import { addDays } from './dates.ts';
import { createEmplacementPool } from './emplacements.ts';
import { FIXED_CLIENTS, FIXED_CLIENTS_SITE_ID, type FixedClient } from './fixed-clients.ts';
import { createRandom, type Random } from './prng.ts';
import { STAY_SITES, type StaySite } from './reference-data.ts';

export interface GenerateClientsOptions {
  seed: number;
  /** yyyy-mm-dd: every stay is placed relative to this day. */
  today: string;
  /** Base of the stays' stayUrl, without a trailing slash. */
  publicBaseUrl: string;
  clientsPerSite?: number;
}

export const DEFAULT_CLIENTS_PER_SITE = 120;
/** Share of the generated stays that are present stays; the others are reservations. */
const PRESENT_SHARE = 0.6;

/**
 * The seeded clients of every site, each with one stay: present stays started in the last 10 days
 * and end in the next 1 to 14; reservations start in 2 to 30 days and last 3 to 14 nights. The
 * same options always give the same clients.
 */
export function generateClients(options: GenerateClientsOptions): SeededClient[] {
  const perSite = options.clientsPerSite ?? DEFAULT_CLIENTS_PER_SITE;
  const unique = createUniqueContacts();
  for (const client of FIXED_CLIENTS) unique.reserve(client.email, client.phone);
  const clients: SeededClient[] = [];
  for (const site of STAY_SITES) {
    const random = createRandom((options.seed ^ Math.imul(site.number, 0x9e3779b1)) >>> 0);
    const fixed = site.id === FIXED_CLIENTS_SITE_ID ? FIXED_CLIENTS : [];
    const nextEmplacement = createEmplacementPool(
      random,
      new Set(FIXED_CLIENTS.map((client) => client.emplacementName)),
    );
    const generatedCount = Math.max(0, perSite - fixed.length);
    const unknownCountryIndexes = new Set(
      random
        .shuffle(Array.from({ length: generatedCount }, (_, i) => i))
        .slice(0, Math.round(generatedCount * UNKNOWN_COUNTRY_SHARE)),
    );
    let index = 0;
    const stayIdentity = () => identity(site, index++, options.publicBaseUrl);
    for (const client of fixed) {
      clients.push({ siteId: site.id, customer: fixedCustomer(client, stayIdentity(), options.today) });
    }
    for (let i = 0; i < generatedCount; i++) {
      const customer = generatedCustomer(random, {
        ids: stayIdentity(),
        today: options.today,
        hasUnknownCountry: unknownCountryIndexes.has(i),
        emplacementName: nextEmplacement(),
        unique,
      });
      clients.push({ siteId: site.id, customer });
    }
  }
  return clients;
}

type StayIdentity = Pick<StayCustomer, 'clientId' | 'clientCode' | 'stayId' | 'stayUrl' | 'paymentUrl'>;

/** Client 1001 (code PINS-0001) has stay 51001 on HS-PINS; client 2001 on HS-DUNE, and so on. */
function identity(site: StaySite, index: number, publicBaseUrl: string): StayIdentity {
  const clientNumber = site.number * 1000 + index + 1;
  const stayId = String(50_000 + clientNumber);
  return {
    clientId: String(clientNumber),
    clientCode: `${site.code}-${String(index + 1).padStart(4, '0')}`,
    stayId,
    stayUrl: `${publicBaseUrl}/stays/${stayId}`,
    paymentUrl: `${publicBaseUrl}/stays/${stayId}/payment`,
  };
}

function fixedCustomer(client: FixedClient, ids: StayIdentity, today: string): StayCustomer {
  return {
    clientId: ids.clientId,
    clientCode: ids.clientCode,
    firstName: client.firstName,
    lastName: client.lastName,
    civilityCode: client.civilityCode,
    countryName: client.countryName,
    countryIso: client.countryIso,
    address: client.address,
    addressComplement: client.addressComplement,
    city: client.city,
    language: client.language,
    fidelityRank: client.fidelityRank,
    emplacementName: client.emplacementName,
    stayId: ids.stayId,
    stayState: client.stayState,
    stayDateStart: addDays(today, client.startInDays),
    stayDateEnd: addDays(today, client.endInDays),
    stayUrl: ids.stayUrl,
    paymentUrl: ids.paymentUrl,
    email: client.email,
    phone: client.phone,
  };
}

interface GeneratedCustomerContext {
  ids: StayIdentity;
  today: string;
  hasUnknownCountry: boolean;
  emplacementName: string;
  unique: UniqueContacts;
}

function generatedCustomer(random: Random, context: GeneratedCustomerContext): StayCustomer {
  const { profile, countryIso, countryName } = pickCountry(random, context.hasUnknownCountry);
  const isFemale = random.chance(0.5);
  const firstName = random.pick(isFemale ? profile.femaleFirstNames : profile.maleFirstNames);
  const lastName = random.pick(profile.lastNames);
  const civilityCode: CivilityCode | null = random.chance(0.05) ? null : isFemale ? 'MME' : 'M';
  const stay = pickStay(random, context.today);
  const { ids } = context;
  return {
    clientId: ids.clientId,
    clientCode: ids.clientCode,
    firstName,
    lastName,
    civilityCode,
    countryName,
    countryIso,
    address: profile.street(random),
    addressComplement: random.chance(0.15)
      ? random.pick(['Bâtiment A', 'Appartement 12', '2e étage', 'Résidence du Parc', 'Boîte 3'])
      : null,
    city: random.pick(profile.cities),
    language: random.pick(profile.languages),
    fidelityRank: random.weighted<0 | 1 | 2>([
      [0, 55],
      [1, 30],
      [2, 15],
    ]),
    emplacementName: context.emplacementName,
    stayId: ids.stayId,
    stayState: stay.stayState,
    stayDateStart: stay.stayDateStart,
    stayDateEnd: stay.stayDateEnd,
    stayUrl: ids.stayUrl,
    paymentUrl: ids.paymentUrl,
    email: context.unique.email(firstName, lastName),
    phone: context.unique.phone(() => profile.phone(random)),
  };
}

function pickCountry(
  random: Random,
  hasUnknownCountry: boolean,
): { profile: Omit<CountryProfile, 'iso' | 'name' | 'weight'>; countryIso: string; countryName: string } {
  if (hasUnknownCountry) {
    const country = random.pick(UNKNOWN_COUNTRY_CODES);
    return { profile: UNKNOWN_COUNTRY_PROFILE, countryIso: country.iso, countryName: country.name };
  }
  const profile = random.weighted(COUNTRY_PROFILES.map((p) => [p, p.weight] as const));
  return { profile, countryIso: profile.iso, countryName: profile.name };
}

function pickStay(
  random: Random,
  today: string,
): { stayState: StayState; stayDateStart: string; stayDateEnd: string } {
  if (random.chance(PRESENT_SHARE)) {
    return {
      stayState: STAY_STATE_PRESENT,
      stayDateStart: addDays(today, -random.int(0, 10)),
      stayDateEnd: addDays(today, random.int(1, 14)),
    };
  }
  const stayDateStart = addDays(today, random.int(2, 30));
  return {
    stayState: STAY_STATE_RESERVATION,
    stayDateStart,
    stayDateEnd: addDays(stayDateStart, random.int(3, 14)),
  };
}

interface UniqueContacts {
  reserve(email: string, phone: string): void;
  email(firstName: string, lastName: string): string;
  phone(generate: () => string): string;
}

/** The product stores e-mails and phone numbers uniquely, so no two seeded clients share one. */
function createUniqueContacts(): UniqueContacts {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const slug = (value: string) => normalizeText(value).replace(/[^a-z0-9]/g, '');
  return {
    reserve(email, phone) {
      emails.add(email);
      phones.add(phone);
    },
    email(firstName, lastName) {
      const local = `${slug(firstName)}.${slug(lastName)}`;
      let candidate = `${local}@guests.example.com`;
      for (let n = 2; emails.has(candidate); n++) candidate = `${local}${n}@guests.example.com`;
      emails.add(candidate);
      return candidate;
    },
    phone(generate) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const candidate = generate();
        if (!phones.has(candidate)) {
          phones.add(candidate);
          return candidate;
        }
      }
      throw new Error('Could not generate a unique phone number');
    },
  };
}

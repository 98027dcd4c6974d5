import type { CivilityCode, StayLanguage, StayState } from '../types.ts';
import { STAY_STATE_PRESENT, STAY_STATE_RESERVATION } from '../types.ts';

/**
 * Clients that exist on HS-PINS whatever the seed, for tests and demos to count on (documented in
 * the README). Their stays are given in days from today. They take the first client numbers of the
 * site (1001 to 1004, stays 51001 to 51004); no generated client has their last name.
 */
export interface FixedClient {
  firstName: string;
  lastName: string;
  civilityCode: CivilityCode | null;
  countryIso: string;
  countryName: string;
  address: string;
  addressComplement: string | null;
  city: string;
  language: StayLanguage;
  fidelityRank: 0 | 1 | 2;
  emplacementName: string;
  stayState: StayState;
  startInDays: number;
  endInDays: number;
  email: string;
  phone: string;
}

export const FIXED_CLIENTS_SITE_ID = 'HS-PINS';

export const FIXED_CLIENTS: readonly FixedClient[] = [
  {
    firstName: 'Jean',
    lastName: 'Martin',
    civilityCode: 'M',
    countryIso: 'FR',
    countryName: 'France',
    address: '14 rue des Lilas',
    addressComplement: 'Bâtiment B',
    city: 'Lyon',
    language: 'fr',
    fidelityRank: 1,
    emplacementName: 'A12',
    stayState: STAY_STATE_PRESENT,
    startInDays: -3,
    endInDays: 4,
    email: 'jean.martin@guests.example.com',
    phone: '+33 6 39 98 00 01',
  },
  {
    firstName: 'Sanne',
    lastName: 'Van den Berg',
    civilityCode: 'MME',
    countryIso: 'NL',
    countryName: 'Pays-Bas',
    address: 'Prinsengracht 263',
    addressComplement: null,
    city: 'Amsterdam',
    language: 'nl',
    fidelityRank: 2,
    emplacementName: 'Cottage 34',
    stayState: STAY_STATE_PRESENT,
    startInDays: -2,
    endInDays: 7,
    email: 'sanne.vandenberg@guests.example.com',
    phone: '+31 6 39 98 00 02',
  },
  {
    firstName: 'Lukas',
    lastName: 'Müller',
    civilityCode: 'M',
    countryIso: 'DE',
    countryName: 'Allemagne',
    address: 'Lindenstraße 5',
    addressComplement: null,
    city: 'Freiburg im Breisgau',
    language: 'de',
    fidelityRank: 0,
    emplacementName: 'Mobil-home 7',
    stayState: STAY_STATE_RESERVATION,
    startInDays: 5,
    endInDays: 12,
    email: 'lukas.mueller@guests.example.com',
    phone: '+49 151 3998003',
  },
  {
    firstName: 'Ivan',
    lastName: 'Zelenko',
    civilityCode: 'M',
    countryIso: 'QQ',
    countryName: 'Pays inconnu',
    address: 'Rruga Agim Ramadani 12',
    addressComplement: null,
    city: 'Prishtina',
    language: 'en',
    fidelityRank: 0,
    emplacementName: 'B07',
    stayState: STAY_STATE_PRESENT,
    startInDays: -1,
    endInDays: 6,
    email: 'ivan.zelenko@guests.example.com',
    phone: '+383 44 399 804',
  },
];

import {
  type CommentRead,
  type ContactRead,
  type CustomerDetail,
  customerDetail,
} from '@velodesk/contract/api/customers';
import { civilityRead, countryRead, languageRead, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { hydraCollection } from '@velodesk/contract/hydra';
import { collectionOf, onApi } from './msw.ts';

/**
 * Customers as the API answers them, for the component tests of the customers screens and of the
 * screens that show a customer. Each builder returns a whole record the contract's schema reads;
 * a test overrides only what its rule needs.
 */

const ref = (resource: string, id: number) => ({ '@id': `/api/${resource}/${id}`, id });

export const france = { ...ref('countries', 75), name: 'France', codeIso31662: 'FR' };
export const french = { ...ref('languages', 1), name: 'fr', description: 'Français' };
export const english = { ...ref('languages', 2), name: 'en', description: 'English' };

/** An individual customer (Jeanne Moreau, #12) with an e-mail and a phone. */
export const individualCustomer = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  '@id': `/api/customers/${overrides.id ?? 12}`,
  '@type': 'Customer',
  id: 12,
  type: { ...ref('customer_types', 2), description: 'Particulier' },
  name: 'Jeanne',
  lastname: 'Moreau',
  civility: { ...ref('civilities', 2), description: 'Mme' },
  address: '8 quai Duperré',
  complement: null,
  city: 'La Rochelle',
  country: france,
  language: french,
  fidelity: { ...ref('fidelities', 1), level: 0 },
  email: { ...ref('emails', 30), email: 'jeanne.moreau@example.com' },
  phoneNumber: { ...ref('phones', 31), number: '+33610078557' },
  phones: [{ ...ref('phones', 31), number: '+33610078557' }],
  canvassing: false,
  huttosoft: null,
  huttosoftCode: null,
  isActive: true,
  birthDate: '1985-04-12',
  identityNumber: null,
  tradeCompanyRegister: null,
  tvaIntracom: null,
  anonymisedAt: null,
  identityObscuredAt: null,
  contacts: [],
  comments: [],
  ...overrides,
});

/** A company customer (Vélo Tours Océan, #40) with two phones and no contact. */
export const companyCustomer = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  ...individualCustomer(),
  '@id': `/api/customers/${overrides.id ?? 40}`,
  id: 40,
  type: { ...ref('customer_types', 1), description: 'Société' },
  name: 'Vélo Tours Océan',
  lastname: null,
  civility: null,
  birthDate: null,
  email: { ...ref('emails', 50), email: 'bookings@velotours.example' },
  phoneNumber: null,
  phones: [
    { ...ref('phones', 51), number: '+33546000001' },
    { ...ref('phones', 52), number: '+33546000002' },
  ],
  tradeCompanyRegister: 'RCS Saintes 812 345 678',
  tvaIntracom: 'FR42812345678',
  ...overrides,
});

/** A contact (Julien Garnier, #70) of the company `companyIri`. */
export const contactOf = (companyIri: string, overrides: Partial<ContactRead> = {}): ContactRead => ({
  '@id': `/api/contacts/${overrides.id ?? 70}`,
  '@type': 'Contact',
  id: 70,
  customer: companyIri,
  civility: { ...ref('civilities', 1), description: 'M.' },
  firstname: 'Julien',
  lastname: 'Garnier',
  email: { ...ref('emails', 71), email: 'julien.garnier@velotours.example' },
  phoneNumber: { ...ref('phones', 72), number: '+33612345678' },
  function: 'Operations manager',
  identityNumber: null,
  birthDate: null,
  ...overrides,
});

/** A comment (#80) of the customer `customerIri`, written by Ada Counter. */
export const commentOf = (customerIri: string, overrides: Partial<CommentRead> = {}): CommentRead => ({
  '@id': `/api/comments/${overrides.id ?? 80}`,
  '@type': 'Comment',
  id: 80,
  comment: 'Rents two e-bikes every summer.',
  createdAt: '2026-07-14T08:00:00Z',
  createdBy: { '@id': '/api/users/7', id: 7, firstName: 'Ada', lastName: 'Counter' },
  customer: customerIri,
  rental: null,
  ...overrides,
});

/** The reference lists a customer form reads (languages, civilities, countries) and free uniqueness checks. */
export const customerFormServer = () => [
  onApi(
    'GET',
    '/languages',
    hydraCollection(languageRead),
    collectionOf('languages', [
      { ...french, '@type': 'Language' as const, code: 'fr', isActive: true },
      { ...english, '@type': 'Language' as const, code: 'en', isActive: true },
    ]),
  ),
  onApi(
    'GET',
    '/civilities',
    hydraCollection(civilityRead),
    collectionOf('civilities', [
      { ...ref('civilities', 1), '@type': 'Civility' as const, description: 'M.' },
      { ...ref('civilities', 2), '@type': 'Civility' as const, description: 'Mme' },
    ]),
  ),
  onApi(
    'GET',
    '/countries',
    hydraCollection(countryRead),
    collectionOf('countries', [{ ...france, '@type': 'Country' as const, isActive: true }]),
  ),
  onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: true }),
];

/** GET /customers/:id answers `customer`. */
export const servesCustomer = (customer: CustomerDetail) =>
  onApi('GET', `/customers/${customer.id}`, customerDetail, customer);

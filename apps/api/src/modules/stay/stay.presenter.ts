import type { StayCustomerRead } from '@velodesk/contract/api/customers';
import type { StayCustomer } from '../../integrations/stay-system/stay-system.types.ts';

/** The stay module's answers: the stay system's guests as the customer search modal reads them. */

export const orNull = <T>(value: T | undefined | null): T | null => value ?? null;

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

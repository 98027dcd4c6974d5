/**
 * The customers module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the customers module only from here.
 */
export { isPhoneFree } from './contact-points.service.ts';
export { provideCustomersPorts } from './customers.ports.ts';
export {
  commentsOfRentals,
  countAllCustomers,
  customerNames,
  fidelityCollection,
  fidelityExists,
  fidelityLevelOf,
  findFidelityPage,
  isEmailAddressUsed,
  linkCommentsToRental,
  readCustomers,
  readFidelityLevels,
  readPhoneCountryId,
  searchCustomers,
} from './customers.read.ts';
export { saveStayClient } from './customers.service.ts';

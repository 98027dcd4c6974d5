/** How the rental screens show a rental's values. */
export const missing = '-';

export const orDash = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? missing : value;

/** "First Last" (a company has only a name). */
export const rentalCustomerName = (customer: { name: string | null; lastname: string | null }): string =>
  orDash([customer.name, customer.lastname].filter((part) => part?.trim()).join(' '));

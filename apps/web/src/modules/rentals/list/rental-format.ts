import dayjs from 'dayjs';

/** How the rental screens show a rental's values. */
export const missing = '-';

export const orDash = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? missing : value;

/**
 * A rental's local date-time (the site's, '2026-07-14T08:00:00') as dd/MM/yyyy HH:mm; an end of
 * period at hh:59:59 is shown as the next hour (12:59:59 is the end of the morning: 13:00).
 */
export const formatRentalDateTime = (value: string): string => {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const shown = date.second() === 59 ? date.add(1, 'second') : date;
  return shown.format('DD/MM/YYYY HH:mm');
};

/** "First Last" (a company has only a name). */
export const rentalCustomerName = (customer: { name: string | null; lastname: string | null }): string =>
  orDash([customer.name, customer.lastname].filter((part) => part?.trim()).join(' '));

import dayjs from 'dayjs';

/** A calendar day (yyyy-mm-dd, or the date of an ISO date-time) as dd/MM/yyyy; anything else as given. */
export const formatDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** An instant as dd/MM/yyyy HH:mm in the browser's time zone; anything else as given. */
export const formatDateTime = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : value;
};

import dayjs from 'dayjs';

/** An instant as dd/MM/yyyy HH:mm in the browser's time zone; anything else as given. */
export const formatDateTime = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : value;
};

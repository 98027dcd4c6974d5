import { type DateInputProps, DateInput as MantineDateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { isIsoDate } from '@velodesk/contract/periods';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type { DateInputProps };

/**
 * The one date input of the app (every date field wraps it): a Mantine DateInput with its calendar
 * in the interface language, two months side by side (the specs: "calendars show 2 months"), in a
 * portal.
 *
 * Escape while its calendar is open closes only the calendar. A Mantine modal closes on any Escape
 * it sees on the window (capture phase), unless the key's target says
 * `data-mantine-stop-propagation` (what Mantine's selects say while their list is open); the date
 * input does not, so Escape in an open picker closed the whole modal and lost what was typed.
 */
export function DateInput({ popoverProps, ...props }: DateInputProps) {
  const { i18n } = useTranslation();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  return (
    <MantineDateInput
      locale={i18n.resolvedLanguage ?? i18n.language}
      numberOfColumns={2}
      {...props}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          setIsPickerOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setIsPickerOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      data-mantine-stop-propagation={isPickerOpen || undefined}
      data-picker-open={isPickerOpen || undefined}
    />
  );
}

export interface IsoDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** yyyy-mm-dd, or '' (or null) when empty. */
  value: string | null;
  /** yyyy-mm-dd, or '' when cleared. */
  onChange: (value: string) => void;
}

/** Only complete dates written yyyy-mm-dd are taken while typing (no half-typed guesses). */
const parseIsoDate = (text: string): string | null => {
  const value = text.trim();
  return isIsoDate(value) ? value : null;
};

/**
 * The date field of the forms: written and shown yyyy-mm-dd (the specs' date pickers), typed or
 * picked in a calendar in the interface language.
 */
export function IsoDateInput({ value, onChange, ...props }: IsoDateInputProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      dateParser={parseIsoDate}
      placeholder={t('FORM.DATE_PLACEHOLDER')}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      clearable
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { isIsoDate } from '@velodesk/contract/periods';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import { useTranslation } from 'react-i18next';

export interface IsoDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** yyyy-mm-dd, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

/** Only complete dates written yyyy-mm-dd are taken while typing (no half-typed guesses). */
const parseIsoDate = (text: string): string | null => {
  const value = text.trim();
  return isIsoDate(value) ? value : null;
};

/**
 * A date field written and shown yyyy-mm-dd (the spec's date pickers), with a calendar in the
 * interface language.
 */
export function IsoDateInput({ value, onChange, ...props }: IsoDateInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      dateParser={parseIsoDate}
      locale={i18n.resolvedLanguage ?? i18n.language}
      placeholder={t('SETTINGS.FORM.DATE_PLACEHOLDER')}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      clearable
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

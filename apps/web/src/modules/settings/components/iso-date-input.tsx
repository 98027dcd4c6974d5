import { IconCalendar } from '@tabler/icons-react';
import { isIsoDate } from '@velodesk/contract/periods';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateInputProps } from '../../../ui/date-input.tsx';

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
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      dateParser={parseIsoDate}
      placeholder={t('SETTINGS.FORM.DATE_PLACEHOLDER')}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      clearable
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

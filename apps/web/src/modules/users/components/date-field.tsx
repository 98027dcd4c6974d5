import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateInputProps } from '../../../ui/date-input.tsx';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** yyyy-mm-dd, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

/** A date written and shown yyyy-mm-dd, with a calendar in the interface language. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      dateParser={(text) => (isoDate.test(text.trim()) ? text.trim() : null)}
      placeholder={t('USERS.DATE_PLACEHOLDER')}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      clearable
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

import { DateInput } from '@mantine/dates';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import { useTranslation } from 'react-i18next';

/** A date of the customer screens, typed or picked, shown and sent as YYYY-MM-DD. */
export function DateField({
  label,
  value,
  onChange,
  error,
  testId,
  withAsterisk,
  minDate,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  testId: string;
  withAsterisk?: boolean;
  minDate?: string | undefined;
}) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      locale={i18n.resolvedLanguage ?? i18n.language}
      clearable
      withAsterisk={withAsterisk}
      minDate={minDate}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

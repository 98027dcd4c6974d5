import { DateInput } from '../../../../ui/date-input.tsx';

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
  return (
    <DateInput
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      clearable
      withAsterisk={withAsterisk}
      minDate={minDate}
      data-testid={testId}
    />
  );
}

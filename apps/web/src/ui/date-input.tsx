import { type DateInputProps, DateInput as MantineDateInput } from '@mantine/dates';
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
 * in the interface language, in a portal.
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

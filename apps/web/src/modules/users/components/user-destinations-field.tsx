import { MultiSelect, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import type { useUserModal } from './use-user-modal.ts';

/** How many chosen destinations the multiselect shows before "+n". */
export const shownDestinations = 3;

/**
 * The user's destinations: the first ones as pills that can be removed, the others counted in one
 * "+n" pill.
 */
export function UserDestinationsField({
  form,
  options,
  error,
}: {
  form: ReturnType<typeof useUserModal>['form'];
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <MultiSelect
      label={t('USERS.DESTINATIONS')}
      placeholder={values.destinations.length === 0 ? t('USERS.DESTINATIONS_PLACEHOLDER') : undefined}
      data={options}
      {...bindField(form, 'destinations')}
      searchable
      clearable
      hidePickedOptions={false}
      nothingFoundMessage={t('USERS.NO_SITE')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
      error={error}
      renderPill={({ option, value, onRemove }) => {
        // `option` is undefined for a value missing from the options: never read it blindly.
        const index = values.destinations.indexOf(String(value));
        if (index < shownDestinations) {
          return (
            <Pill withRemoveButton onRemove={onRemove} data-testid="user-destination-pill">
              {option?.label ?? value}
            </Pill>
          );
        }
        if (index === shownDestinations) {
          return (
            <Pill data-testid="user-destination-more">
              {t('USERS.MORE_DESTINATIONS', {
                number: values.destinations.length - shownDestinations,
              })}
            </Pill>
          );
        }
        return null;
      }}
      data-testid="user-destinations"
    />
  );
}

import { CloseButton, Combobox, InputBase, Loader, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryPageSize, fetchCountryPage } from '@/modules/reference/api/reference-api.ts';
import { countryKeys } from '@/shared/data/keys/reference-keys.ts';
import { countryName } from '@/ui/country-name.ts';
import type { CountryRef } from '../../form/country-ref.ts';
import { matchingCountryCodes, maxSearchCodes } from '../../form/country-search.ts';

export interface CountrySelectProps {
  value: CountryRef | null;
  onChange: (country: CountryRef | null) => void;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  testId: string;
}

/**
 * The country autocomplete (back-office spec §2 and §9): active countries, priority countries
 * first, named in the interface language; the next page loads when the list is scrolled to its end.
 */
export function CountrySelect({ value, onChange, label, placeholder, error, testId }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const isOpen = combobox.dropdownOpened;
  const codes = useMemo(() => matchingCountryCodes(debounced, language), [debounced, language]);
  const filter =
    codes.length > 0 && codes.length <= maxSearchCodes ? { codes } : { name: debounced.trim() || undefined };

  const query = useInfiniteQuery({
    queryKey: countryKeys.list({ search: debounced.trim(), language, paged: true }),
    queryFn: ({ pageParam, signal }) => fetchCountryPage(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * countryPageSize < last['hydra:totalItems'] ? pages.length + 1 : undefined,
    enabled: isOpen,
    staleTime: 10 * 60_000,
  });
  const countries = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page['hydra:member']),
    [query.data],
  );

  const handleBottom = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const handleSubmit = (countryIri: string) => {
    const chosen = countries.find((country) => country['@id'] === countryIri);
    if (chosen) onChange({ '@id': chosen['@id'], name: chosen.name, codeIso31662: chosen.codeIso31662 });
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} withinPortal>
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder={
            isOpen && value
              ? countryName(value, language)
              : (placeholder ?? t('CUSTOMERS.COUNTRY_PLACEHOLDER'))
          }
          error={error}
          value={isOpen ? search : value ? countryName(value, language) : ''}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            value && !isOpen ? (
              <CloseButton
                size="sm"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChange(null)}
                aria-label={t('CUSTOMERS.CLEAR_COUNTRY')}
                data-testid={`${testId}-clear`}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value && !isOpen ? 'all' : 'none'}
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={220} type="scroll" onBottomReached={handleBottom}>
            {countries.map((country) => (
              <Combobox.Option
                key={country['@id']}
                value={country['@id']}
                active={country['@id'] === value?.['@id']}
                data-testid={`${testId}-option-${country.codeIso31662}`}
              >
                {countryName(country, language)}
              </Combobox.Option>
            ))}
            {query.isFetching ? (
              <Combobox.Empty>
                <Loader size="xs" />
              </Combobox.Empty>
            ) : countries.length === 0 ? (
              <Combobox.Empty>
                <Text size="sm" c="dimmed">
                  {t('CUSTOMERS.NO_COUNTRY_FOUND')}
                </Text>
              </Combobox.Empty>
            ) : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

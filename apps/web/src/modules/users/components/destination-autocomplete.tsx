import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSitePage, sitePageSize } from '@/modules/sites/api/sites-api.ts';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';

export interface SiteChoice {
  id: number;
  name: string;
}

/** Height of one option and of the visible list: only the rows in view (and a few more) are drawn. */
export const optionHeight = 34;
const listHeight = 238;
const overscan = 4;

/** The rows to draw for a scroll position: [first, last) indexes and the spacer above them. */
export const visibleWindow = (scrollTop: number, count: number) => {
  const first = Math.max(0, Math.floor(scrollTop / optionHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + listHeight) / optionHeight) + overscan);
  return { first, last, offset: first * optionHeight };
};

/**
 * The destinations filter of the user list: an autocomplete over the sites the user sees, paged by
 * the server (30 at a time, more loaded at the end of the list) and drawn with a virtual scroll.
 */
export function DestinationAutocomplete({
  value,
  onChange,
  label,
  testId = 'destination-autocomplete',
}: {
  value: SiteChoice | null;
  onChange: (site: SiteChoice | null) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  // The text follows a value changed from outside (the list's filters reset, or read from its URL).
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    setSearch(value?.name ?? '');
  }
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [scrollTop, setScrollTop] = useState(0);
  const term = value && search === value.name ? '' : debounced;

  const query = useInfiniteQuery({
    queryKey: siteKeys.list({ name: term, paged: true }),
    queryFn: ({ pageParam, signal }) => fetchSitePage(term, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * sitePageSize < last['hydra:totalItems'] ? pages.length + 1 : undefined,
    enabled: combobox.dropdownOpened,
    staleTime: 60_000,
  });
  const sites = query.data?.pages.flatMap((page) => page['hydra:member']) ?? [];
  const total = query.data?.pages[0]?.['hydra:totalItems'] ?? 0;
  const { first, last, offset } = visibleWindow(scrollTop, sites.length);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    setScrollTop(target.scrollTop);
    const nearEnd = target.scrollTop + target.clientHeight >= target.scrollHeight - optionHeight * 2;
    if (nearEnd && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(id) => {
        const site = sites.find((candidate) => String(candidate.id) === id);
        if (site) {
          onChange({ id: site.id, name: site.name });
          setShownId(site.id);
          setSearch(site.name);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={t('USERS.DESTINATION_SEARCH')}
          leftSection={<IconMapPin size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setScrollTop(0);
            setShownId(null);
            if (value) onChange(null);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (!value) setSearch('');
          }}
          rightSection={
            query.isFetching && combobox.dropdownOpened ? (
              <Loader size={14} />
            ) : value || search ? (
              <CloseButton
                size="sm"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setSearch('');
                  onChange(null);
                }}
                aria-label={t('USERS.CLEAR')}
              />
            ) : null
          }
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <div
            style={{ maxHeight: listHeight, overflowY: 'auto' }}
            onScroll={handleScroll}
            data-testid={`${testId}-list`}
          >
            {sites.length === 0 ? (
              <Combobox.Empty>{query.isPending ? t('LOADING') : t('USERS.NO_SITE')}</Combobox.Empty>
            ) : (
              <div style={{ height: sites.length * optionHeight, position: 'relative' }}>
                <div style={{ transform: `translateY(${offset}px)` }}>
                  {sites.slice(first, last).map((site) => (
                    <Combobox.Option
                      key={site.id}
                      value={String(site.id)}
                      active={value?.id === site.id}
                      style={{ height: optionHeight, display: 'flex', alignItems: 'center' }}
                      data-testid={`${testId}-option`}
                    >
                      <Text size="sm" truncate>
                        {site.name}
                      </Text>
                    </Combobox.Option>
                  ))}
                </div>
              </div>
            )}
          </div>
          {total > 0 ? (
            <Text size="xs" c="dimmed" px="xs" pt={4}>
              {t('USERS.SITES_COUNT', { shown: sites.length, total })}
            </Text>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

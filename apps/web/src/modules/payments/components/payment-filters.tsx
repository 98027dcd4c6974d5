import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllSites } from '@/modules/sites/hooks/use-all-sites.ts';
import type { FilterValue, GridFilterKinds, GridFilters } from '@/ui/data-grid/grid-types.ts';
import { useCashDesks, usePaymentMethods } from '../hooks/use-payment-options.ts';

/**
 * The payment list's filters that no column header holds (back-office spec "Finance lists"): the
 * site, its cash desks (the stay system's, once a site is chosen) and the payment method, by id.
 * They are the grid's own filters (its state, in the page URL), so the grid's reset clears them.
 */
export const paymentPanelFilterKinds: GridFilterKinds = {
  site: 'number',
  cashDesk: 'number',
  paymentMethod: 'number',
};

const filterValue = (filters: GridFilters, key: string): string | null => {
  const filter = filters[key];
  return filter?.kind === 'number' && filter.value !== '' ? filter.value : null;
};

export function PaymentFilters({
  filters,
  onChange,
}: {
  filters: GridFilters;
  onChange: (filters: GridFilters) => void;
}) {
  const { t } = useTranslation();
  const sites = useAllSites();
  const site = filterValue(filters, 'site');
  const desks = useCashDesks(site === null ? null : Number(site));
  const methods = usePaymentMethods();

  const set = (changes: Record<string, string | null>) => {
    const next: Record<string, FilterValue> = { ...filters };
    for (const [key, value] of Object.entries(changes)) {
      if (value) next[key] = { kind: 'number', value };
      else delete next[key];
    }
    onChange(next);
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        w={200}
        placeholder={t('PAYMENTS.FILTER_SITE')}
        aria-label={t('PAYMENTS.FILTER_SITE')}
        data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={site}
        // Another site's cash desks do not apply: the cash desk goes with the site.
        onChange={(value) => set({ site: value, cashDesk: null })}
        clearable
        searchable
        data-testid="payments-filter-site"
      />
      <Select
        size="xs"
        w={230}
        placeholder={t(site === null ? 'PAYMENTS.FILTER_CASH_DESK_SITE_FIRST' : 'PAYMENTS.FILTER_CASH_DESK')}
        aria-label={t('PAYMENTS.FILTER_CASH_DESK')}
        data={(desks.data ?? []).map((desk) => ({ value: String(desk.id), label: desk.name }))}
        value={filterValue(filters, 'cashDesk')}
        onChange={(value) => set({ cashDesk: value })}
        disabled={site === null}
        clearable
        data-testid="payments-filter-cash-desk"
      />
      <Select
        size="xs"
        w={220}
        placeholder={t('PAYMENTS.FILTER_METHOD')}
        aria-label={t('PAYMENTS.FILTER_METHOD')}
        data={(methods.data ?? []).map((method) => ({ value: String(method.id), label: method.name }))}
        value={filterValue(filters, 'paymentMethod')}
        onChange={(value) => set({ paymentMethod: value })}
        clearable
        data-testid="payments-filter-method"
      />
    </Group>
  );
}

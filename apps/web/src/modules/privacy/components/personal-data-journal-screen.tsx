import { Alert, Anchor, Badge, Select, Text } from '@mantine/core';
import {
  type PersonalDataEventRead,
  type PersonalDataEventType,
  personalDataEventTypes,
} from '@velodesk/contract/api/privacy';
import { isAdministrator } from '@velodesk/contract/permissions';
import { privacyRoutes } from '@velodesk/contract/routes/privacy';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '@/i18n/text-key.ts';
import { personalDataEventKeys } from '@/shared/data/keys/privacy-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { ColumnFilter, GridColumn } from '@/ui/data-grid/grid-types.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import { formatDateTime, formatDay } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { useUserOptions } from '../api/users-options.ts';

const typeKeys: Record<PersonalDataEventType, TextKey> = {
  personal_data_export: 'PRIVACY.JOURNAL.TYPE_PERSONAL_DATA_EXPORT',
  identity_reveal: 'PRIVACY.JOURNAL.TYPE_IDENTITY_REVEAL',
  customer_anonymised: 'PRIVACY.JOURNAL.TYPE_CUSTOMER_ANONYMISED',
  customer_erased: 'PRIVACY.JOURNAL.TYPE_CUSTOMER_ERASED',
  retention_run: 'PRIVACY.JOURNAL.TYPE_RETENTION_RUN',
  accounting_export: 'PRIVACY.JOURNAL.TYPE_ACCOUNTING_EXPORT',
};

const typeColors: Record<PersonalDataEventType, string> = {
  personal_data_export: 'blue',
  identity_reveal: 'orange',
  customer_anonymised: 'gray',
  customer_erased: 'red',
  retention_run: 'teal',
  accounting_export: 'grape',
};

const typeFilter: ColumnFilter = {
  kind: 'list',
  options: personalDataEventTypes.map((type) => ({ value: type, labelKey: typeKeys[type] })),
};

/** The user filter is the screen's own field (a select of the users), not a column's popover. */
const userFilter = 'user.id';
const defaultSort = { column: 'occurredAt', direction: 'desc' } as const;

const scopeKeys = {
  customerId: 'PRIVACY.JOURNAL.SCOPE_KEYS.customerId',
  contactId: 'PRIVACY.JOURNAL.SCOPE_KEYS.contactId',
  reason: 'PRIVACY.JOURNAL.SCOPE_KEYS.reason',
  keptInvoices: 'PRIVACY.JOURNAL.SCOPE_KEYS.keptInvoices',
  format: 'PRIVACY.JOURNAL.SCOPE_KEYS.format',
  by: 'PRIVACY.JOURNAL.SCOPE_KEYS.by',
  anonymiseYears: 'PRIVACY.JOURNAL.SCOPE_KEYS.anonymiseYears',
  trigger: 'PRIVACY.JOURNAL.SCOPE_KEYS.trigger',
  obscured: 'PRIVACY.JOURNAL.SCOPE_KEYS.obscured',
  anonymised: 'PRIVACY.JOURNAL.SCOPE_KEYS.anonymised',
  kept: 'PRIVACY.JOURNAL.SCOPE_KEYS.kept',
  kind: 'PRIVACY.JOURNAL.SCOPE_KEYS.kind',
  period: 'PRIVACY.JOURNAL.SCOPE_KEYS.period',
  sites: 'PRIVACY.JOURNAL.SCOPE_KEYS.sites',
} as const satisfies Record<string, TextKey>;

const isScopeKey = (key: string): key is keyof typeof scopeKeys => key in scopeKeys;

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') {
    const range = value as { startDate?: unknown; endDate?: unknown };
    if (typeof range.startDate === 'string' && typeof range.endDate === 'string')
      return `${formatDay(range.startDate)} – ${formatDay(range.endDate)}`;
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * What an event was about: the customer (a link to their page), then the scope's other values with
 * their names in the user's language; the lists of ids (a retention run's) only in the tooltip.
 */
function ScopeCell({ scope }: { scope: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { customerId, ...rest } = scope;
  const others = Object.entries(rest)
    .filter(([key]) => !key.endsWith('Ids'))
    .map(([key, value]) => `${isScopeKey(key) ? t(scopeKeys[key]) : key}: ${shown(value)}`);
  return (
    <Text size="sm" truncate="end" title={JSON.stringify(scope)}>
      {typeof customerId === 'number' ? (
        <Anchor
          component={Link}
          to={`/customers-details/${customerId}`}
          size="sm"
          mr={6}
          data-testid={`journal-customer-${customerId}`}
        >
          {t('PRIVACY.JOURNAL.SCOPE_KEYS.customerId')} #{customerId}
        </Anchor>
      ) : null}
      {others.join(' · ')}
    </Text>
  );
}

/**
 * Who read or exported what (issue 26), for administrators: each customer export, identity-number
 * reveal, anonymisation, erasure, retention run and accounting export, with its user, time and
 * scope, newest first, filtered by user, kind and date. The API refuses anyone else.
 */
export function PersonalDataJournalScreen() {
  const { t } = useTranslation();
  const grants = useGrants();
  const isAdmin = grants !== null && isAdministrator(grants);
  const users = useUserOptions(isAdmin);
  const columns = useMemo(
    (): GridColumn<PersonalDataEventRead>[] => [
      {
        id: 'occurredAt',
        headerKey: 'PRIVACY.JOURNAL.OCCURRED_AT',
        width: 170,
        filter: { kind: 'date' },
        cell: (event) => formatDateTime(event.occurredAt),
      },
      {
        id: 'eventType',
        headerKey: 'PRIVACY.JOURNAL.KIND',
        width: 300,
        sortable: false,
        filter: typeFilter,
        cell: (event) => (
          <Badge variant="light" color={typeColors[event.eventType]} size="sm" data-testid="journal-kind">
            {t(typeKeys[event.eventType])}
          </Badge>
        ),
      },
      {
        id: 'user.username',
        headerKey: 'PRIVACY.JOURNAL.USER',
        width: 170,
        sortable: false,
        cell: (event) =>
          event.user ? (event.user.username ?? `#${event.user.id}`) : t('PRIVACY.JOURNAL.SERVER'),
      },
      {
        id: 'scope',
        headerKey: 'PRIVACY.JOURNAL.SCOPE',
        sortable: false,
        cell: (event) => <ScopeCell scope={event.scope} />,
      },
    ],
    [t],
  );
  const shape = gridStateShape(columns, { extraFilters: { [userFilter]: 'number' }, defaultSort });
  const [state, setState] = useUrlGridState(shape);
  const chosenUser = state.filters[userFilter];
  const userValue = chosenUser?.kind === 'number' && chosenUser.value !== '' ? chosenUser.value : null;
  const chooseUser = (value: string | null) => {
    const { [userFilter]: _dropped, ...others } = state.filters;
    setState({
      ...state,
      page: 1,
      filters: value ? { ...others, [userFilter]: { kind: 'number', value } } : others,
    });
  };

  if (grants && !isAdministrator(grants))
    return (
      <>
        <PageHeader title={t('PRIVACY.JOURNAL.TITLE')} />
        <Alert color="yellow" data-testid="personal-data-journal-admin-only">
          {t('PRIVACY.JOURNAL.ADMIN_ONLY')}
        </Alert>
      </>
    );
  return (
    <>
      <PageHeader title={t('PRIVACY.JOURNAL.TITLE')} subtitle={t('PRIVACY.JOURNAL.SUBTITLE')} />
      <DataGrid
        route={privacyRoutes['GET /personal_data_events']}
        queryKey={personalDataEventKeys.lists()}
        columns={columns}
        rowKey={(event) => event.id}
        defaultSort={defaultSort}
        state={state}
        onStateChange={setState}
        extraFilters={shape.kinds}
        emptyKey="PRIVACY.JOURNAL.EMPTY"
        toolbar={
          <Select
            size="xs"
            w={260}
            placeholder={t('PRIVACY.JOURNAL.ALL_USERS')}
            aria-label={t('PRIVACY.JOURNAL.USER')}
            data={users.data ?? []}
            value={userValue}
            onChange={chooseUser}
            searchable
            clearable
            data-testid="journal-user-filter"
          />
        }
        testId="personal-data-events-grid"
      />
    </>
  );
}

import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDay } from '@/ui/format.ts';
import {
  civilityLabel,
  countryLabel,
  customerDisplayName,
  languageLabel,
  orDash,
  phonesText,
} from '../../customer-format.ts';
import { type CustomerKind, customerKindOf, customerPaths } from '../../customer-paths.ts';
import { useCustomer } from '../../hooks/use-customer.ts';
import { CustomerCard } from '../details/customer-details-frame.tsx';
import { CustomerPageState } from '../details/customer-page-state.tsx';
import { type DetailItem, DetailList } from '../details/detail-list.tsx';
import { FidelityBadge } from '../details/fidelity-badge.tsx';
import { CustomersLayout } from '../layout/customers-layout.tsx';

/**
 * A customer's rentals (spec §2): who the customer is, their comments, and the rentals grid. The
 * grid is the rentals module's (`rentals`, given by the page): customers never import rentals,
 * which import the customer picker (docs/decisions/web-layers.md).
 */
export function CustomerRentalsScreen({
  id,
  kind,
  rentals,
}: {
  id: number;
  kind: CustomerKind;
  rentals: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useCustomer(id);
  const customer = query.data;
  if (customer && customerKindOf(customer) !== kind) {
    return <Navigate to={customerPaths.rentals(customerKindOf(customer), id)} replace />;
  }
  const pageTitle = kind === 'company' ? t('PAGES.COMPANY_RENTALS') : t('PAGES.CUSTOMER_RENTALS');

  const items: DetailItem[] = customer
    ? [
        { key: 'civility', label: t('CUSTOMERS.CIVILITY'), value: civilityLabel(customer.civility, t) },
        {
          key: 'name',
          label: t('CUSTOMERS.NAME'),
          value: (
            <Group gap="xs">
              {customerDisplayName(customer)}
              <FidelityBadge level={customer.fidelity.level} />
            </Group>
          ),
        },
        { key: 'email', label: t('CUSTOMERS.EMAIL'), value: orDash(customer.email?.email) },
        {
          key: 'birth-date',
          label: t('CUSTOMERS.BIRTH_DATE'),
          value: formatDay(customer.contacts[0]?.birthDate ?? customer.birthDate),
        },
        { key: 'phones', label: t('CUSTOMERS.PHONES'), value: phonesText(customer.phones) },
        {
          key: 'language',
          label: t('CUSTOMERS.LANGUAGE'),
          value: languageLabel(customer.language, language),
        },
        { key: 'country', label: t('CUSTOMERS.COUNTRY'), value: countryLabel(customer.country, language) },
        { key: 'city', label: t('CUSTOMERS.CITY'), value: orDash(customer.city) },
        { key: 'address', label: t('CUSTOMERS.ADDRESS'), value: orDash(customer.address) },
        { key: 'complement', label: t('CUSTOMERS.COMPLEMENT'), value: orDash(customer.complement) },
      ]
    : [];

  return (
    <CustomersLayout
      kind={kind}
      customerId={id}
      title={customer ? customerDisplayName(customer) : pageTitle}
      crumb={pageTitle}
    >
      {customer ? (
        <Stack gap="lg">
          <CustomerCard
            customer={customer}
            testId="customer-summary"
            heading={
              <Title order={4} fw={600}>
                {t('CUSTOMERS.INFORMATION')}
              </Title>
            }
          >
            <DetailList items={items} />
          </CustomerCard>
          <Stack gap="xs">
            <Title order={4} fw={600}>
              {t('CUSTOMERS.RENTALS')}
            </Title>
            {rentals}
          </Stack>
        </Stack>
      ) : (
        <CustomerPageState isLoading={query.isPending && query.fetchStatus !== 'idle'} error={query.error} />
      )}
    </CustomersLayout>
  );
}

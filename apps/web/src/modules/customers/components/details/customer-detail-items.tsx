import { Group } from '@mantine/core';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { countryLabel, customerTypeLabel, languageLabel, orDash } from '../../customer-format.ts';
import type { DetailItem } from './detail-list.tsx';
import { FidelityBadge } from './fidelity-badge.tsx';

/**
 * The read-only items an individual's and a company's details share: the type, the name that
 * carries the fidelity badge, the e-mail, the address (country, city, street, complement) and the
 * language.
 */
export const useCustomerDetailItems = (customer: CustomerDetail) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    type: { key: 'type', label: t('CUSTOMERS.TYPE'), value: customerTypeLabel(customer, t) },
    withFidelity: (key: string, label: string, name: string | null | undefined): DetailItem => ({
      key,
      label,
      value: (
        <Group gap="xs">
          {orDash(name)}
          <FidelityBadge level={customer.fidelity.level} />
        </Group>
      ),
    }),
    email: { key: 'email', label: t('CUSTOMERS.EMAIL'), value: orDash(customer.email?.email) },
    address: [
      { key: 'country', label: t('CUSTOMERS.COUNTRY'), value: countryLabel(customer.country, language) },
      { key: 'city', label: t('CUSTOMERS.CITY'), value: orDash(customer.city) },
      { key: 'address', label: t('CUSTOMERS.ADDRESS'), value: orDash(customer.address) },
      { key: 'complement', label: t('CUSTOMERS.COMPLEMENT'), value: orDash(customer.complement) },
    ],
    language: {
      key: 'language',
      label: t('CUSTOMERS.LANGUAGE'),
      value: languageLabel(customer.language, language),
    },
  };
};

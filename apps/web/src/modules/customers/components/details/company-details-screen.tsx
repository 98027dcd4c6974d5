import { Badge, Group, Text } from '@mantine/core';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { formatPhone, orDash } from '../../customer-format.ts';
import { useCompanyForm } from '../../hooks/use-company-form.ts';
import { useUpdateCompany } from '../../hooks/use-customer-actions.ts';
import { ContactsTable } from '../contacts/contacts-table.tsx';
import { CompanyFields } from '../fields/company-fields.tsx';
import { useCustomerDetailItems } from './customer-detail-items.tsx';
import { CustomerDetailsFrame, DetailsEditForm } from './customer-details-frame.tsx';
import { type DetailItem, DetailList } from './detail-list.tsx';

function CompanyRead({ company }: { company: CustomerDetail }) {
  const { t } = useTranslation();
  const shared = useCustomerDetailItems(company);
  const items: DetailItem[] = [
    shared.type,
    shared.withFidelity('name', t('CUSTOMERS.COMPANY_NAME'), company.name),
    shared.email,
    ...shared.address,
    {
      key: 'trade-register',
      label: t('CUSTOMERS.TRADE_REGISTER'),
      value: orDash(company.tradeCompanyRegister),
    },
    { key: 'vat-number', label: t('CUSTOMERS.VAT_NUMBER'), value: orDash(company.tvaIntracom) },
    shared.language,
    {
      key: 'phones',
      label: t('CUSTOMERS.PHONES'),
      wide: true,
      value:
        company.phones.length === 0 ? (
          '-'
        ) : (
          <Group gap="xs">
            {company.phones.map((phone) => (
              <Badge key={phone.id} variant="default" size="lg" radius="sm" tt="none" fw={500}>
                {formatPhone(phone.number)}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
  return <DetailList items={items} />;
}

function CompanyEdit({ company, onDone }: { company: CustomerDetail; onDone: () => void }) {
  const state = useCompanyForm({ customer: company });
  const update = useUpdateCompany(company.id);
  return (
    <DetailsEditForm state={state} mutation={update} onDone={onDone}>
      <CompanyFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneChecks={state.phoneChecks}
        duplicateRows={state.duplicateRows}
        showCanvassing={company.huttosoft === null}
        testPrefix="details"
      />
    </DetailsEditForm>
  );
}

/** A company's details (spec §2): the company, its phones, comments and contacts. */
export function CompanyDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <CustomerDetailsFrame
      kind="company"
      id={id}
      title={(company) => orDash(company.name)}
      crumb={t('PAGES.COMPANY_DETAILS')}
      editHeading={t('CUSTOMERS.EDIT_COMPANY')}
      editHint={
        <Text size="xs" c="dimmed">
          {t('CUSTOMERS.PHONES_HINT')}
        </Text>
      }
      read={(company) => <CompanyRead company={company} />}
      edit={(company, onDone) => <CompanyEdit company={company} onDone={onDone} />}
      below={(company) => <ContactsTable company={company} />}
    />
  );
}

import { Badge } from '@mantine/core';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { IdentityNumberValue } from '@/modules/privacy/components/identity-number-value.tsx';
import { formatDay } from '@/ui/format.ts';
import { civilityLabel, customerDisplayName, formatPhone, orDash } from '../../customer-format.ts';
import { useUpdateIndividual } from '../../hooks/use-customer-actions.ts';
import { useIndividualForm } from '../../hooks/use-individual-form.ts';
import { IndividualFields } from '../fields/individual-fields.tsx';
import { useCustomerDetailItems } from './customer-detail-items.tsx';
import { CustomerDetailsFrame, DetailsEditForm } from './customer-details-frame.tsx';
import { type DetailItem, DetailList } from './detail-list.tsx';

function IndividualRead({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const shared = useCustomerDetailItems(customer);
  const items: DetailItem[] = [
    shared.type,
    { key: 'civility', label: t('CUSTOMERS.CIVILITY'), value: civilityLabel(customer.civility, t) },
    { key: 'firstname', label: t('CUSTOMERS.FIRSTNAME'), value: orDash(customer.name) },
    shared.withFidelity('lastname', t('CUSTOMERS.LASTNAME'), customer.lastname),
    shared.email,
    {
      key: 'phone',
      label: t('CUSTOMERS.PHONE'),
      value: customer.phoneNumber ? formatPhone(customer.phoneNumber.number) : '-',
    },
    ...shared.address,
    { key: 'birth-date', label: t('CUSTOMERS.BIRTH_DATE'), value: formatDay(customer.birthDate) },
    {
      key: 'identity-number',
      label: t('CUSTOMERS.IDENTITY_NUMBER'),
      value: (
        <IdentityNumberValue
          subject={{ kind: 'customer', id: customer.id }}
          masked={customer.identityNumber}
          isObscured={Boolean(customer.identityObscuredAt)}
        />
      ),
    },
    shared.language,
  ];
  if (customer.huttosoft === null) {
    items.push({
      key: 'canvassing',
      label: t('CUSTOMERS.CANVASSING'),
      value: customer.canvassing ? t('CUSTOMERS.YES') : t('CUSTOMERS.NO'),
    });
  } else {
    items.push({
      key: 'stay-client',
      label: t('CUSTOMERS.STAY_CLIENT'),
      value: (
        <Badge variant="light" color="blue">
          {customer.huttosoftCode ?? customer.huttosoft}
        </Badge>
      ),
    });
  }
  return <DetailList items={items} />;
}

function IndividualEdit({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const state = useIndividualForm({ customer, requireFirstname: true });
  const update = useUpdateIndividual(customer.id);
  return (
    <DetailsEditForm state={state} mutation={update} onDone={onDone}>
      <IndividualFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneCheck={state.phoneCheck}
        requireFirstname
        showCanvassing={customer.huttosoft === null}
        testPrefix="details"
      />
    </DetailsEditForm>
  );
}

/** An individual customer's details (spec §2), read-only or in edit mode, with its comments. */
export function IndividualDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <CustomerDetailsFrame
      kind="individual"
      id={id}
      title={customerDisplayName}
      crumb={t('PAGES.CUSTOMER_DETAILS')}
      editHeading={t('CUSTOMERS.EDIT_INDIVIDUAL')}
      read={(customer) => <IndividualRead customer={customer} />}
      edit={(customer, onDone) => <IndividualEdit customer={customer} onDone={onDone} />}
    />
  );
}

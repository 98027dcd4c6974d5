import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconMapPin } from '@tabler/icons-react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { withColon } from '@/ui/label-colon.ts';
import { countryLabel, customerDisplayName, customerTypeLabel, orDash } from '../../customer-format.ts';
import { DetailList } from '../details/detail-list.tsx';
import { FidelityBadge } from '../details/fidelity-badge.tsx';
import type { PickedStay } from './picked-stay.ts';

/** The chosen customer, read-only, with "change" and "validate" (spec "Customer selection modal"). */
export function SelectedCustomer({
  customer,
  stay,
  onChange,
  onValidate,
}: {
  customer: CustomerRead;
  stay: PickedStay | null;
  onChange: () => void;
  onValidate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="md" data-testid="picker-selected">
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Text fw={600} size="lg" data-testid="picker-selected-name">
                {customerDisplayName(customer)}
              </Text>
              <FidelityBadge level={customer.fidelity.level} />
            </Group>
            {stay?.emplacementName ? (
              <Badge variant="light" color="blue" leftSection={<IconMapPin size={12} />} tt="none">
                {withColon(t('CUSTOMERS.PLACE_NAME'), i18n.language)} {stay.emplacementName}
              </Badge>
            ) : null}
          </Group>
          <DetailList
            items={[
              { key: 'picked-type', label: t('CUSTOMERS.TYPE'), value: customerTypeLabel(customer, t) },
              { key: 'picked-email', label: t('CUSTOMERS.EMAIL'), value: orDash(customer.email?.email) },
              {
                key: 'picked-country',
                label: t('CUSTOMERS.COUNTRY'),
                value: countryLabel(customer.country, language),
              },
              { key: 'picked-city', label: t('CUSTOMERS.CITY'), value: orDash(customer.city) },
              { key: 'picked-address', label: t('CUSTOMERS.ADDRESS'), value: orDash(customer.address) },
              {
                key: 'picked-complement',
                label: t('CUSTOMERS.COMPLEMENT'),
                value: orDash(customer.complement),
              },
            ]}
          />
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onChange}
          data-testid="picker-change"
        >
          {t('CUSTOMERS.CHANGE_CUSTOMER')}
        </Button>
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          onClick={onValidate}
          data-testid="picker-validate"
        >
          {t('CUSTOMERS.VALIDATE')}
        </Button>
      </Group>
    </Stack>
  );
}

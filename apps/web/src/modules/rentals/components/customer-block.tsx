import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconSearch, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CustomerPickerModal,
  type PickedStay,
} from '@/modules/customers/components/customer-picker/customer-picker-modal.tsx';
import { countryName } from '@/ui/country-name.ts';
import type { RentalCustomer } from '../form/rental-form.ts';

export interface CustomerBlockProps {
  customer: RentalCustomer | null;
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
  onPick: (customer: CustomerRead, stay?: PickedStay) => void;
  onRemove?: () => void;
  readOnly?: boolean;
  /** The modal shows name, badge and stay; the page every detail. */
  detailed?: boolean;
  error?: string | undefined;
}

const fullName = (customer: RentalCustomer) =>
  [customer.name, customer.lastname].filter((part) => part && part.trim() !== '').join(' ');

/** The stay id, a link to the stay system when the stay has one. */
export function StayIdLink({ stayId, stayLink }: { stayId: string | null; stayLink: string | null }) {
  if (!stayId) return null;
  return stayLink ? (
    <Anchor href={stayLink} target="_blank" rel="noreferrer" data-testid="stay-link">
      {stayId}
    </Anchor>
  ) : (
    <Text span size="sm" data-testid="stay-id">
      {stayId}
    </Text>
  );
}

/**
 * The customer of a rental: name, EXPLORER badge (fidelity level above 0), stay link, and on the
 * page email, phones, country, stay id and emplacement; chosen with the customer picker (own
 * database or stay system).
 */
export function CustomerBlock({
  customer,
  stayId,
  stayLink,
  emplacementName,
  onPick,
  onRemove,
  readOnly = false,
  detailed = false,
  error,
}: CustomerBlockProps) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState(false);
  const line = (label: string, value: React.ReactNode, testId: string) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text size="sm" span data-testid={testId}>
        {value || '—'}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="rental-customer">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('RENTAL_EDIT.CUSTOMER.TITLE')}
          </Text>
          {customer ? (
            <Group gap="xs">
              <Text fw={600} data-testid="customer-name">
                {fullName(customer)}
              </Text>
              {customer.fidelityLevel > 0 ? (
                <Badge color="grape" variant="filled" size="sm" data-testid="explorer-badge">
                  {t('RENTAL_EDIT.CUSTOMER.EXPLORER')}
                </Badge>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c={error ? 'red' : 'dimmed'} data-testid="customer-none">
              {t('RENTAL_EDIT.CUSTOMER.NONE')}
            </Text>
          )}
          {customer && detailed ? (
            <>
              {line(t('RENTAL_EDIT.CUSTOMER.EMAIL'), customer.email, 'customer-email')}
              {line(t('RENTAL_EDIT.CUSTOMER.PHONES'), customer.phones.join(', '), 'customer-phones')}
              {line(
                t('RENTAL_EDIT.CUSTOMER.COUNTRY'),
                customer.country ? countryName(customer.country, i18n.language) : null,
                'customer-country',
              )}
              {line(t('RENTAL_EDIT.CUSTOMER.EMPLACEMENT'), emplacementName, 'customer-emplacement')}
            </>
          ) : null}
          {stayId
            ? line(
                t('RENTAL_EDIT.CUSTOMER.STAY_ID'),
                <StayIdLink stayId={stayId} stayLink={stayLink} />,
                'customer-stay',
              )
            : null}
          {error ? (
            <Text size="sm" c="red" data-testid="customer-error">
              {error}
            </Text>
          ) : null}
        </Stack>
        {readOnly ? null : (
          <Group gap={6} wrap="nowrap">
            {detailed ? (
              <Button
                variant="light"
                leftSection={<IconSearch size={16} />}
                onClick={() => setPicking(true)}
                data-testid="search-customer"
              >
                {t('RENTAL_EDIT.ACTIONS.SEARCH_CUSTOMER')}
              </Button>
            ) : (
              <Tooltip label={customer ? t('RENTAL_EDIT.CUSTOMER.CHANGE') : t('RENTAL_EDIT.CUSTOMER.CHOOSE')}>
                <ActionIcon
                  variant="light"
                  size="lg"
                  onClick={() => setPicking(true)}
                  aria-label={customer ? t('RENTAL_EDIT.CUSTOMER.CHANGE') : t('RENTAL_EDIT.CUSTOMER.CHOOSE')}
                  data-testid="choose-customer"
                >
                  <IconUserPlus size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {customer && onRemove ? (
              <Tooltip label={t('RENTAL_EDIT.CUSTOMER.REMOVE')}>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  onClick={onRemove}
                  aria-label={t('RENTAL_EDIT.CUSTOMER.REMOVE')}
                  data-testid="remove-customer"
                >
                  <IconUserMinus size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        )}
      </Group>
      <CustomerPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSelect={(picked, stay) => {
          setPicking(false);
          onPick(picked, stay);
        }}
      />
    </Paper>
  );
}

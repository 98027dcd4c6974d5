import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { formatPhone } from '@velodesk/contract/phones';
import { rentalActions } from '@velodesk/contract/rental-actions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DepositPanel } from '@/modules/deposits/components/deposit-panel.tsx';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { formatMoney, formatRentalDateTime } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { useRental } from '../hooks/use-rental.ts';
import { useRentalActions } from '../hooks/use-rental-actions.tsx';
import { factsOfRental } from '../rental-facts.ts';
import { orDash, rentalCustomerName } from '../rental-format.ts';
import { rentalTypeLabel } from '../rental-labels.ts';
import { RentalProductsTable } from './rental-products-table.tsx';
import { RentalRowActions } from './rental-row-actions.tsx';
import { RentalStateBadge } from './rental-state-badge.tsx';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The stay id: a link to the stay when the stay system gave one. */
function StayId({ rental }: { rental: RentalRead }) {
  if (!rental.stayId) return <>-</>;
  if (!rental.stayLink) return <>{rental.stayId}</>;
  return (
    <Anchor href={rental.stayLink} target="_blank" rel="noreferrer" size="sm" data-testid="rental-stay-link">
      <Group gap={4} wrap="nowrap">
        {rental.stayId}
        <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

function PricingBlock({ rental }: { rental: RentalRead }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-pricing">
      <Title order={4} fw={600} mb="sm">
        {t('RENTAL_DETAILS.PRICING')}
      </Title>
      <Table withTableBorder withColumnBorders fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.PRICING_TYPE')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-type">
              {rental.pricingType.description}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.DISCOUNT')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-discount">
              {rental.discount} %
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.AMOUNT_HT')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-ht">
              {money(rental.dutyFreeAmount)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.TAX')}</Table.Th>
            <Table.Td ta="right" data-testid="pricing-tax">
              {money(rental.taxAmount)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('RENTAL_DETAILS.AMOUNT_TTC')}</Table.Th>
            <Table.Td ta="right" fw={700} data-testid="pricing-ttc">
              {money(rental.allTaxesIncludedAmount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * The rental details (rentals spec "Rental details"): who rents (name, e-mail, phones), the stay
 * (its id a link when the stay system gave one) and emplacement, the period, the comments, the
 * products with their validate and replace actions, the prices, and the rental's own actions.
 */
export function RentalDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const grants = useGrants();
  const today = useSiteToday();
  const query = useRental(id);
  const actions = useRentalActions();
  const rental = query.data;
  const back = (
    <Anchor component={Link} to="/rentals" size="sm" data-testid="back-to-list">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('RENTAL_DETAILS.BACK')}
      </Group>
    </Anchor>
  );

  if (!rental) {
    return (
      <>
        <PageHeader title={t('RENTAL_DETAILS.TITLE', { id })} actions={back} />
        {query.error ? (
          <Paper withBorder p="lg" radius="md" data-testid="rental-load-error">
            <Text c="red">
              {isApiError(query.error) && query.error.status === 404
                ? t('RENTAL_DETAILS.NOT_FOUND', { id })
                : errorMessage(query.error, t)}
            </Text>
          </Paper>
        ) : (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        )}
      </>
    );
  }

  const available = grants ? rentalActions(factsOfRental(rental), grants, today) : [];
  return (
    <>
      <PageHeader
        title={t('RENTAL_DETAILS.TITLE', { id: rental.id })}
        subtitle={`${rentalTypeLabel(rental.rentalType, t)} · ${rental.site.name}`}
        actions={
          <Group gap="md">
            <RentalRowActions
              actions={available}
              onAction={(action) =>
                actions.request(action, { id: rental.id, rentalTypeId: rental.rentalType.id })
              }
              rental={{
                id: rental.id,
                rentalTypeId: rental.rentalType.id,
                stateId: rental.state.id,
                invoicingDisabled: rental.invoicingDisabled,
                siteId: rental.site.id,
              }}
            />
            {back}
          </Group>
        }
      />
      <Stack gap="md">
        <DepositPanel rental={rental} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Paper withBorder radius="md" p="md" data-testid="rental-customer">
            <Group justify="space-between" mb="sm">
              <Title order={4} fw={600}>
                {t('RENTAL_DETAILS.CUSTOMER')}
              </Title>
              {rental.customer.fidelity.level > 0 ? (
                <Badge color="yellow" variant="light">
                  EXPLORER
                </Badge>
              ) : null}
            </Group>
            <Stack gap={6}>
              <Field
                label={t('RENTAL_DETAILS.NAME')}
                value={rentalCustomerName(rental.customer)}
                testId="customer-name"
              />
              <Field
                label={t('RENTAL_DETAILS.EMAIL')}
                value={orDash(rental.customer.email)}
                testId="customer-email"
              />
              <Field
                label={t('RENTAL_DETAILS.PHONES')}
                value={
                  rental.customer.phones.length > 0
                    ? rental.customer.phones.map((p) => formatPhone(p)).join(', ')
                    : '-'
                }
                testId="customer-phones"
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="rental-stay">
            <Title order={4} fw={600} mb="sm">
              {t('RENTAL_DETAILS.RENTAL')}
            </Title>
            <Stack gap={6}>
              <Field
                label={t('RENTAL_DETAILS.STATE')}
                value={<RentalStateBadge state={rental.state} testId="rental-state" />}
                testId="rental-state-field"
              />
              <Field
                label={t('RENTAL_DETAILS.START')}
                value={formatRentalDateTime(rental.startDate)}
                testId="rental-start"
              />
              <Field
                label={t('RENTAL_DETAILS.END')}
                value={formatRentalDateTime(rental.endDate)}
                testId="rental-end"
              />
              <Field
                label={t('RENTAL_DETAILS.STAY_ID')}
                value={<StayId rental={rental} />}
                testId="rental-stay-id"
              />
              <Field
                label={t('RENTAL_DETAILS.EMPLACEMENT')}
                value={orDash(rental.emplacementName)}
                testId="rental-emplacement"
              />
            </Stack>
          </Paper>
          <PricingBlock rental={rental} />
        </SimpleGrid>
        <RentalProductsTable rental={rental} grants={grants} />
        <Paper withBorder radius="md" p="md" data-testid="rental-comments">
          <Title order={4} fw={600} mb="sm">
            {t('RENTAL_DETAILS.COMMENTS')}
          </Title>
          {rental.comments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('RENTAL_DETAILS.NO_COMMENTS')}
            </Text>
          ) : (
            <Stack gap={6}>
              {rental.comments.map((comment) => (
                <Text key={comment.id} size="sm" data-testid="rental-comment">
                  {comment.comment}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
      {actions.dialogs}
    </>
  );
}

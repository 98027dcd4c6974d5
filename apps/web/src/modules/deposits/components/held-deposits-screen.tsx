import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DepositForm, depositForms, type HeldDepositRead } from '@velodesk/contract/api/deposits';
import { toCents } from '@velodesk/contract/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { heldDepositKeys } from '@/shared/data/keys/deposits-keys.ts';
import { formatDateTime, formatEuros } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { fetchHeldDeposits } from '../api/deposits-api.ts';

export interface FormTotal {
  form: DepositForm;
  count: number;
  /** In cents, summed exactly. */
  cents: number;
}

/** What the drawer should hold per form (in the contract's order of forms), and the grand total. */
export const heldTotals = (held: readonly HeldDepositRead[]): { forms: FormTotal[]; cents: number } => {
  const byForm = new Map<DepositForm, FormTotal>();
  for (const deposit of held) {
    const form = deposit.form ?? 'cash';
    const total = byForm.get(form) ?? { form, count: 0, cents: 0 };
    total.count += 1;
    total.cents += toCents(deposit.amountTaken);
    byForm.set(form, total);
  }
  const forms = depositForms.flatMap((form) => {
    const total = byForm.get(form);
    return total ? [total] : [];
  });
  return { forms, cents: forms.reduce((sum, total) => sum + total.cents, 0) };
};

/**
 * The deposits a site holds now ("what should be in the drawer", issue 24): the current site's held
 * deposits from GET /deposits/held, each with its contract, customer, form and reference, amount,
 * who took it and when; above them, the totals per form (how many, how much) and the grand total.
 */
export function HeldDepositsScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (cents: number) => formatEuros(cents / 100, language);
  const { site, isLoaded } = useCurrentSite();
  const siteId = site?.id ?? null;
  const held = useQuery({
    queryKey: heldDepositKeys.list({ siteId }),
    queryFn: ({ signal }) => fetchHeldDeposits(siteId!, signal),
    enabled: siteId !== null,
    // The drawer changes with every contract that starts or closes: read it again on each visit.
    refetchOnMount: 'always',
  });
  const rows = held.data ?? [];
  const totals = useMemo(() => heldTotals(held.data ?? []), [held.data]);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('DEPOSITS.HELD.TITLE')}
        subtitle={site ? t('DEPOSITS.HELD.SUBTITLE', { site: site.name }) : undefined}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void held.refetch()}
            loading={held.isFetching}
            disabled={siteId === null}
            data-testid="held-deposits-refresh"
          >
            {t('DEPOSITS.HELD.REFRESH')}
          </Button>
        }
      />
      {isLoaded && siteId === null ? <Alert color="yellow">{t('DEPOSITS.HELD.NO_SITE')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="held-deposits-totals">
        <Paper withBorder radius="md" p="md" data-testid="held-total-all">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('DEPOSITS.HELD.TOTAL')}
          </Text>
          <Title order={3} fw={700}>
            {money(totals.cents)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('DEPOSITS.HELD.COUNT', { count: rows.length })}
          </Text>
        </Paper>
        {totals.forms.map((total) => (
          <Paper key={total.form} withBorder radius="md" p="md" data-testid={`held-total-${total.form}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(`DEPOSITS.FORMS.${total.form}`)}
            </Text>
            <Title order={3} fw={700}>
              {money(total.cents)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('DEPOSITS.HELD.COUNT', { count: total.count })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="held-deposits-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('DEPOSITS.HELD.RENTAL')}</Table.Th>
                <Table.Th>{t('DEPOSITS.HELD.CUSTOMER')}</Table.Th>
                <Table.Th>{t('DEPOSITS.FORM')}</Table.Th>
                <Table.Th>{t('DEPOSITS.HELD.REFERENCE')}</Table.Th>
                <Table.Th ta="right">{t('DEPOSITS.AMOUNT')}</Table.Th>
                <Table.Th>{t('DEPOSITS.HELD.TAKEN_AT')}</Table.Th>
                <Table.Th>{t('DEPOSITS.HELD.TAKEN_BY')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((deposit) => (
                <Table.Tr key={deposit.rental.id} data-testid={`held-deposit-${deposit.rental.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/rental-details/${deposit.rental.id}`} size="sm">
                      {t('DEPOSITS.HELD.CONTRACT', { id: deposit.rental.id })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{deposit.customerName}</Table.Td>
                  <Table.Td>{deposit.form ? t(`DEPOSITS.FORMS.${deposit.form}`) : ''}</Table.Td>
                  <Table.Td>
                    {deposit.reference ??
                      (deposit.documentKind
                        ? t(`DEPOSITS.DOCUMENT_KINDS.${deposit.documentKind as 'passport'}`)
                        : '')}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {money(toCents(deposit.amountTaken))}
                  </Table.Td>
                  <Table.Td>{deposit.takenAt ? formatDateTime(deposit.takenAt) : ''}</Table.Td>
                  <Table.Td>{deposit.takenBy ?? ''}</Table.Td>
                </Table.Tr>
              ))}
              {held.isSuccess && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Group justify="center" p="md">
                      <Text c="dimmed" size="sm">
                        {t('DEPOSITS.HELD.EMPTY')}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

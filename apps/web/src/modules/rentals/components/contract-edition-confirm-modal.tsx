import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../money.ts';

export interface ContractEdition {
  contractId: number;
  /** Before and after, as the screens show them. */
  period: { before: string; after: string };
  products: { before: number; after: number };
  allTaxesIncluded: { before: number; after: number | null };
}

/**
 * The contract edition confirmation: before a
 * contract's change is saved, what changes (period, products, amount incl. tax) for the counter
 * to confirm.
 */
export function ContractEditionConfirmModal({
  edition,
  onConfirm,
  onCancel,
  isSaving,
}: {
  edition: ContractEdition | null;
  onConfirm: () => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '—' : formatEuros(amount, i18n.language));
  const row = (label: string, before: string, after: string, testId: string) => (
    <Table.Tr data-testid={testId} fw={before !== after ? 700 : undefined}>
      <Table.Th style={{ whiteSpace: 'nowrap' }}>{label}</Table.Th>
      <Table.Td>{before}</Table.Td>
      <Table.Td>{after}</Table.Td>
    </Table.Tr>
  );
  return (
    <Modal
      opened={edition !== null}
      onClose={onCancel}
      title={<Text fw={700}>{t('RENTAL_EDIT.EDITION.TITLE', { id: edition?.contractId ?? '' })}</Text>}
      size="lg"
      closeOnClickOutside={!isSaving}
      data-testid="contract-edition-modal"
    >
      {edition ? (
        <Stack gap="sm">
          <Text size="sm">{t('RENTAL_EDIT.EDITION.TEXT')}</Text>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('RENTAL_EDIT.EDITION.BEFORE')}</Table.Th>
                <Table.Th>{t('RENTAL_EDIT.EDITION.AFTER')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row(
                t('RENTAL_EDIT.EDITION.PERIOD'),
                edition.period.before,
                edition.period.after,
                'edition-period',
              )}
              {row(
                t('RENTAL_EDIT.EDITION.PRODUCTS'),
                String(edition.products.before),
                String(edition.products.after),
                'edition-products',
              )}
              {row(
                t('RENTAL_EDIT.PRICES.INCL_TAX'),
                money(edition.allTaxesIncluded.before),
                money(edition.allTaxesIncluded.after),
                'edition-amount',
              )}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={isSaving} data-testid="edition-cancel">
              {t('RENTAL_EDIT.ACTIONS.CANCEL')}
            </Button>
            <Button color="teal" onClick={onConfirm} loading={isSaving} data-testid="edition-confirm">
              {t('RENTAL_EDIT.EDITION.CONFIRM')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

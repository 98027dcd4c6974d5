import { Button, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import type { LedgerClosingRead } from '@velodesk/contract/api/invoicing';
import type { TFunction } from 'i18next';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatEuros, formatInvoiceDate } from '../invoice-format.ts';

/** What the columns' cells read and do: the language of the amounts, a closing's archive download. */
export interface LedgerColumnsContext {
  t: TFunction;
  language: string;
  archive: (closing: LedgerClosingRead) => void;
}

/** The ledger closings grid's columns (docs/decisions/ledger-chain.md). */
export const ledgerColumns = (context: LedgerColumnsContext): GridColumn<LedgerClosingRead>[] => [
  {
    id: 'kind',
    headerKey: 'LEDGER.KIND',
    width: 130,
    sortable: false,
    filter: {
      kind: 'list',
      options: [
        { value: 'day', labelKey: 'LEDGER.KIND_DAY' },
        { value: 'month', labelKey: 'LEDGER.KIND_MONTH' },
        { value: 'year', labelKey: 'LEDGER.KIND_YEAR' },
      ],
    },
    cell: (c) => context.t(`LEDGER.KIND_${c.kind.toUpperCase()}` as 'LEDGER.KIND_DAY'),
  },
  {
    id: 'day',
    headerKey: 'LEDGER.DAY',
    width: 190,
    cell: (c) =>
      c.kind === 'day'
        ? formatInvoiceDate(c.day)
        : `${formatInvoiceDate(c.periodStart)} – ${formatInvoiceDate(c.day)}`,
  },
  {
    id: 'company.corporateName',
    headerKey: 'LEDGER.COMPANY',
    sortable: false,
    cell: (c) => c.company.corporateName,
  },
  { id: 'sequence', headerKey: 'LEDGER.SEQUENCE', sortable: false, width: 70, cell: (c) => c.sequence },
  {
    // The short signature fingerprint, as printed on invoices and credit notes (and e-mailed).
    id: 'signatureFingerprint',
    headerKey: 'LEDGER.SIGNATURE',
    sortable: false,
    width: 110,
    cell: (c) => (
      <Text size="xs" ff="monospace" data-testid={`ledger-signature-${c.id}`}>
        {c.signatureFingerprint ?? '–'}
      </Text>
    ),
  },
  {
    id: 'periodRecords',
    headerKey: 'LEDGER.RECORDS',
    sortable: false,
    width: 100,
    align: 'right',
    cell: (c) => c.periodRecords,
  },
  ...(
    [
      ['periodInvoices', 'LEDGER.PERIOD_INVOICES'],
      ['periodCreditNotes', 'LEDGER.PERIOD_CREDIT_NOTES'],
      ['periodPayments', 'LEDGER.PERIOD_PAYMENTS'],
      ['perpetualInvoices', 'LEDGER.PERPETUAL_INVOICES'],
      ['perpetualCreditNotes', 'LEDGER.PERPETUAL_CREDIT_NOTES'],
      ['perpetualPayments', 'LEDGER.PERPETUAL_PAYMENTS'],
    ] as const
  ).map(
    ([field, headerKey]): GridColumn<LedgerClosingRead> => ({
      id: field,
      headerKey,
      sortable: false,
      align: 'right',
      cell: (c) => formatEuros(c[field], context.language),
    }),
  ),
  {
    id: 'hash',
    headerKey: 'LEDGER.HASH',
    sortable: false,
    width: 100,
    cell: (c) => (
      <Text size="xs" ff="monospace" title={c.hash}>
        {c.hash.slice(0, 8)}
      </Text>
    ),
  },
  {
    id: 'archive',
    headerKey: 'LEDGER.ARCHIVE',
    sortable: false,
    width: 110,
    cell: (c) => (
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconArchive size={14} />}
        onClick={() => context.archive(c)}
        data-testid={`ledger-archive-${c.id}`}
      >
        {context.t('LEDGER.ARCHIVE')}
      </Button>
    ),
  },
];

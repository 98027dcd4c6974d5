import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconReceiptOff } from '@tabler/icons-react';
import { type InvoiceRead, InvoiceStatus, InvoiceType } from '@velodesk/contract/api/invoicing';
import { idFromIri } from '@velodesk/contract/hydra';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { generateInvoicePdf } from '../api/invoices-api.ts';
import type { useOpenDocument } from '../hooks/use-open-document.ts';
import { formatInvoiceDate, invoiceStatusLooks, invoiceTypeLabelKeys } from '../invoice-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const typeFilter = {
  kind: 'list',
  options: [
    { value: String(InvoiceType.invoice), labelKey: 'INVOICES.TYPE_INVOICE' },
    { value: String(InvoiceType.creditNote), labelKey: 'INVOICES.TYPE_CREDIT_NOTE' },
  ],
} as const;

const statusFilter = {
  kind: 'list',
  options: Object.values(InvoiceStatus).map((id) => ({
    value: String(id),
    labelKey: invoiceStatusLooks[id]?.labelKey ?? 'INVOICES.STATUS_NEW',
  })),
} as const;

/** What the columns' cells do: open an invoice's PDF, ask to cancel it by a credit note. */
export interface InvoiceColumnsContext {
  t: TFunction;
  openingId: number | null;
  openDocument: ReturnType<typeof useOpenDocument>['open'];
  confirmCancel: (invoice: InvoiceRead) => void;
}

/** The invoice list's columns (rentals spec "Invoice list"). */
export const invoiceColumns = (context: InvoiceColumnsContext): GridColumn<InvoiceRead>[] => [
  { id: 'id', headerKey: 'INVOICES.ID', cell: (i) => i.id, filter: { kind: 'number' }, width: 70 },
  {
    id: 'number',
    headerKey: 'INVOICES.NUMBER',
    filter: { kind: 'text' },
    width: 140,
    cell: (i) => (
      <Text size="sm" ff="monospace" data-testid={`invoice-number-${i.id}`}>
        {i.number}
      </Text>
    ),
  },
  {
    id: 'rental.id',
    headerKey: 'INVOICES.RENTAL',
    sortable: false,
    filter: { kind: 'number' },
    width: 100,
    cell: (i) => (
      <Anchor component={Link} to={`/rental-details/${i.rental.id}`} size="sm">
        #{i.rental.id}
      </Anchor>
    ),
  },
  { id: 'customer.name', headerKey: 'INVOICES.CUSTOMER', sortable: false, cell: (i) => i.customer.name },
  {
    id: 'invoiceDate',
    headerKey: 'INVOICES.DATE',
    filter: { kind: 'date' },
    width: 130,
    cell: (i) => formatInvoiceDate(i.invoiceDate),
  },
  {
    id: 'invoicingCompany.corporateName',
    headerKey: 'INVOICES.COMPANY',
    sortable: false,
    cell: (i) => i.invoicingCompany.corporateName,
  },
  {
    id: 'invoiceType.id',
    headerKey: 'INVOICES.TYPE',
    sortable: false,
    filter: typeFilter,
    width: 130,
    cell: (i) => {
      const key = invoiceTypeLabelKeys[i.invoiceType.id];
      return <span data-testid={`invoice-type-${i.id}`}>{key ? context.t(key) : i.invoiceType.type}</span>;
    },
  },
  {
    id: 'invoiceStatus.id',
    headerKey: 'INVOICES.STATUS',
    sortable: false,
    filter: statusFilter,
    width: 210,
    cell: (i) => (
      <Stack gap={2} align="flex-start">
        <InvoiceStatusBadge invoice={i} />
        {i.invoiceStatus.id === InvoiceStatus.cancelled && i.creditNote ? (
          <Text size="xs" c="red" data-testid={`invoice-cancelled-${i.id}`}>
            {context.t('INVOICES.CANCELLED_BY', { id: idFromIri(i.creditNote) })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'relatedInvoiceNumber',
    headerKey: 'INVOICES.RELATED',
    sortable: false,
    width: 140,
    cell: (i) => (
      <Text size="sm" ff="monospace" data-testid={`invoice-related-${i.id}`}>
        {i.relatedInvoiceNumber ?? ''}
      </Text>
    ),
  },
  {
    id: 'actions',
    headerKey: 'INVOICES.ACTIONS',
    sortable: false,
    align: 'right',
    width: 90,
    cell: (i) => (
      <Group gap={2} wrap="nowrap" justify="flex-end">
        <Tooltip label={context.t('INVOICES.SHOW_PDF')}>
          <ActionIcon
            variant="subtle"
            aria-label={context.t('INVOICES.SHOW_PDF')}
            loading={context.openingId === i.id}
            onClick={() =>
              context.openDocument(i.id, `${i.number}.pdf`, async () => (await generateInvoicePdf(i.id)).file)
            }
            data-testid={`invoice-pdf-${i.id}`}
          >
            <IconFileTypePdf size={18} />
          </ActionIcon>
        </Tooltip>
        {i.cancellable ? (
          <Tooltip label={context.t('INVOICES.CANCEL')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={context.t('INVOICES.CANCEL')}
              onClick={() => context.confirmCancel(i)}
              data-testid={`invoice-cancel-${i.id}`}
            >
              <IconReceiptOff size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    ),
  },
];

import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconReceiptOff } from '@tabler/icons-react';
import { type InvoiceRead, InvoiceStatus, InvoiceType, invoiceRead } from '@velodesk/contract/api/invoicing';
import { idFromIri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceKeys } from '@/shared/data/keys/invoices-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifyInfo, notifySuccess } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { generateInvoicePdf } from '../api/invoices-api.ts';
import { useCreateCreditNote } from '../hooks/use-invoice-writes.ts';
import { useOpenDocument } from '../hooks/use-open-document.ts';
import {
  formatEuros,
  formatInvoiceDate,
  invoiceStatusLooks,
  invoiceTypeLabelKeys,
} from '../invoice-format.ts';
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

/**
 * The invoice list (rentals spec "Invoice list", back-office spec "Finance lists"): id, number,
 * rental (a link to its details), customer, date, invoicing company, type, coloured status, the
 * invoice a credit note cancels, the amount, and the actions: the PDF (made on first demand) and
 * the cancellation by a credit note, after a confirmation, where the API says it applies.
 */
export function InvoiceListScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [confirming, setConfirming] = useState<InvoiceRead | null>(null);
  const documents = useOpenDocument('INVOICES.PDF_ERROR');
  const { open: openDocument, openingId } = documents;
  const cancel = useCreateCreditNote({
    onSuccess: (creditNote) => {
      setConfirming(null);
      notifySuccess(t('INVOICES.CANCEL_SUCCESS', { number: creditNote.number }));
    },
    onError: (error) => {
      setConfirming(null);
      // The spec: the server's message, or RENTALS.ALREADY_INVOICED_ERROR when it gives none.
      notifyError(errorMessage(error, t, 'RENTALS.ALREADY_INVOICED_ERROR'));
    },
  });

  const columns = useMemo(
    (): GridColumn<InvoiceRead>[] => [
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
          return <span data-testid={`invoice-type-${i.id}`}>{key ? t(key) : i.invoiceType.type}</span>;
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
                {t('INVOICES.CANCELLED_BY', { id: idFromIri(i.creditNote) })}
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
            <Tooltip label={t('INVOICES.SHOW_PDF')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('INVOICES.SHOW_PDF')}
                loading={openingId === i.id}
                onClick={() =>
                  openDocument(i.id, `${i.number}.pdf`, async () => (await generateInvoicePdf(i.id)).file)
                }
                data-testid={`invoice-pdf-${i.id}`}
              >
                <IconFileTypePdf size={18} />
              </ActionIcon>
            </Tooltip>
            {i.cancellable ? (
              <Tooltip label={t('INVOICES.CANCEL')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('INVOICES.CANCEL')}
                  onClick={() => setConfirming(i)}
                  data-testid={`invoice-cancel-${i.id}`}
                >
                  <IconReceiptOff size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ),
      },
    ],
    [t, openDocument, openingId],
  );

  return (
    <>
      <PageHeader title={t('MENU.INVOICES')} subtitle={t('INVOICES.LIST_SUBTITLE')} />
      <DataGrid
        resource="/invoices"
        schema={invoiceRead}
        queryKey={invoiceKeys.lists()}
        columns={columns}
        rowKey={(i) => i.id}
        defaultSort={{ column: 'id', direction: 'desc' }}
        testId="invoices-grid"
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('INVOICES.CANCEL_TITLE')}
        message={
          confirming
            ? t('INVOICES.CANCEL_CONFIRM', {
                number: confirming.number,
                amount: formatEuros(confirming.allTaxesIncludedAmount, language),
              })
            : ''
        }
        confirmLabel={t('INVOICES.CANCEL_OK')}
        cancelLabel={t('INVOICES.KEEP')}
        isLoading={cancel.isPending}
        warning
        onConfirm={() => {
          if (confirming) cancel.mutate(confirming.id);
        }}
        onCancel={() => {
          setConfirming(null);
          notifyInfo(t('INVOICES.CANCEL_DECLINED'));
        }}
      />
    </>
  );
}

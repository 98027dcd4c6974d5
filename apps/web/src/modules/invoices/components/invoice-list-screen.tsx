import { invoicingRoutes } from '@velodesk/contract/routes/invoicing';
import { useTranslation } from 'react-i18next';
import { invoiceKeys } from '@/shared/data/keys/invoices-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { notifyInfo } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { formatEuros } from '../invoice-format.ts';
import { useInvoiceList } from './use-invoice-list.ts';

/**
 * The invoice list (rentals spec "Invoice list", back-office spec "Finance lists"): id, number,
 * rental (a link to its details), customer, date, invoicing company, type, coloured status, the
 * invoice a credit note cancels, the amount, and the actions: the PDF (made on first demand) and
 * the cancellation by a credit note, after a confirmation, where the API says it applies.
 */
export function InvoiceListScreen() {
  const { t } = useTranslation();
  const { language, confirming, setConfirming, cancel, columns } = useInvoiceList();

  return (
    <>
      <PageHeader title={t('MENU.INVOICES')} subtitle={t('INVOICES.LIST_SUBTITLE')} />
      <DataGrid
        route={invoicingRoutes['GET /invoices']}
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

import { paymentsRoutes } from '@velodesk/contract/routes/payments';
import { useTranslation } from 'react-i18next';
import { paymentKeys } from '@/shared/data/keys/payments-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { PaymentCancelDialog } from './payment-cancel-dialog.tsx';
import { PaymentFilters, paymentPanelFilterKinds } from './payment-filters.tsx';
import { RentalPaymentsBar } from './rental-payments-bar.tsx';
import { usePaymentListScreen } from './use-payment-list-screen.ts';

/**
 * The payment list (rentals spec "Payment list", back-office spec "Finance lists"): id, rental
 * (a link to its details), site name, cash desk, payment method, amount, date, the state of its
 * copy in the stay system (a failed copy can be sent again), and the activated toggle that runs
 * the cancellation after a confirmation: deactivated when the stay system deletes its copy, else
 * the stay system's error is shown and a reversing payment is linked to it.
 */
export function PaymentListScreen() {
  const { t } = useTranslation();
  const { columns, grid, setGrid, filteredRental, cancellation } = usePaymentListScreen();
  const { confirming, setConfirming, invoiced, cancel } = cancellation;
  return (
    <>
      <PageHeader title={t('MENU.PAYMENTS')} subtitle={t('PAYMENTS.LIST_SUBTITLE')} />
      {filteredRental !== null ? <RentalPaymentsBar key={filteredRental} rentalId={filteredRental} /> : null}
      <DataGrid
        route={paymentsRoutes['GET /payments']}
        queryKey={paymentKeys.lists()}
        columns={columns}
        rowKey={(p) => p.id}
        state={grid}
        onStateChange={setGrid}
        extraFilters={paymentPanelFilterKinds}
        toolbar={
          <PaymentFilters
            filters={grid.filters}
            onChange={(filters) => setGrid({ ...grid, filters, page: 1 })}
          />
        }
        testId="payments-grid"
      />
      <PaymentCancelDialog
        payment={confirming}
        invoiced={invoiced}
        isLoading={cancel.isPending}
        onConfirm={(payment) => cancel.mutate(payment.id)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

import { Anchor, Text } from '@mantine/core';
import type { PaymentRead } from '@velodesk/contract/api/payments';
import { Link } from 'react-router';
import { activeListFilterOf, type GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatDateTime } from '@/ui/format.ts';
import { formatAmount } from '../payment-format.ts';
import { PaymentActivatedCell } from './payment-activated-cell.tsx';
import { PaymentExternalCell, type PaymentRetry } from './payment-external-cell.tsx';

const activatedFilter = activeListFilterOf('PAYMENTS.ACTIVE', 'PAYMENTS.INACTIVE');

/** What the columns' cells read and do. */
export interface PaymentColumnsContext {
  /** The language of the amounts. */
  language: string;
  retry: PaymentRetry;
  /** A cancellation is being sent. */
  cancelling: boolean;
  /** Asks to cancel a payment (the confirmation). */
  confirmCancel: (payment: PaymentRead) => void;
}

/**
 * The payment list's columns (rentals spec "Payment list"): id, rental (a link to its details),
 * site, cash desk, payment method, amount, date, the stay system's copy, and the activated toggle.
 */
export const paymentColumns = (context: PaymentColumnsContext): GridColumn<PaymentRead>[] => [
  { id: 'id', headerKey: 'PAYMENTS.ID', cell: (p) => p.id, filter: { kind: 'number' }, width: 90 },
  {
    id: 'rental.id',
    headerKey: 'PAYMENTS.RENTAL',
    sortable: false,
    filter: { kind: 'number' },
    width: 140,
    cell: (p) => (
      <Anchor
        component={Link}
        to={`/rental-details/${p.rental.id}`}
        size="sm"
        data-testid={`payment-rental-${p.id}`}
      >
        #{p.rental.id}
      </Anchor>
    ),
  },
  { id: 'site.name', headerKey: 'PAYMENTS.SITE', sortable: false, cell: (p) => p.site.name },
  {
    id: 'cashDesk.name',
    headerKey: 'PAYMENTS.CASH_DESK',
    sortable: false,
    cell: (p) => p.cashDesk.name ?? `#${p.cashDesk.id}`,
  },
  {
    id: 'paymentMethod.name',
    headerKey: 'PAYMENTS.PAYMENT_METHOD',
    sortable: false,
    cell: (p) => p.paymentMethod.name ?? `#${p.paymentMethod.id}`,
  },
  {
    id: 'amount',
    headerKey: 'PAYMENTS.AMOUNT',
    align: 'right',
    width: 130,
    cell: (p) => (
      <Text
        size="sm"
        fw={600}
        c={p.amount < 0 ? 'red' : undefined}
        data-testid={`payment-amount-cell-${p.id}`}
      >
        {formatAmount(p.amount, context.language)}
      </Text>
    ),
  },
  {
    id: 'createdAt',
    headerKey: 'PAYMENTS.CREATED_AT',
    filter: { kind: 'date' },
    width: 160,
    cell: (p) => formatDateTime(p.createdAt),
  },
  {
    id: 'externalState',
    headerKey: 'PAYMENTS.EXTERNAL',
    sortable: false,
    width: 190,
    cell: (p) => <PaymentExternalCell payment={p} retry={context.retry} />,
  },
  {
    id: 'activated',
    headerKey: 'PAYMENTS.ACTIVATED',
    filter: activatedFilter,
    sortable: false,
    // Room for the "cancellation pending" badge.
    width: 200,
    cell: (p) => (
      <PaymentActivatedCell payment={p} cancelling={context.cancelling} onCancel={context.confirmCancel} />
    ),
  },
];

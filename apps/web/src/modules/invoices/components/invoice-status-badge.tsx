import { Badge } from '@mantine/core';
import type { InvoiceRead } from '@velodesk/contract/api/invoicing';
import { useTranslation } from 'react-i18next';
import { invoiceStatusLooks } from '../invoice-format.ts';

/** An invoice's status, coloured (test id `invoice-status-<id>`, `data-color` for the colour). */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceRead }) {
  const { t } = useTranslation();
  const look = invoiceStatusLooks[invoice.invoiceStatus.id];
  return (
    <Badge
      color={look?.color ?? 'gray'}
      variant={look?.variant ?? 'light'}
      data-testid={`invoice-status-${invoice.id}`}
      data-color={look?.color ?? 'gray'}
    >
      {look ? t(look.labelKey) : invoice.invoiceStatus.status}
    </Badge>
  );
}

import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { PaymentRead } from '@velodesk/contract/api/payments';
import { useTranslation } from 'react-i18next';
import { externalStateColours, externalStateKeys, staySystemReason } from '../payment-format.ts';

/** What the cell's retry button shows and does: the copy being sent again, and the sending. */
export interface PaymentRetry {
  retryingId: number | null;
  isRetrying: boolean;
  retryCopy: (paymentId: number) => void;
}

/**
 * The state of a payment's copy in the stay system, the stay system's error as its tooltip, and
 * the button that sends a failed copy again.
 */
export function PaymentExternalCell({ payment: p, retry }: { payment: PaymentRead; retry: PaymentRetry }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip
        label={staySystemReason(t, { description: p.externalError })}
        disabled={p.externalState === 'sent' || !p.externalError}
        multiline
        maw={320}
        withinPortal
      >
        <Badge
          color={externalStateColours[p.externalState]}
          variant="light"
          data-testid={`payment-external-${p.id}`}
          data-state={p.externalState}
        >
          {t(externalStateKeys[p.externalState])}
        </Badge>
      </Tooltip>
      {p.externalState === 'failed' ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          loading={retry.retryingId === p.id}
          disabled={retry.isRetrying}
          onClick={() => retry.retryCopy(p.id)}
          data-testid={`payment-retry-${p.id}`}
        >
          {t('PAYMENTS.RETRY')}
        </Button>
      ) : null}
    </Group>
  );
}

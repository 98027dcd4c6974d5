import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArrowRightBar,
  IconBan,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconReceiptRefund,
  type TablerIcon,
} from '@tabler/icons-react';
import type { RentalAction } from '@velodesk/contract/rental-actions';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import {
  RentalDocumentActions,
  type RentalDocumentFacts,
} from '@/modules/invoices/components/rental-document-actions.tsx';
import { PrintCertificateAction } from '@/modules/versions/components/user-certificate-actions.tsx';

const looks: Record<RentalAction, { icon: TablerIcon; labelKey: TextKey; color?: string }> = {
  edit: { icon: IconPencil, labelKey: 'RENTAL_LIST.ACTION_EDIT' },
  migrate: { icon: IconArrowRightBar, labelKey: 'RENTAL_LIST.ACTION_MIGRATE', color: 'teal' },
  close: { icon: IconLock, labelKey: 'RENTAL_LIST.ACTION_CLOSE', color: 'green' },
  unclose: { icon: IconLockOpen, labelKey: 'RENTAL_LIST.ACTION_UNCLOSE', color: 'orange' },
  cancel: { icon: IconBan, labelKey: 'RENTAL_LIST.ACTION_CANCEL', color: 'red' },
  refund: { icon: IconReceiptRefund, labelKey: 'RENTAL_LIST.ACTION_REFUND', color: 'grape' },
};

/**
 * The actions a rental offers (rental-actions rules of the contract), as icon buttons with their
 * names (test ids `rental-action-<action>`); their clicks never reach the row. Given the rental,
 * its documents follow (the contract PDF, the invoice of a validated contract) and "print
 * certificate", the user certificate of the rental's site (the versions module's action).
 */
export function RentalRowActions({
  actions,
  onAction,
  rental,
}: {
  actions: readonly RentalAction[];
  onAction: (action: RentalAction) => void;
  rental?: RentalDocumentFacts & { siteId: number };
}) {
  const { t } = useTranslation();
  const stop = (action: RentalAction) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction(action);
  };
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {actions.map((action) => {
        const look = looks[action];
        const Icon = look.icon;
        return (
          <Tooltip key={action} label={t(look.labelKey)}>
            <ActionIcon
              variant="subtle"
              color={look.color}
              onClick={stop(action)}
              aria-label={t(look.labelKey)}
              data-testid={`rental-action-${action}`}
            >
              <Icon size={16} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      {rental ? <RentalDocumentActions rental={rental} /> : null}
      {rental ? <PrintCertificateAction siteId={rental.siteId} /> : null}
    </Group>
  );
}

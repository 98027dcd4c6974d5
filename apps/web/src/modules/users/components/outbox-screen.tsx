import { Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { MailOutboxRead } from '@velodesk/contract/api/account';
import { mailRoutes } from '@velodesk/contract/routes/mail';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxKeys } from '@/shared/data/keys/users-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { formatDateTime, MailKindBadge, MailStatusBadge } from './outbox-badges.tsx';
import { OutboxReader } from './outbox-reader.tsx';
import { RowAction } from './row-action.tsx';

/**
 * The mail outbox: every e-mail the product wrote, newest first. Without an SMTP server the
 * messages are kept here, and an administrator reads them (and their links) in the reader.
 */
export function OutboxScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [reading, setReading] = useState<MailOutboxRead | null>(null);

  const columns = useMemo(
    (): GridColumn<MailOutboxRead>[] => [
      {
        id: 'createdAt',
        headerKey: 'OUTBOX.DATE',
        cell: (mail) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(mail.createdAt, language)}
          </Text>
        ),
        filter: { kind: 'date' },
        width: 170,
      },
      {
        id: 'recipient',
        headerKey: 'OUTBOX.RECIPIENT',
        cell: (mail) => (
          <Text size="sm" fw={500} data-testid="outbox-recipient">
            {mail.recipient}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'subject',
        headerKey: 'OUTBOX.SUBJECT',
        sortable: false,
        cell: (mail) => (
          <Text size="sm" lineClamp={2}>
            {mail.subject}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'kind',
        headerKey: 'OUTBOX.KIND',
        sortable: false,
        cell: (mail) => <MailKindBadge kind={mail.kind} />,
        filter: {
          kind: 'list',
          options: [
            { value: 'account_confirmation', labelKey: 'OUTBOX.KINDS.account_confirmation' },
            { value: 'reset_password', labelKey: 'OUTBOX.KINDS.reset_password' },
            { value: 'other', labelKey: 'OUTBOX.KINDS.other' },
          ],
        },
        width: 210,
      },
      {
        id: 'status',
        headerKey: 'OUTBOX.STATUS',
        sortable: false,
        cell: (mail) => <MailStatusBadge mail={mail} />,
        width: 130,
      },
      {
        id: 'error',
        headerKey: 'OUTBOX.ERROR',
        sortable: false,
        cell: (mail) =>
          mail.error ? (
            <Text size="xs" c="red" lineClamp={2} maw={220}>
              {mail.error}
            </Text>
          ) : (
            '-'
          ),
      },
      {
        id: 'actions',
        headerKey: 'USERS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 80,
        cell: (mail) => (
          <RowAction
            label={t('OUTBOX.READ')}
            onClick={() => setReading(mail)}
            color="teal"
            testId={`outbox-read-${mail.id}`}
          >
            <IconMailOpened size={17} />
          </RowAction>
        ),
      },
    ],
    [t, language],
  );

  return (
    <SettingsLayout title={t('MENU.OUTBOX')} subtitle={t('OUTBOX.SUBTITLE')}>
      <DataGrid
        route={mailRoutes['GET /mail_outbox']}
        queryKey={outboxKeys.lists()}
        columns={columns}
        rowKey={(mail) => mail.id}
        defaultSort={{ column: 'createdAt', direction: 'desc' }}
        onRowClick={setReading}
        testId="outbox-grid"
      />
      {reading ? <OutboxReader message={reading} onClose={() => setReading(null)} /> : null}
    </SettingsLayout>
  );
}

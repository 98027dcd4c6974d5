import { Alert, Divider, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MailOutboxRead } from '@velodesk/contract/api/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxKeys } from '@/shared/data/keys/users-keys.ts';
import { fetchOutboxMessage } from '../api/outbox-api.ts';
import { formatDateTime, MailKindBadge, MailStatusBadge } from './outbox-badges.tsx';
import { OutboxText } from './outbox-text.tsx';

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Reads one message of the outbox: who, when, whether it left, and its text with clickable links. */
export function OutboxReader({ message, onClose }: { message: MailOutboxRead; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: outboxKeys.detail(message.id),
    queryFn: ({ signal }) => fetchOutboxMessage(message.id, signal),
    initialData: message,
  });
  const mail = query.data;
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={
        <Text fw={600} size="lg" data-testid="outbox-reader-subject">
          {mail.subject}
        </Text>
      }
      attributes={{ content: { 'data-testid': 'outbox-reader' } }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Meta label={t('OUTBOX.RECIPIENT')}>{mail.recipient}</Meta>
          <Meta label={t('OUTBOX.DATE')}>{formatDateTime(mail.createdAt, language)}</Meta>
          <Meta label={t('OUTBOX.KIND')}>
            <MailKindBadge kind={mail.kind} />
          </Meta>
          <Meta label={t('OUTBOX.STATUS')}>
            <Group gap="xs">
              <MailStatusBadge mail={mail} />
              {mail.sentAt ? (
                <Text size="xs" c="dimmed">
                  {formatDateTime(mail.sentAt, language)}
                </Text>
              ) : null}
            </Group>
          </Meta>
        </SimpleGrid>
        {mail.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('OUTBOX.ERROR')}>
            {mail.error}
          </Alert>
        ) : null}
        <Divider />
        <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="outbox-reader-text">
          {query.isFetching && !mail.text ? <Skeleton h={120} /> : <OutboxText text={mail.text} />}
        </Paper>
      </Stack>
    </Modal>
  );
}

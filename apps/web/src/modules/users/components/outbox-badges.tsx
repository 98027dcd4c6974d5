import { Badge, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import type { MailOutboxRead } from '@velodesk/contract/api/account';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';

const kindKeys: Readonly<Record<string, TextKey>> = {
  account_confirmation: 'OUTBOX.KINDS.account_confirmation',
  reset_password: 'OUTBOX.KINDS.reset_password',
  other: 'OUTBOX.KINDS.other',
};

export const formatDateTime = (value: string, language: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
};

export function MailKindBadge({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch
        color={kind === 'reset_password' ? 'var(--mantine-color-orange-5)' : 'var(--mantine-color-blue-5)'}
        size={8}
        withShadow={false}
      />
      <Text size="sm">{t(kindKeys[kind] ?? 'OUTBOX.KINDS.other')}</Text>
    </Group>
  );
}

/** Sent (the SMTP server accepted it), failed (an error), or kept in the outbox (no SMTP server). */
export function MailStatusBadge({ mail }: { mail: MailOutboxRead }) {
  const { t } = useTranslation();
  if (mail.sentAt) {
    return (
      <Badge color="teal" variant="light" radius="sm" tt="none" data-testid="outbox-status">
        {t('OUTBOX.SENT')}
      </Badge>
    );
  }
  if (mail.error) {
    return (
      <Tooltip label={mail.error} multiline maw={360} withArrow>
        <Badge color="red" variant="light" radius="sm" tt="none" data-testid="outbox-status">
          {t('OUTBOX.FAILED')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color="gray" variant="light" radius="sm" tt="none" data-testid="outbox-status">
      {t('OUTBOX.KEPT')}
    </Badge>
  );
}

import { Avatar, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeNameKey } from '@/i18n/text-key.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { initialsOf } from '@/ui/initials.ts';
import { useOwnUser } from '../hooks/use-own-user.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children || '-'}</Text>
    </Stack>
  );
}

/** The read-only summary of the signed-in user: name, profile, username, e-mail, language, sites. */
export function ProfileSummary() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { user, isLoading } = useOwnUser();
  if (!session) return null;
  const firstName = user?.firstName ?? session.firstName;
  const lastName = user?.lastName ?? session.lastName;
  const fullName = [firstName, lastName].filter(Boolean).join(' ') || session.username;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const languageKey = nativeNameKey(language);

  return (
    <Paper withBorder radius="md" p="lg" data-testid="profile-summary">
      <Group gap="md" mb="lg">
        <Avatar color="teal" radius="xl" size={56}>
          {initialsOf(firstName, lastName, session.username)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={600} size="lg">
            {fullName}
          </Text>
          <Badge variant="light" color="teal">
            {session.profile.description || session.profile.name}
          </Badge>
        </Stack>
      </Group>
      {isLoading ? (
        <Skeleton h={60} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Field label={t('PROFILE.USERNAME')}>{session.username}</Field>
          <Field label={t('PROFILE.EMAIL')}>{user?.email ?? session.email}</Field>
          <Field label={t('PROFILE.LANGUAGE')}>{languageKey ? t(languageKey) : language}</Field>
          <Field label={t('PROFILE.SITES')}>{user?.destinations.map((site) => site.name).join(', ')}</Field>
        </SimpleGrid>
      )}
    </Paper>
  );
}

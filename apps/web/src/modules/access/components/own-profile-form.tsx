import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ownProfileUpdate, type UserRead, type UserUpdateInput } from '@velodesk/contract/api/access';
import { idFromIri } from '@velodesk/contract/hydra';
import { languageCodeForId } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession, setSession } from '../../../app/session/session-store.ts';
import { applyLanguage } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { updateUser } from '../../users/api/users-admin-api.ts';
import { useLanguageOptions } from '../../users/hooks/use-reference-lists.ts';
import { ownUserQueryKey } from '../hooks/use-own-user.ts';

interface OwnProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  language: string | null;
}

const valuesOf = (user: UserRead): OwnProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  language: user.language?.['@id'] ?? null,
});

/** Only what changed; an emptied e-mail is sent as null. */
const changesOf = (initial: OwnProfileValues, values: OwnProfileValues): UserUpdateInput => {
  const body: UserUpdateInput = {};
  if (values.firstName.trim() !== initial.firstName) body.firstName = values.firstName.trim();
  if (values.lastName.trim() !== initial.lastName) body.lastName = values.lastName.trim();
  if (values.email.trim() !== initial.email)
    body.email = values.email.trim() === '' ? null : values.email.trim();
  if (values.language && values.language !== initial.language) body.language = values.language;
  return body;
};

/**
 * The own-profile form (back-office spec "Own profile"): first and last names (required), e-mail
 * and language; Edit saves with PATCH /api/users/{id} and the interface follows the new language.
 */
export function OwnProfileForm({ user }: { user: UserRead }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const languages = useLanguageOptions();
  const [initial, setInitial] = useState(() => valuesOf(user));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof OwnProfileValues>>(new Set());
  const [isSaving, setIsSaving] = useState(false);
  const body = changesOf(initial, values);
  const parsed = ownProfileUpdate.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim() === '' ? null : values.email.trim(),
  });
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const canSave = invalid.size === 0 && Object.keys(body).length > 0 && !isSaving;

  const set = (field: keyof OwnProfileValues, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value ?? '' }));
    setTouched((current) => new Set(current).add(field));
  };
  const errorOf = (field: keyof OwnProfileValues, key: string) =>
    touched.has(field) && invalid.has(field) ? t(key) : undefined;

  const handleSave = async () => {
    if (!canSave) return;
    setIsSaving(true);
    try {
      const saved = await updateUser(user.id, body);
      const session = getSession();
      if (session) {
        setSession({
          ...session,
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.email,
          ...(saved.language ? { language: saved.language } : {}),
        });
      }
      if (body.language) await applyLanguage(languageCodeForId(idFromIri(body.language)));
      queryClient.setQueryData(ownUserQueryKey(user.username), saved);
      const next = valuesOf(saved);
      setInitial(next);
      setValues(next);
      setTouched(new Set());
      notifySuccess(t('PROFILE.EDIT_SUCCESS'));
    } catch (error) {
      notifyError(errorMessage(error, t, 'USERS.EDIT_ERROR'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="own-profile-form">
      <Text fw={600} mb={4}>
        {t('PROFILE.FORM_TITLE')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('PROFILE.FORM_HELP')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('USERS.FIRST_NAME')}
              required
              value={values.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
              onBlur={() => setTouched((current) => new Set(current).add('firstName'))}
              error={errorOf('firstName', 'USERS.FIRST_NAME_REQUIRED')}
              data-testid="profile-firstName"
            />
            <TextInput
              label={t('USERS.LAST_NAME')}
              required
              value={values.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
              onBlur={() => setTouched((current) => new Set(current).add('lastName'))}
              error={errorOf('lastName', 'USERS.LAST_NAME_REQUIRED')}
              data-testid="profile-lastName"
            />
            <TextInput
              label={t('USERS.EMAIL')}
              type="email"
              leftSection={<IconAt size={16} />}
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              onBlur={() => setTouched((current) => new Set(current).add('email'))}
              error={errorOf('email', 'USERS.EMAIL_INVALID')}
              data-testid="profile-email"
            />
            <Select
              label={t('USERS.LANGUAGE')}
              data={languages.options}
              value={values.language}
              onChange={(value) => set('language', value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="profile-language"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={isSaving}
              disabled={!canSave}
              data-testid="profile-submit"
            >
              {t('USERS.EDIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function OwnProfileFormSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Skeleton h={20} w="40%" />
        <Skeleton h={60} />
        <Skeleton h={60} />
      </Stack>
    </Paper>
  );
}

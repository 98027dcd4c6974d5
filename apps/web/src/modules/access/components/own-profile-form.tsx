import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconDeviceFloppy } from '@tabler/icons-react';
import { ownProfileUpdate, type UserRead, type UserUpdateInput } from '@velodesk/contract/api/access';
import { idFromIri } from '@velodesk/contract/hydra';
import { languageCodeForId } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '@/i18n/i18n.ts';
import { useLanguageOptions } from '@/modules/users/hooks/use-reference-lists.ts';
import { getSession, setSession } from '@/shared/session/session-store.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useUpdateOwnUser } from '../hooks/use-own-user.ts';

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

/** What the contract's rule reads: the names and the e-mail (blank as null). */
const toInput = (values: OwnProfileValues) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: blankToNull(values.email),
});

/**
 * The own-profile form (back-office spec "Own profile"): first and last names (required), e-mail
 * and language; Edit saves with PATCH /api/users/{id} and the interface follows the new language.
 */
export function OwnProfileForm({ user }: { user: UserRead }) {
  const { t } = useTranslation();
  const { mutateAsync: saveOwnUser } = useUpdateOwnUser();
  const languages = useLanguageOptions();
  const [initial, setInitial] = useState(() => valuesOf(user));
  const form = useVelodeskForm(ownProfileUpdate, initial, { toInput });
  const [isSaving, setIsSaving] = useState(false);
  const body = changesOf(initial, form.getValues());
  const isBlocked = isFormBlocked(form, isSaving) || Object.keys(body).length === 0;

  const handleSave = async () => {
    if (isBlocked) return;
    setIsSaving(true);
    try {
      const saved = await saveOwnUser({ user, body });
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
      const next = valuesOf(saved);
      setInitial(next);
      form.reset(next);
      notifySuccess(t('PROFILE.EDIT_SUCCESS'));
    } catch (error) {
      applyApiViolations(form, error, t);
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
      <form noValidate onSubmit={form.handleSubmit(handleSave)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('USERS.FIRST_NAME')}
              required
              {...bindField(form, 'firstName')}
              error={fieldErrorOf(form, t, 'firstName', { invalid: 'USERS.FIRST_NAME_REQUIRED' })}
              data-testid="profile-firstName"
            />
            <TextInput
              label={t('USERS.LAST_NAME')}
              required
              {...bindField(form, 'lastName')}
              error={fieldErrorOf(form, t, 'lastName', { invalid: 'USERS.LAST_NAME_REQUIRED' })}
              data-testid="profile-lastName"
            />
            <TextInput
              label={t('USERS.EMAIL')}
              type="email"
              leftSection={<IconAt size={16} />}
              {...bindField(form, 'email')}
              error={fieldErrorOf(form, t, 'email', { invalid: 'USERS.EMAIL_INVALID' })}
              data-testid="profile-email"
            />
            <Select
              label={t('USERS.LANGUAGE')}
              data={languages.options}
              {...bindField(form, 'language')}
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
              disabled={isBlocked}
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

import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
import type { UserRead } from '@velodesk/contract/api/access';
import { passwordMinLength } from '@velodesk/contract/password';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { PasswordRuleHint } from '@/ui/password-rule-hint.tsx';
import { useUserModal } from './use-user-modal.ts';
import { UserDestinationsField } from './user-destinations-field.tsx';

export interface UserModalProps {
  /** The user to edit, or null to add one. */
  user: UserRead | null;
  onClose: () => void;
}

/**
 * Add or edit a user (back-office spec "Users"): names, e-mail, username checked as it is typed,
 * password with its rule (add only), dates, language, destinations and a profile of the same or a
 * lower rank than the signed-in user's.
 */
export function UserModal({ user, onClose }: UserModalProps) {
  const { t } = useTranslation();
  const {
    form,
    values,
    isAdd,
    isSaving,
    isBlocked,
    errorOf,
    save,
    username,
    areProfilesLoading,
    profileOptions,
    languages,
    destinationOptions,
  } = useUserModal(user, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      closeOnClickOutside={!isSaving}
      title={
        <Text fw={600} size="lg">
          {user === null ? t('USERS.ADD_TITLE') : t('USERS.EDIT_TITLE', { username: user.username })}
        </Text>
      }
      attributes={{ content: { 'data-testid': 'user-modal' } }}
    >
      <form noValidate onSubmit={form.handleSubmit(() => save())}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('USERS.FIRST_NAME')}
              required
              {...bindField(form, 'firstName')}
              error={errorOf('firstName')}
              data-testid="user-firstName"
              data-autofocus
            />
            <TextInput
              label={t('USERS.LAST_NAME')}
              required
              {...bindField(form, 'lastName')}
              error={errorOf('lastName')}
              data-testid="user-lastName"
            />
            <TextInput
              label={t('USERS.EMAIL')}
              type="email"
              leftSection={<IconAt size={16} />}
              placeholder={t('ACCOUNT.EMAIL_PLACEHOLDER')}
              {...bindField(form, 'email')}
              error={errorOf('email')}
              data-testid="user-email"
            />
            <TextInput
              label={t('USERS.USERNAME')}
              required
              leftSection={<IconUser size={16} />}
              autoComplete="off"
              {...bindField(form, 'username')}
              error={errorOf('username')}
              description={username.isChecking ? t('USERS.USERNAME_CHECKING') : undefined}
              data-testid="user-username"
            />
          </SimpleGrid>
          {isAdd ? (
            <Stack gap={6}>
              <PasswordInput
                label={t('USERS.PASSWORD')}
                required
                leftSection={<IconLock size={16} />}
                autoComplete="new-password"
                placeholder={t('USERS.PASSWORD_PLACEHOLDER', { min: passwordMinLength })}
                {...bindField(form, 'password')}
                error={errorOf('password')}
                data-testid="user-password"
              />
              {values.password !== '' || form.formState.touchedFields.password ? (
                <PasswordRuleHint password={values.password} />
              ) : null}
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <IsoDateInput
              label={t('USERS.ENTRY_DATE')}
              required
              {...bindField(form, 'entryDate', { deps: ['endDate'] })}
              error={errorOf('entryDate')}
              data-testid="user-entryDate"
            />
            <IsoDateInput
              label={t('USERS.END_DATE')}
              {...bindField(form, 'endDate')}
              error={errorOf('endDate')}
              data-testid="user-endDate"
            />
            <Select
              label={t('USERS.LANGUAGE')}
              placeholder={t('USERS.LANGUAGE_PLACEHOLDER')}
              data={languages.options}
              {...bindField(form, 'language')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errorOf('language')}
              data-testid="user-language"
            />
            <Select
              label={t('USERS.PROFILE')}
              required
              placeholder={areProfilesLoading ? t('LOADING') : t('USERS.PROFILE_PLACEHOLDER')}
              data={profileOptions}
              {...bindField(form, 'profile')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t('USERS.NO_PROFILE')}
              error={errorOf('profile')}
              data-testid="user-profile"
            />
          </SimpleGrid>
          <UserDestinationsField form={form} options={destinationOptions} error={errorOf('destinations')} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSaving} data-testid="user-cancel">
              {t('CANCEL')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={isBlocked} data-testid="user-submit">
              {isAdd ? t('USERS.ADD') : t('USERS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

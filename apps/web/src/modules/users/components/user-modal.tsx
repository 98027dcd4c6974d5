import {
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Pill,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserRead } from '@velodesk/contract/api/access';
import { passwordMinLength } from '@velodesk/contract/password';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { useSession } from '../../../app/session/use-session.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { PasswordRuleHint } from '../../access/components/password-rule-hint.tsx';
import { createUser, updateUser } from '../api/users-admin-api.ts';
import { useLanguageOptions, useProfiles, useSiteOptions } from '../hooks/use-reference-lists.ts';
import { useUsernameCheck } from '../hooks/use-username-check.ts';
import {
  createIssues,
  emptyUserForm,
  profileChoices,
  toCreateBody,
  toUpdateBody,
  type UserField,
  type UserFormValues,
  updateIssues,
  userFormOf,
} from '../user-form.ts';
import { DateField } from './date-field.tsx';

/** How many chosen destinations the multiselect shows before "+n". */
export const shownDestinations = 3;

const usernamePattern = /^[\p{L}\p{N}._@-]+$/u;

const fieldMessageKeys: Record<UserField, string> = {
  firstName: 'USERS.FIRST_NAME_REQUIRED',
  lastName: 'USERS.LAST_NAME_REQUIRED',
  email: 'USERS.EMAIL_INVALID',
  username: 'USERS.USERNAME_REQUIRED',
  password: 'USERS.PASSWORD_INVALID',
  entryDate: 'USERS.ENTRY_DATE_REQUIRED',
  endDate: 'USERS.END_DATE_INVALID',
  language: 'USERS.LANGUAGE_REQUIRED',
  destinations: 'USERS.DESTINATIONS_INVALID',
  profile: 'USERS.PROFILE_REQUIRED',
};

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
  const session = useSession();
  const queryClient = useQueryClient();
  const isAdd = user === null;
  const initial = useMemo(() => (user ? userFormOf(user) : emptyUserForm()), [user]);
  const [values, setValues] = useState<UserFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<UserField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  const username = useUsernameCheck(values.username, { exclude: user?.['@id'], initial: user?.username });
  const { profiles, isLoading: areProfilesLoading } = useProfiles();
  const languages = useLanguageOptions();
  const sites = useSiteOptions();
  // The user's own destinations are options from the start: the form opens before the site list
  // arrives, and a destination the list leaves out (an inactive site) still shows its name.
  const destinationOptions = useMemo(() => {
    const known = new Set(sites.options.map((option) => option.value));
    const own = (user?.destinations ?? [])
      .filter((site) => !known.has(site['@id']))
      .map((site) => ({ value: site['@id'], label: site.name }));
    return [...sites.options, ...own];
  }, [sites.options, user]);
  const own = session ? { id: session.profile.id, name: session.profile.name } : { id: 0, name: '' };
  const choices = profileChoices(profiles, own, user?.profile['@id']);
  const profileOptions = choices.map((profile) => ({
    value: profile['@id'],
    label: profile.description ? `${profile.description} (${profile.name})` : profile.name,
  }));

  const issues = isAdd ? createIssues(values) : updateIssues(initial, values);
  const isEndBeforeEntry =
    values.endDate !== '' && values.entryDate !== '' && values.endDate < values.entryDate;
  const hasChanges = isAdd || Object.keys(toUpdateBody(initial, values)).length > 0;
  const canSubmit =
    issues.size === 0 &&
    !isEndBeforeEntry &&
    !username.isTaken &&
    !username.isChecking &&
    !isSaving &&
    hasChanges;

  const setField = <K extends UserField>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const touch = (field: UserField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const errorOf = (field: UserField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    if (field === 'username' && username.isTaken) return t('USERS.USERNAME_EXISTS');
    if (!touched.has(field)) return undefined;
    if (field === 'endDate' && isEndBeforeEntry) return t('USERS.END_BEFORE_ENTRY');
    if (!issues.has(field)) return undefined;
    if (
      field === 'username' &&
      values.username.trim() !== '' &&
      !usernamePattern.test(values.username.trim())
    )
      return t('USERS.USERNAME_INVALID');
    return t(fieldMessageKeys[field]);
  };

  const handleSubmit = async () => {
    if (!canSubmit) return;
    setIsSaving(true);
    try {
      if (isAdd) {
        const created = await createUser(toCreateBody(values));
        notifySuccess(t('USERS.ADD_SUCCESS', { username: created.username }));
      } else {
        await updateUser(user.id, toUpdateBody(initial, values));
        notifySuccess(t('USERS.EDIT_SUCCESS', { username: values.username.trim() }));
      }
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      onClose();
    } catch (error) {
      setIsSaving(false);
      if (isApiError(error) && error.violations.length > 0) {
        const next: Partial<Record<UserField, string>> = {};
        for (const violation of error.violations) {
          const field = violation.propertyPath.split('.')[0] as UserField;
          if (field in fieldMessageKeys && !next[field]) next[field] = violation.message;
        }
        setServerErrors(next);
      }
      notifyError(errorMessage(error, t, isAdd ? 'USERS.ADD_ERROR' : 'USERS.EDIT_ERROR'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      closeOnClickOutside={!isSaving}
      title={
        <Text fw={600} size="lg">
          {isAdd ? t('USERS.ADD_TITLE') : t('USERS.EDIT_TITLE', { username: user.username })}
        </Text>
      }
      attributes={{ content: { 'data-testid': 'user-modal' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('USERS.FIRST_NAME')}
              required
              value={values.firstName}
              onChange={(event) => setField('firstName', event.currentTarget.value)}
              onBlur={() => touch('firstName')}
              error={errorOf('firstName')}
              data-testid="user-firstName"
              data-autofocus
            />
            <TextInput
              label={t('USERS.LAST_NAME')}
              required
              value={values.lastName}
              onChange={(event) => setField('lastName', event.currentTarget.value)}
              onBlur={() => touch('lastName')}
              error={errorOf('lastName')}
              data-testid="user-lastName"
            />
            <TextInput
              label={t('USERS.EMAIL')}
              type="email"
              leftSection={<IconAt size={16} />}
              placeholder={t('ACCOUNT.EMAIL_PLACEHOLDER')}
              value={values.email}
              onChange={(event) => setField('email', event.currentTarget.value)}
              onBlur={() => touch('email')}
              error={errorOf('email')}
              data-testid="user-email"
            />
            <TextInput
              label={t('USERS.USERNAME')}
              required
              leftSection={<IconUser size={16} />}
              autoComplete="off"
              value={values.username}
              onChange={(event) => setField('username', event.currentTarget.value)}
              onKeyUp={() => touch('username')}
              onBlur={() => touch('username')}
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
                value={values.password}
                onChange={(event) => setField('password', event.currentTarget.value)}
                onBlur={() => touch('password')}
                error={errorOf('password')}
                data-testid="user-password"
              />
              {values.password !== '' || touched.has('password') ? (
                <PasswordRuleHint password={values.password} />
              ) : null}
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <DateField
              label={t('USERS.ENTRY_DATE')}
              required
              value={values.entryDate}
              onChange={(value) => setField('entryDate', value)}
              onBlur={() => touch('entryDate')}
              error={errorOf('entryDate')}
              data-testid="user-entryDate"
            />
            <DateField
              label={t('USERS.END_DATE')}
              value={values.endDate}
              onChange={(value) => setField('endDate', value)}
              onBlur={() => touch('endDate')}
              error={errorOf('endDate')}
              data-testid="user-endDate"
            />
            <Select
              label={t('USERS.LANGUAGE')}
              placeholder={t('USERS.LANGUAGE_PLACEHOLDER')}
              data={languages.options}
              value={values.language}
              onChange={(value) => setField('language', value)}
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
              value={values.profile}
              onChange={(value) => setField('profile', value)}
              onBlur={() => touch('profile')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t('USERS.NO_PROFILE')}
              error={errorOf('profile')}
              data-testid="user-profile"
            />
          </SimpleGrid>
          <MultiSelect
            label={t('USERS.DESTINATIONS')}
            placeholder={values.destinations.length === 0 ? t('USERS.DESTINATIONS_PLACEHOLDER') : undefined}
            data={destinationOptions}
            value={values.destinations}
            onChange={(value) => setField('destinations', value)}
            searchable
            clearable
            hidePickedOptions={false}
            nothingFoundMessage={t('USERS.NO_SITE')}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={260}
            error={errorOf('destinations')}
            renderPill={({ option, value, onRemove }) => {
              // `option` is undefined for a value missing from the options: never read it blindly.
              const index = values.destinations.indexOf(String(value));
              if (index < shownDestinations) {
                return (
                  <Pill withRemoveButton onRemove={onRemove} data-testid="user-destination-pill">
                    {option?.label ?? value}
                  </Pill>
                );
              }
              if (index === shownDestinations) {
                return (
                  <Pill data-testid="user-destination-more">
                    {t('USERS.MORE_DESTINATIONS', {
                      number: values.destinations.length - shownDestinations,
                    })}
                  </Pill>
                );
              }
              return null;
            }}
            data-testid="user-destinations"
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSaving} data-testid="user-cancel">
              {t('CANCEL')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={!canSubmit} data-testid="user-submit">
              {isAdd ? t('USERS.ADD') : t('USERS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

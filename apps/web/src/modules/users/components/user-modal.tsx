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
import { isEndBeforeEntry, type UserRead, userCreate, userUpdate } from '@velodesk/contract/api/access';
import { passwordMinLength } from '@velodesk/contract/password';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { type FieldMessageKeys, fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PasswordRuleHint } from '@/ui/password-rule-hint.tsx';
import { useLanguageOptions, useProfiles, useSiteOptions } from '../hooks/use-reference-lists.ts';
import { useCreateUser, useUpdateUser } from '../hooks/use-users-mutations.ts';
import {
  emptyUserForm,
  profileChoices,
  toCreateBody,
  toUpdateBody,
  type UserField,
  type UserFormValues,
  userFormOf,
} from '../user-form.ts';

/** How many chosen destinations the multiselect shows before "+n". */
export const shownDestinations = 3;

/** The message of each field, whatever rule it breaks (an empty username, a form rule: their own). */
const fieldMessageKeys: Record<UserField, FieldMessageKeys> = {
  firstName: { invalid: 'USERS.FIRST_NAME_REQUIRED' },
  lastName: { invalid: 'USERS.LAST_NAME_REQUIRED' },
  email: { invalid: 'USERS.EMAIL_INVALID' },
  username: { required: 'USERS.USERNAME_REQUIRED', invalid: 'USERS.USERNAME_INVALID' },
  password: { invalid: 'USERS.PASSWORD_INVALID' },
  entryDate: { invalid: 'USERS.ENTRY_DATE_REQUIRED' },
  endDate: { custom: 'USERS.END_BEFORE_ENTRY', invalid: 'USERS.END_DATE_INVALID' },
  language: { invalid: 'USERS.LANGUAGE_REQUIRED' },
  destinations: { invalid: 'USERS.DESTINATIONS_INVALID' },
  profile: { invalid: 'USERS.PROFILE_REQUIRED' },
};

const isUserField = (name: string): name is UserField => name in fieldMessageKeys;

const datesChecked = {
  path: ['endDate'],
  // Checked once both dates are valid dates.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'entryDate' || issue.path?.[0] === 'endDate'),
};

/** Add: the contract's POST body, with the dates in order. */
const createForm = userCreate.refine((body) => !isEndBeforeEntry(body.entryDate, body.endDate), datesChecked);

/**
 * Edit: the contract's PATCH body (only what changed), with the dates in order; a date left as it
 * was is the user's.
 */
const updateForm = (initial: UserFormValues) =>
  userUpdate.refine(
    (body) =>
      !isEndBeforeEntry(
        body.entryDate ?? initial.entryDate,
        body.endDate === undefined ? initial.endDate : body.endDate,
      ),
    datesChecked,
  );

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
  const { mutateAsync: createUser } = useCreateUser();
  const { mutateAsync: updateUser } = useUpdateUser();
  const isAdd = user === null;
  const initial = useMemo(() => (user ? userFormOf(user) : emptyUserForm()), [user]);
  const schema = useMemo(() => (user ? updateForm(initial) : createForm), [user, initial]);
  const toInput = useMemo(
    () => (user ? (values: UserFormValues) => toUpdateBody(initial, values) : toCreateBody),
    [user, initial],
  );
  const form = useVelodeskForm(schema, initial, { toInput });
  const values = form.getValues();
  const [isSaving, setIsSaving] = useState(false);

  // The unchanged username of an edited user is not checked.
  const username = useUniquenessCheck('user', 'username', values.username, {
    exclude: user?.['@id'],
    own: user ? [user.username] : [],
  });
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

  // An edit saves only what changed: nothing changed, nothing to save.
  const hasChanges = isAdd || Object.keys(toUpdateBody(initial, values)).length > 0;
  const isBlocked = isFormBlocked(form, isSaving) || username.isTaken || username.isChecking || !hasChanges;

  const errorOf = (field: UserField): string | undefined => {
    if (field === 'username' && username.isTaken && form.formState.errors.username?.type !== serverErrorType)
      return t('USERS.USERNAME_EXISTS');
    return fieldErrorOf(form, t, field, fieldMessageKeys[field]);
  };

  /**
   * Sends what the schema checked: the POST body, or the PATCH body of what changed (the request
   * bodies carry IRIs; the schema's parsed output would carry their ids).
   */
  const save = async () => {
    if (isBlocked) return;
    setIsSaving(true);
    try {
      if (isAdd) {
        const created = await createUser(toCreateBody(values));
        notifySuccess(t('USERS.ADD_SUCCESS', { username: created.username }));
      } else {
        await updateUser({ id: user.id, body: toUpdateBody(initial, values) });
        notifySuccess(t('USERS.EDIT_SUCCESS', { username: values.username.trim() }));
      }
      onClose();
    } catch (error) {
      setIsSaving(false);
      applyApiViolations(form, error, t, {
        fieldOf: (path) => {
          const field = path.split('.')[0] ?? path;
          return isUserField(field) ? field : undefined;
        },
      });
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
          <MultiSelect
            label={t('USERS.DESTINATIONS')}
            placeholder={values.destinations.length === 0 ? t('USERS.DESTINATIONS_PLACEHOLDER') : undefined}
            data={destinationOptions}
            {...bindField(form, 'destinations')}
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
            <Button type="submit" loading={isSaving} disabled={isBlocked} data-testid="user-submit">
              {isAdd ? t('USERS.ADD') : t('USERS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

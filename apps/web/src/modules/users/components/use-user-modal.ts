import { isEndBeforeEntry, type UserRead, userCreate, userUpdate } from '@velodesk/contract/api/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { type FieldMessageKeys, fieldErrorOf } from '@/ui/form/field-message.ts';
import { isFormBlocked, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
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

/**
 * The user form of the modal: the add or edit schema, the username checked as it is typed, the
 * languages, destinations and profiles to choose from, each field's message, and the save.
 */
export function useUserModal(user: UserRead | null, onClose: () => void) {
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

  return {
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
  };
}

import type { TFunction } from 'i18next';
import type { UniquenessState } from '../../hooks/use-uniqueness-check.ts';

/** The message under a field: a taken value first, else the field's rule message if shown. */
export const fieldMessage = (
  t: TFunction,
  errorKey: string | undefined,
  uniqueness?: { state: UniquenessState; takenKey: string },
): string | undefined => {
  if (uniqueness?.state.isTaken) return t(uniqueness.takenKey);
  return errorKey ? t(errorKey) : undefined;
};

/** Only the errors of the fields whose message may be shown. */
export const shownErrors = (
  errors: Record<string, string>,
  isShown: (field: string) => boolean,
): Record<string, string> => Object.fromEntries(Object.entries(errors).filter(([field]) => isShown(field)));

export const emailTakenKey = 'USERS.NAME_EXISTS';
export const phoneTakenKey = 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE';

import type { MessageKey } from '@/shared/errors/error-messages.ts';

/** What a field says when the live uniqueness check finds its value taken (spec §5). */
export const emailTakenKey: MessageKey = 'USERS.NAME_EXISTS';
export const phoneTakenKey: MessageKey = 'SETTINGS.ERROR_EXISTING_PHONE_MESSAGE';

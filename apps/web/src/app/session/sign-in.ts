import type { LoginRequest, SessionAnswer } from '@velodesk/contract/api/access';
import { LanguageId, languageCodeForId } from '@velodesk/contract/ids';
import { applyLanguage, takeSignInChoice } from '../../i18n/i18n.ts';
import { updateUserLanguage } from '../../modules/access/api/users-api.ts';
import { postLogin } from './session-api.ts';
import { setSession } from './session-store.ts';

/**
 * Signs in, stores the session and switches the interface to the user's language — unless the
 * user chose a language on the sign-in page: that choice stays, and is saved as their language
 * (a language change updates the user's language, docs/decisions/sign-in-language.md).
 */
export const signIn = async (credentials: LoginRequest): Promise<SessionAnswer> => {
  const session = await postLogin(credentials);
  setSession(session);
  const chosen = takeSignInChoice();
  const accountLanguage = languageCodeForId(session.language.id);
  await applyLanguage(chosen ?? accountLanguage);
  if (chosen && chosen !== accountLanguage)
    // The interface already follows the choice; a failed save only means the next sign-in uses the old one.
    await updateUserLanguage(session.id, LanguageId[chosen]).catch(() => undefined);
  return session;
};

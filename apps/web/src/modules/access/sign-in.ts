import type { LoginRequest, SessionAnswer } from '@velodesk/contract/api/access';
import { LanguageId, languageCodeForId } from '@velodesk/contract/ids';
import { applyLanguage, takeSignInChoice } from '@/i18n/i18n.ts';
import { postLogin } from '@/shared/session/session-api.ts';
import { setSession } from '@/shared/session/session-store.ts';

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
    // Loaded here, not with the sign-in page: the users' API module brings the contract's zod
    // schemas, about 22 KB brotli that the sign-in page does not need (issue 28).
    await import('./api/users-api.ts')
      .then(({ updateUserLanguage }) => updateUserLanguage(session.id, LanguageId[chosen]))
      .catch(() => undefined);
  return session;
};

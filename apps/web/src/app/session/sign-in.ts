import type { LoginRequest, SessionAnswer } from '@velodesk/contract/api/access';
import { languageCodeForId } from '@velodesk/contract/ids';
import { applyLanguage } from '../../i18n/i18n.ts';
import { postLogin } from './session-api.ts';
import { setSession } from './session-store.ts';

/** Signs in, stores the session and switches the interface to the user's language. */
export const signIn = async (credentials: LoginRequest): Promise<SessionAnswer> => {
  const session = await postLogin(credentials);
  setSession(session);
  await applyLanguage(languageCodeForId(session.language.id));
  return session;
};

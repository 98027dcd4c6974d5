import { useQueryClient } from '@tanstack/react-query';
import { type InterfaceLanguage, LanguageId } from '@velodesk/contract/ids';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, rememberSignInChoice } from '@/i18n/i18n.ts';
import { ownUserKey } from '@/shared/data/keys/access-keys.ts';
import { isSessionActive } from '@/shared/session/session-store.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { notifyError } from '@/ui/notify.tsx';
import { updateUserLanguage } from '../api/users-api.ts';

/**
 * Changes the interface language at once and, when signed in, saves it on the user's record; chosen
 * before signing in, the sign-in keeps it (and saves it then).
 */
export const useChangeLanguage = (): ((language: InterfaceLanguage) => Promise<void>) => {
  const session = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (language: InterfaceLanguage) => {
      await applyLanguage(language);
      if (!isSessionActive(session)) {
        // Chosen on the sign-in page: the sign-in keeps it over the account's language.
        rememberSignInChoice(language);
        return;
      }
      try {
        await updateUserLanguage(session.id, LanguageId[language]);
        await queryClient.invalidateQueries({ queryKey: ownUserKey(session.username) });
      } catch {
        notifyError(t('LANGUAGE.SAVE_ERROR'));
      }
    },
    [session, t, queryClient],
  );
};

import { ModalsProvider } from '@mantine/modals';
import { PageNotFoundPage } from '@/pages/page-not-found-page.tsx';
import { isSessionActive } from '@/shared/session/session-store.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { AppQueryProvider } from '../query-provider.tsx';
import { AccountLayout } from '../shell/account-layout.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';

/** The 404 page lives in the shell when signed in, else in the account area. */
export function PageNotFoundRoute() {
  const session = useSession();
  return (
    <AppQueryProvider>
      {isSessionActive(session) ? (
        <ModalsProvider>
          <ShellLayout>
            <PageNotFoundPage />
          </ShellLayout>
        </ModalsProvider>
      ) : (
        <AccountLayout>
          <PageNotFoundPage />
        </AccountLayout>
      )}
    </AppQueryProvider>
  );
}

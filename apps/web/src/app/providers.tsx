import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n.ts';
import { theme } from '@/ui/theme.ts';

/**
 * The notifications' container loads after the first render, outside the sign-in page's bundle
 * (docs/decisions/web-bundles.md): `notify()` writes to Mantine's notifications store at once, and
 * the container shows what the store holds as soon as it is loaded.
 */
const AppNotifications = lazy(() =>
  import('@/ui/notify.tsx').then(({ NotificationsContainer }) => ({ default: NotificationsContainer })),
);

/**
 * Theme, translations and notifications around the whole app. The server cache (query-provider.tsx)
 * and the dialogs' provider (Mantine's ModalsProvider) are loaded with the routes that use them
 * (router.tsx), outside the sign-in page's bundle.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
        <Suspense fallback={null}>
          <AppNotifications />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

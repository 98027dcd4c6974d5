import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/shared/data/query-client.ts';

/**
 * The app's one server cache, created with the first screen that reads the server. The sign-in
 * page reads nothing through it, so TanStack Query stays out of its bundle
 * (docs/decisions/web-bundles.md): the routes that need it (the shell, the password pages, the
 * language choice) load this module and wrap their element in AppQueryProvider.
 */
let client: QueryClient | null = null;

export const appQueryClient = (): QueryClient => {
  client ??= createQueryClient();
  return client;
};

/** Forgets every cached answer (the session ended). */
export const clearAppQueryClient = (): void => client?.clear();

export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

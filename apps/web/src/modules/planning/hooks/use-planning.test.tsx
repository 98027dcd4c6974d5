import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type PlanningRead, planningRead } from '@velodesk/contract/api/rentals';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchGet } from '@/shared/api/api-client.ts';
import { settingsUserKeys } from '@/shared/data/keys/sites-keys.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { sessionFixture } from '@/test/session-fixture.ts';
import { usePlanning } from './use-planning.ts';

const params = { searchStartDate: '2030-06-01', searchEndDate: '2030-06-30', rangeId: null };

const answer: PlanningRead = {
  '@type': 'Planning',
  searchStartDate: '2030-06-01T08:00:00',
  searchEndDate: '2030-06-30T19:00:00',
  ranges: [{ id: 1, name: 'Électrique', products: [[7, 'E-001', 2, 3, 'VTC', 'M', [[11, 3, 8, 4, 19]]]] }],
  rentals: { '11': [2, 1, 'reservation', 1, 40, 'Ada Lovelace', 0, [], false] },
};

/** The shell's state once GET /session_boot has answered: the user's current site is known. */
const shellClient = (username: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(settingsUserKeys.list({ username }), {
    '@id': '/api/settings_users/9',
    '@type': 'SettingsUser' as const,
    id: 9,
    site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins' },
    user: { '@id': '/api/users/7', id: 7, username },
  });
  return client;
};

const mount = (client: QueryClient) =>
  renderHook(() => usePlanning(params), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });

/** Issue 28: the planning the boot asked for is drawn in the screen's first render. */
describe('the planning asked for at boot', () => {
  useApiServer();
  afterEach(() => clearSession());

  it('is the first render’s data once it has arrived, and is not asked again at mount', async () => {
    const session = sessionFixture();
    setSession(session);
    server.use(onApi('GET', '/plannings', planningRead, answer));
    prefetchGet('/plannings', {
      searchStartDate: params.searchStartDate,
      searchEndDate: params.searchEndDate,
    });
    await waitFor(() => expect(apiCalls('GET', '/plannings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    const { result } = mount(shellClient(session.username));
    // No loader first: the data is there in the very first render.
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.ranges[0]?.products[0]?.[1]).toBe('E-001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiCalls('GET', '/plannings')).toHaveLength(1);
    expect(result.current.isFetching).toBe(false);
  });

  it('is waited for when it has not arrived yet, and asked for when there is none', async () => {
    const session = sessionFixture();
    setSession(session);
    server.use(onApi('GET', '/plannings', planningRead, answer));
    const { result } = mount(shellClient(session.username));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data?.rentals['11']?.[5]).toBe('Ada Lovelace'));
    expect(apiCalls('GET', '/plannings')).toHaveLength(1);
  });
});

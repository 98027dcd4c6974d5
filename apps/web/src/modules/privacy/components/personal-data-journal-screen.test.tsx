import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userRead } from '@velodesk/contract/api/access';
import { personalDataEventRead } from '@velodesk/contract/api/privacy';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { PersonalDataJournalScreen } from './personal-data-journal-screen.tsx';

const renderJournal = (url = '/personal-data-journal') => {
  const router = createMemoryRouter(
    [{ path: '/personal-data-journal', element: <PersonalDataJournalScreen /> }],
    {
      initialEntries: [url],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const admin = {
  '@id': '/api/users/1',
  '@type': 'User' as const,
  id: 1,
  username: 'admin',
  firstName: 'Alice',
  lastName: 'Martin',
  email: null,
  language: null,
  profile: { '@id': '/api/profiles/1', id: 1, name: 'ADMINISTRATEUR', description: 'Administrateur' },
  entryDate: null,
  endDate: null,
  destinations: [],
  roles: [],
  activated: true,
  settingsPlanning: 14,
};

const events = [
  {
    '@id': '/api/personal_data_events/9',
    '@type': 'PersonalDataEvent' as const,
    id: 9,
    eventType: 'customer_erased' as const,
    occurredAt: '2026-11-27T08:00:00.000Z',
    user: { '@id': '/api/users/1', id: 1, username: 'admin' },
    scope: { customerId: 41, reason: 'Asked by e-mail', keptInvoices: 1 },
  },
  {
    '@id': '/api/personal_data_events/8',
    '@type': 'PersonalDataEvent' as const,
    id: 8,
    eventType: 'retention_run' as const,
    occurredAt: '2026-11-27T02:00:00.000Z',
    user: null,
    scope: { trigger: 'daily', obscured: 3, anonymised: 1, obscuredIds: [4, 5, 6] },
  },
];

describe('PersonalDataJournalScreen', () => {
  useApiServer();
  beforeEach(() => {
    server.use(
      onApi(
        'GET',
        '/personal_data_events',
        hydraCollection(personalDataEventRead),
        collectionOf('personal_data_events', events),
      ),
      onApi('GET', '/users', hydraCollection(userRead), collectionOf('users', [admin])),
    );
  });
  afterEach(() => clearSession());

  it('lists who did what, newest first, in French: kind, user (or the daily job) and scope', async () => {
    await i18n.changeLanguage('fr');
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: [] }));
    renderJournal();
    expect(await screen.findByText('Client effacé sur demande')).toBeTruthy();
    expect(screen.getByText('Conservation appliquée')).toBeTruthy();
    expect(screen.getByText('serveur (tâche quotidienne)')).toBeTruthy();
    expect(screen.getByTestId('journal-customer-41').textContent).toBe('Client #41');
    expect(screen.getByText('Motif: Asked by e-mail · Factures gardées: 1')).toBeTruthy();
    expect(screen.getByText('Déclencheur: daily · Masqués: 3 · Anonymisés: 1')).toBeTruthy();
    const [first] = apiCalls('GET', '/personal_data_events');
    expect(first?.query.get('order[occurredAt]')).toBe('desc');
  });

  it('filters by user with its own select (user.id), in English', async () => {
    await i18n.changeLanguage('en');
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: [] }));
    const router = renderJournal();
    expect(await screen.findByText('Customer erased on request')).toBeTruthy();
    const select = screen.getByTestId('journal-user-filter');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'admin — Alice Martin' }));
    await waitFor(() => expect(router.state.location.search).toContain('user.id=1'));
    await waitFor(() =>
      expect(apiCalls('GET', '/personal_data_events').some((call) => call.query.get('user.id') === '1')).toBe(
        true,
      ),
    );
    expect(
      within(screen.getByTestId('personal-data-events-grid')).getAllByTestId('journal-kind'),
    ).toHaveLength(2);
  });

  it('tells anyone but an administrator that the journal is theirs, without asking the API', async () => {
    await i18n.changeLanguage('en');
    setSession(sessionFixture({ profileName: 'FINANCE', features: ['rental_contract', 'data_protection'] }));
    renderJournal();
    expect((await screen.findByTestId('personal-data-journal-admin-only')).textContent).toBe(
      'This journal is for administrators.',
    );
    expect(apiCalls('GET', '/personal_data_events')).toHaveLength(0);
  });
});

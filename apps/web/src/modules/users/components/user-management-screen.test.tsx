import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileRead, type UserRead, userRead } from '@velodesk/contract/api/access';
import { mailOutboxRead } from '@velodesk/contract/api/account';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import {
  apiCalls,
  collectionOf,
  onApi,
  onApiError,
  onApiNoContent,
  server,
  useApiServer,
} from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { UserManagementScreen } from './user-management-screen.tsx';

const profile = (id: number, name: string, description: string) => ({
  '@id': `/api/profiles/${id}`,
  id,
  name,
  description,
});
const managerProfile = profile(3, 'RESPONSABLE', 'Responsable de site');
const counterProfile = profile(4, 'VENDEUR', 'Vendeur');

const user = (id: number, username: string, overrides: Partial<UserRead> = {}): UserRead => ({
  '@id': `/api/users/${id}`,
  '@type': 'User',
  id,
  username,
  firstName: 'Nina',
  lastName: 'Durand',
  email: `${username}@velodesk.test`,
  language: { '@id': '/api/languages/2', id: 2, name: 'English' },
  profile: counterProfile,
  entryDate: '2026-03-01',
  endDate: null,
  destinations: [],
  roles: [],
  activated: true,
  settingsPlanning: 14,
  ...overrides,
});

/** The signed-in user (#7, as in sessionFixture) and two others. */
const me = user(7, 'counter', { firstName: 'Bruno', lastName: 'Petit' });
const nina = user(21, 'nina.durand');
const boss = user(22, 'paul.manager', {
  firstName: 'Paul',
  lastName: 'Martin',
  profile: managerProfile,
  email: null,
});

const screenServer = () => [
  onApi('GET', '/users', hydraCollection(userRead), collectionOf('users', [me, nina, boss])),
  onApi(
    'GET',
    '/profiles',
    hydraCollection(profileRead),
    collectionOf('profiles', [
      { ...managerProfile, '@type': 'Profile' as const, activated: true },
      { ...counterProfile, '@type': 'Profile' as const, activated: true },
    ]),
  ),
];

/** Signs in as a user of profile #4 holding `features` (an administrator manages every profile). */
const renderScreen = (options: { profileName?: string; features?: FeatureIdentifier[] } = {}) => {
  setSession(
    sessionFixture({
      profileName: options.profileName ?? 'VENDEUR',
      features: options.features ?? ['settings_users'],
    }),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={['/user-management']}>
      <NotificationsContainer />
      <UserManagementScreen />
    </MemoryRouter>,
  );
};

const rowOf = async (username: string) => {
  const rows = await screen.findAllByTestId('grid-row');
  const row = rows.find((candidate) => candidate.textContent?.includes(username));
  if (!row) throw new Error(`No row of ${username}`);
  return row;
};
const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;
const switchOf = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('switch') as HTMLInputElement;

describe('the user management screen', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...screenServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the users with their names, dates, state and profile', async () => {
    renderScreen();
    const row = await rowOf('nina.durand');
    expect(row.textContent).toContain('Durand');
    expect(row.textContent).toContain('Nina');
    expect(row.textContent).toContain('2026-03-01');
    expect(row.textContent).toContain('Vendeur');
    expect(switchOf('user-active-21').checked).toBe(true);
    expect((await rowOf('paul.manager')).textContent).toContain('Responsable de site');
  });

  it("protects one's own account: no deactivation, no delete", async () => {
    renderScreen({ profileName: 'ADMINISTRATEUR' });
    await rowOf('counter');
    expect(switchOf('user-active-7').disabled).toBe(true);
    expect(isDisabled('user-delete-7')).toBe(true);
    expect(isDisabled('user-edit-7')).toBe(false);
  });

  it('lets a non-administrator manage only the profiles from its own down', async () => {
    renderScreen({ profileName: 'VENDEUR' });
    await rowOf('paul.manager');
    for (const action of ['edit', 'duplicate', 'password', 'delete']) {
      expect(isDisabled(`user-${action}-22`), action).toBe(true);
      expect(isDisabled(`user-${action}-21`), action).toBe(false);
    }
    expect(switchOf('user-active-22').disabled).toBe(true);
  });

  it('hides Add and disables every row action without the users settings', async () => {
    renderScreen({ profileName: 'VENDEUR', features: ['planning'] });
    await rowOf('nina.durand');
    expect(screen.queryByTestId('user-add')).toBeNull();
    for (const action of ['edit', 'duplicate', 'password', 'mail', 'delete']) {
      expect(isDisabled(`user-${action}-21`), action).toBe(true);
    }
    expect(switchOf('user-active-21').disabled).toBe(true);
  });

  it('cannot send the confirmation e-mail to a user without an e-mail', async () => {
    renderScreen({ profileName: 'ADMINISTRATEUR' });
    await rowOf('paul.manager');
    expect(isDisabled('user-mail-22')).toBe(true);
    expect(screen.getByTestId('user-mail-22').getAttribute('aria-label')).toBe(
      i18n.t('USERS.SEND_MAIL_NO_EMAIL'),
    );
  });

  it('deactivates a user from the switch: PATCH of `activated` only, and a notice naming the account', async () => {
    server.use(onApi('PATCH', '/users/:id', userRead, { ...nina, activated: false }));
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(switchOf('user-active-21'));
    await waitFor(() => expect(apiCalls('PATCH', '/users/21')).toHaveLength(1));
    expect(apiCalls('PATCH', '/users/21')[0]?.body).toEqual({ activated: false });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('USERS.DEACTIVATED', { username: 'nina.durand' }),
    );
  });

  it('says a refused switch could not be saved', async () => {
    server.use(
      onApiError('PATCH', '/users/:id', 403, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Access Denied.',
        code: 'OWN_ACCOUNT_PROTECTED',
      }),
    );
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(switchOf('user-active-21'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('USERS.EDIT_ERROR'),
    );
  });

  it('deletes a user after a confirmation that names it', async () => {
    server.use(onApiNoContent('DELETE', '/users/:id'));
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(screen.getByTestId('user-delete-21'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      i18n.t('USERS.DELETE_CONFIRM', { name: 'Nina Durand', username: 'nina.durand' }),
    );
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('DELETE', '/users/21')).toHaveLength(1));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('USERS.DELETE_SUCCESS', { username: 'nina.durand' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the confirmation open and says so when the delete is refused', async () => {
    server.use(
      onApiError('DELETE', '/users/:id', 409, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'This user has records.',
        code: 'USER_HAS_RECORDS',
      }),
    );
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(screen.getByTestId('user-delete-21'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('USERS.DELETE_ERROR'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('duplicates a user: POST …/duplicate, and a notice naming the copy', async () => {
    server.use(
      onApi(
        'POST',
        '/users/:id/duplicate',
        userRead,
        user(23, 'nina.durand_clone', { email: null, activated: false }),
      ),
    );
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(screen.getByTestId('user-duplicate-21'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18n.t('USERS.CLONE_CONFIRM', { username: 'nina.durand' }));
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('POST', '/users/21/duplicate')).toHaveLength(1));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('USERS.CLONE_SUCCESS', { username: 'nina.durand_clone' }),
    );
  });

  it('sends the account confirmation e-mail and names its address', async () => {
    server.use(
      onApi('POST', '/mail/send_account_confirmation/:id', mailOutboxRead, {
        '@id': '/api/mail_outboxes/5',
        '@type': 'MailOutbox',
        id: 5,
        kind: 'account_confirmation',
        user: { '@id': '/api/users/21', id: 21, username: 'nina.durand' },
        recipient: 'nina.durand@velodesk.test',
        subject: 'Confirm your account',
        text: 'Hello',
        html: null,
        language: 'en',
        createdAt: '2026-07-14T08:00:00Z',
        sentAt: '2026-07-14T08:00:01Z',
        error: null,
      }),
    );
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.click(screen.getByTestId('user-mail-21'));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('USERS.MAIL_SEND_SUCCESS', { email: 'nina.durand@velodesk.test' }),
    );
    expect(apiCalls('POST', '/mail/send_account_confirmation/21')).toHaveLength(1);
  });

  it('filters by last name on Validate, from the first page', async () => {
    renderScreen();
    await rowOf('nina.durand');
    fireEvent.change(screen.getByTestId('user-filter-lastName'), { target: { value: 'Durand' } });
    fireEvent.click(screen.getByTestId('user-filter-validate'));
    await waitFor(() =>
      expect(apiCalls('GET', '/users').some((call) => call.query.get('lastName') === 'Durand')).toBe(true),
    );
  });
});

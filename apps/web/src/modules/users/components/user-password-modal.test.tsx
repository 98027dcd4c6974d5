import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type UserRead, userRead } from '@velodesk/contract/api/access';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { UserPasswordModal } from './user-password-modal.tsx';

const nina: UserRead = {
  '@id': '/api/users/21',
  '@type': 'User',
  id: 21,
  username: 'nina.durand',
  firstName: 'Nina',
  lastName: 'Durand',
  email: 'nina.durand@velodesk.test',
  language: { '@id': '/api/languages/2', id: 2, name: 'English' },
  profile: { '@id': '/api/profiles/4', id: 4, name: 'VENDEUR', description: 'Vendeur' },
  entryDate: null,
  endDate: null,
  destinations: [],
  roles: [],
  activated: true,
  settingsPlanning: 14,
};

const renderModal = (onClose = vi.fn()) => {
  renderWithProviders(
    <>
      <NotificationsContainer />
      <UserPasswordModal user={nina} onClose={onClose} />
    </>,
  );
  return onClose;
};

const submit = () => screen.getByTestId('user-password-submit') as HTMLButtonElement;
const typePassword = (value: string) =>
  fireEvent.change(screen.getByTestId('user-new-password'), { target: { value } });

describe("the modal setting another user's password", () => {
  useApiServer();
  beforeEach(async () => {
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('names the user, and keeps Save disabled until the password follows the rule', async () => {
    renderModal();
    const modal = await screen.findByTestId('user-password-modal');
    expect(modal.textContent).toContain(i18n.t('USERS.EDIT_PASSWORD_TITLE', { username: 'nina.durand' }));
    expect(submit().disabled).toBe(true);
    typePassword('short');
    expect(await screen.findByText(i18n.t('USERS.PASSWORD_INVALID'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
    typePassword('Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('sends only the password to the user, then closes with a notice naming the account', async () => {
    server.use(onApi('PATCH', '/users/:id', userRead, nina));
    const onClose = renderModal();
    await screen.findByTestId('user-password-modal');
    typePassword('Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls('PATCH', '/users/21').map((call) => call.body)).toEqual([{ password: 'Velo!desk#2026' }]);
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('USERS.EDIT_PASSWORD_SUCCESS', { username: 'nina.durand' }),
    );
  });

  it("puts a refused password's reason under the field and stays open", async () => {
    server.use(
      onApiError('PATCH', '/users/:id', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'The password was used recently.',
      }),
    );
    const onClose = renderModal();
    await screen.findByTestId('user-password-modal');
    typePassword('Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      'The password was used recently.',
    );
    expect(screen.getAllByText('The password was used recently.').length).toBeGreaterThan(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the password could not be changed when the server gives no reason', async () => {
    server.use(
      onApiError('PATCH', '/users/:id', 503, { 'hydra:title': 'An error occurred', 'hydra:description': '' }),
    );
    renderModal();
    await screen.findByTestId('user-password-modal');
    typePassword('Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('USERS.EDIT_PASSWORD_ERROR'),
    );
  });

  it('closes on Cancel without sending anything', async () => {
    const onClose = renderModal();
    await screen.findByTestId('user-password-modal');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('CANCEL') }));
    expect(onClose).toHaveBeenCalled();
    expect(apiCalls()).toEqual([]);
  });
});

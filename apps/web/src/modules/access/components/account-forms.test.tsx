import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApiError, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderAt = (element: React.ReactElement) => {
  const router = createMemoryRouter(
    [
      { path: '/form', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
};

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('NewPasswordForm', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says the rule and a differing confirmation, and saves once both are right', async () => {
    server.use(onApiNoContent('PATCH', '/account/reset_password/:token'));
    renderAt(<NewPasswordForm action="reset_password" token="abc" />);
    expect(button('new-password-submit').disabled).toBe(true);

    type('new-password', 'velo');
    expect(await screen.findByText(i18n.t('ACCOUNT.PASSWORD_RULE_ERROR'))).toBeTruthy();
    type('new-password', 'Velo!desk#2026');
    await waitFor(() => expect(screen.queryByText(i18n.t('ACCOUNT.PASSWORD_RULE_ERROR'))).toBeNull());
    type('new-password-confirmation', 'Velo!desk#2025');
    expect(await screen.findByText(i18n.t('ACCOUNT.PASSWORDS_DIFFER'))).toBeTruthy();
    expect(button('new-password-submit').disabled).toBe(true);

    type('new-password-confirmation', 'Velo!desk#2026');
    await waitFor(() => expect(button('new-password-submit').disabled).toBe(false));
    expect(screen.queryByText(i18n.t('ACCOUNT.PASSWORDS_DIFFER'))).toBeNull();
    fireEvent.click(button('new-password-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/account/login');
    expect(apiCalls('PATCH', '/account/reset_password/abc')[0]?.body).toEqual({ password: 'Velo!desk#2026' });
  });

  it('shows the server refusal under the password until it changes', async () => {
    server.use(
      onApiError('PATCH', '/account/initialize_password/:token', 422, {
        'hydra:title': 'Unprocessable Content',
        'hydra:description': 'password: Too common.',
        violations: [{ propertyPath: 'password', message: 'Too common.' }],
      }),
    );
    renderAt(<NewPasswordForm action="initialize_password" token="abc" />);
    type('new-password', 'Velo!desk#2026');
    type('new-password-confirmation', 'Velo!desk#2026');
    await waitFor(() => expect(button('new-password-submit').disabled).toBe(false));
    fireEvent.click(button('new-password-submit'));
    expect(await screen.findByText('Too common.')).toBeTruthy();
    expect(button('new-password-submit').disabled).toBe(true);

    type('new-password', 'Velo!desk#2027');
    await waitFor(() => expect(screen.queryByText('Too common.')).toBeNull());
  });
});

describe('ResetRequestForm', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('asks for a valid e-mail and sends it trimmed', async () => {
    server.use(onApiNoContent('PATCH', '/account/reset_password'));
    renderAt(<ResetRequestForm />);
    type('reset-email', 'nina@');
    expect(await screen.findByText(i18n.t('ACCOUNT.EMAIL_INVALID'))).toBeTruthy();
    expect(button('reset-submit').disabled).toBe(true);

    type('reset-email', ' nina@example.com ');
    await waitFor(() => expect(button('reset-submit').disabled).toBe(false));
    fireEvent.click(button('reset-submit'));
    expect(await screen.findByTestId('reset-request-sent')).toBeTruthy();
    expect(apiCalls('PATCH', '/account/reset_password')[0]?.body).toEqual({ email: 'nina@example.com' });
  });
});

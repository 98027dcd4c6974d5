import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { SettingsSidebar, type SettingsSidebarProps } from './settings-sidebar.tsx';

const renderAt = (path: string, props: SettingsSidebarProps = {}) => {
  const router = createMemoryRouter([{ path: '*', element: <SettingsSidebar {...props} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
};

describe('SettingsSidebar', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('shows nothing until the feature accesses are loaded', () => {
    renderAt('/site-settings');
    expect(screen.queryByTestId('settings-sidebar')).toBeNull();
  });

  it('lists only the links the feature accesses allow, and marks the current one', () => {
    setSession(
      sessionFixture({ profileName: 'RESPONSABLE', features: ['planning', 'settings_application'] }),
    );
    renderAt('/site-settings');
    expect(screen.getByTestId('settings-sidebar-site-settings').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('settings-sidebar-company-settings')).toBeTruthy();
    expect(screen.getByTestId('settings-sidebar-taxes')).toBeTruthy();
    expect(screen.getByTestId('settings-sidebar-pricings')).toBeTruthy();
    expect(screen.queryByTestId('settings-sidebar-user-management')).toBeNull();
    expect(screen.queryByTestId('settings-sidebar-profile-management')).toBeNull();
  });

  it('shows a counter the taxes screen only', () => {
    setSession(sessionFixture({ features: ['planning', 'rental_contract'] }));
    renderAt('/taxes');
    expect(screen.getByTestId('settings-sidebar-taxes')).toBeTruthy();
    expect(screen.queryByTestId('settings-sidebar-site-settings')).toBeNull();
  });

  it('keeps the groups asked for (pricings: pricings and reports)', () => {
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR' }));
    renderAt('/pricings', { groupIds: ['settings-rental'] });
    expect(screen.getByTestId('settings-sidebar-pricings')).toBeTruthy();
    expect(screen.getByTestId('settings-sidebar-reports')).toBeTruthy();
    expect(screen.queryByTestId('settings-sidebar-site-settings')).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FeatureRead, featureRead } from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { FeatureManagementScreen } from './feature-management-screen.tsx';

const feature = (id: number, identifier: string, name: string, activated = true): FeatureRead => ({
  '@id': `/api/features/${id}`,
  '@type': 'Feature',
  id,
  name,
  identifier,
  activated,
});
const planning = feature(1, 'planning', 'Planning');
const reports = feature(9, 'fleet_reports', 'Rapports flotte', false);

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/feature-management']}>
      <NotificationsContainer />
      <FeatureManagementScreen />
    </MemoryRouter>,
  );

const switchOf = (id: number) =>
  within(screen.getByTestId(`feature-active-${id}`)).getByRole('switch') as HTMLInputElement;
const submit = () => screen.getByTestId('feature-modal-submit') as HTMLButtonElement;

describe('the features screen', () => {
  useApiServer();
  beforeEach(async () => {
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: ['settings_access'] }));
    server.use(
      onApi('GET', '/features', hydraCollection(featureRead), collectionOf('features', [planning, reports])),
    );
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the features with their identifier and state', async () => {
    renderScreen();
    const [first, second] = await screen.findAllByTestId('grid-row');
    expect(first?.textContent).toContain('Planning');
    expect(first?.textContent).toContain('planning');
    expect(second?.textContent).toContain('Rapports flotte');
    expect(second?.textContent).toContain('fleet_reports');
    expect(switchOf(1).checked).toBe(true);
    expect(switchOf(9).checked).toBe(false);
  });

  it('activates a feature from its switch and names it', async () => {
    server.use(onApi('PATCH', '/features/:id', featureRead, { ...reports, activated: true }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf(9));
    await waitFor(() => expect(apiCalls('PATCH', '/features/9')[0]?.body).toEqual({ activated: true }));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('FEATURES.ACTIVATED', { name: 'Rapports flotte' }),
    );
  });

  it('says a refused switch could not be saved', async () => {
    server.use(
      onApiError('PATCH', '/features/:id', 500, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Boom',
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf(1));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('FEATURES.ACTIVATION_ERROR'),
    );
  });

  it('adds a feature by its name alone', async () => {
    server.use(onApi('POST', '/features', featureRead, feature(10, 'guides', 'Guides'), { status: 201 }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('feature-add'));
    const modal = await screen.findByTestId('feature-modal');
    expect(modal.textContent).toContain(i18n.t('FEATURES.ADD_TITLE'));
    expect(screen.queryByTestId('feature-modal-description')).toBeNull();
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('feature-modal-name'), { target: { value: 'Guides' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(screen.queryByTestId('feature-modal')).toBeNull());
    expect(apiCalls('POST', '/features')[0]?.body).toEqual({ name: 'Guides' });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('FEATURES.ADD_SUCCESS', { name: 'Guides' }),
    );
  });

  it('renames a feature: PATCH of its name', async () => {
    server.use(onApi('PATCH', '/features/:id', featureRead, { ...planning, name: 'Calendrier' }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('feature-edit-1'));
    const modal = await screen.findByTestId('feature-modal');
    expect(modal.textContent).toContain(i18n.t('FEATURES.EDIT_TITLE', { name: 'Planning' }));
    // Nothing changed yet: nothing to save.
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('feature-modal-name'), { target: { value: 'Calendrier' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(apiCalls('PATCH', '/features/1')[0]?.body).toEqual({ name: 'Calendrier' }));
  });
});

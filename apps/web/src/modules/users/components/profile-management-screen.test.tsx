import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type FeatureAccessRead,
  type FeatureRead,
  featureAccessRead,
  featureRead,
  type ProfileRead,
  profileRead,
} from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { ProfileManagementScreen } from './profile-management-screen.tsx';

const profile = (id: number, name: string, description: string | null, activated = true): ProfileRead => ({
  '@id': `/api/profiles/${id}`,
  '@type': 'Profile',
  id,
  name,
  description,
  activated,
});
const counter = profile(4, 'VENDEUR', 'Vendeur');
const seasonal = profile(8, 'SAISONNIER', null, false);

const feature = (id: number, identifier: string, name: string): FeatureRead => ({
  '@id': `/api/features/${id}`,
  '@type': 'Feature',
  id,
  name,
  identifier,
  activated: true,
});
const planning = feature(1, 'planning', 'Planning');
const contracts = feature(3, 'rental_contract', 'Contrats');

const access = (id: number, of: FeatureRead, accessType: 'oui' | 'non'): FeatureAccessRead => ({
  '@id': `/api/feature_accesses/${id}`,
  '@type': 'FeatureAccess',
  id,
  feature: { '@id': of['@id'], id: of.id, name: of.name, identifier: of.identifier, activated: true },
  profile: { '@id': counter['@id'], id: counter.id, name: counter.name },
  accessType,
});

const screenServer = () => [
  onApi('GET', '/profiles', hydraCollection(profileRead), collectionOf('profiles', [counter, seasonal])),
  onApi('GET', '/features', hydraCollection(featureRead), collectionOf('features', [planning, contracts])),
  onApi(
    'GET',
    '/feature_accesses',
    hydraCollection(featureAccessRead),
    collectionOf('feature_accesses', [access(40, planning, 'oui'), access(41, contracts, 'non')]),
  ),
];

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/profile-management']}>
      <NotificationsContainer />
      <ProfileManagementScreen />
    </MemoryRouter>,
  );

const switchOf = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('switch') as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the profiles screen', () => {
  useApiServer();
  beforeAll(() => {
    // The description's autosize textarea listens to font loading, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(async () => {
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: ['settings_access'] }));
    server.use(...screenServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the profiles with their description (a dash without one) and their state', async () => {
    renderScreen();
    const [first, second] = await screen.findAllByTestId('grid-row');
    expect(first?.textContent).toContain('VENDEUR');
    expect(first?.textContent).toContain('Vendeur');
    expect(second?.textContent).toContain('SAISONNIER');
    expect(second?.textContent).toContain('-');
    expect(switchOf('profile-active-4').checked).toBe(true);
    expect(switchOf('profile-active-8').checked).toBe(false);
  });

  it('activates a profile from its switch and names it', async () => {
    server.use(onApi('PATCH', '/profiles/:id', profileRead, { ...seasonal, activated: true }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf('profile-active-8'));
    await waitFor(() => expect(apiCalls('PATCH', '/profiles/8')[0]?.body).toEqual({ activated: true }));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('PROFILES.ACTIVATED', { name: 'SAISONNIER' }),
    );
  });

  it('adds a profile: the name is required, the description optional', async () => {
    server.use(onApi('POST', '/profiles', profileRead, profile(9, 'GUIDE', null), { status: 201 }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('profile-add'));
    const modal = await screen.findByTestId('profile-modal');
    expect(modal.textContent).toContain(i18n.t('PROFILES.ADD_TITLE'));
    const submit = screen.getByTestId('profile-modal-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('profile-modal-name', ' GUIDE ');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('profile-modal')).toBeNull());
    expect(apiCalls('POST', '/profiles')[0]?.body).toEqual({ name: 'GUIDE', description: null });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('PROFILES.ADD_SUCCESS', { name: 'GUIDE' }),
    );
  });

  it('renames a profile: only what changed is sent', async () => {
    server.use(onApi('PATCH', '/profiles/:id', profileRead, { ...counter, description: 'Vendeur comptoir' }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('profile-edit-4'));
    const modal = await screen.findByTestId('profile-modal');
    expect(modal.textContent).toContain(i18n.t('PROFILES.EDIT_TITLE', { name: 'VENDEUR' }));
    expect((screen.getByTestId('profile-modal-name') as HTMLInputElement).value).toBe('VENDEUR');
    type('profile-modal-description', 'Vendeur comptoir');
    const submit = screen.getByTestId('profile-modal-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(apiCalls('PATCH', '/profiles/4')).toHaveLength(1));
    expect(apiCalls('PATCH', '/profiles/4')[0]?.body).toEqual({ description: 'Vendeur comptoir' });
  });

  it("shows a refused name under the field, in the server's words, and stays open", async () => {
    server.use(
      onApiError('POST', '/profiles', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'name: This profile name is reserved.',
        code: 'RESERVED_PROFILE_NAME',
        violations: [
          { propertyPath: 'name', message: 'This profile name is reserved.', code: 'RESERVED_PROFILE_NAME' },
        ],
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('profile-add'));
    await screen.findByTestId('profile-modal');
    type('profile-modal-name', 'ADMINISTRATEUR');
    const submit = screen.getByTestId('profile-modal-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('This profile name is reserved.')).toBeTruthy();
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('PROFILES.ADD_ERROR'),
    );
    expect(screen.getByTestId('profile-modal')).toBeTruthy();
  });

  it("ticks the profile's granted features and sends every feature's yes or no on Validate", async () => {
    server.use(
      onApi('POST', '/profiles/:id/update_feature_accesses', hydraCollection(featureAccessRead), {
        ...collectionOf('feature_accesses', [access(40, planning, 'oui'), access(41, contracts, 'oui')]),
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('profile-access-4'));
    const modal = await screen.findByTestId('feature-access-modal');
    const box = (identifier: string) =>
      within(modal).getByTestId(`feature-access-${identifier}`) as HTMLInputElement;
    await waitFor(() => expect(box('planning').checked).toBe(true));
    expect(box('rental_contract').checked).toBe(false);

    fireEvent.click(box('rental_contract'));
    fireEvent.click(screen.getByTestId('feature-access-validate'));
    await waitFor(() => expect(screen.queryByTestId('feature-access-modal')).toBeNull());
    expect(apiCalls('GET', '/feature_accesses')[0]?.query.get('profile.id')).toBe('4');
    expect(apiCalls('POST', '/profiles/4/update_feature_accesses')[0]?.body).toEqual([
      { id: 1, yes: true },
      { id: 3, yes: true },
    ]);
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('PROFILES.ACCESS_SUCCESS', { name: 'VENDEUR' }),
    );
  });

  it('says the accesses could not be saved, and keeps the checklist open', async () => {
    server.use(
      onApiError('POST', '/profiles/:id/update_feature_accesses', 403, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Access Denied.',
        code: 'ADMINISTRATOR_PROFILE_PROTECTED',
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('profile-access-4'));
    const modal = await screen.findByTestId('feature-access-modal');
    await waitFor(() =>
      expect((within(modal).getByTestId('feature-access-planning') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByTestId('feature-access-validate'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('PROFILES.ACCESS_ERROR'),
    );
    expect(screen.getByTestId('feature-access-modal')).toBeTruthy();
  });
});

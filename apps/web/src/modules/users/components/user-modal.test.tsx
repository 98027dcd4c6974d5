import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { profileRead, type SessionAnswer, type UserRead } from '@velodesk/contract/api/access';
import { languageRead, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { UserModal } from './user-modal.tsx';

const profile = (id: number, name: string, description: string, activated = true) => ({
  '@id': `/api/profiles/${id}`,
  '@type': 'Profile' as const,
  id,
  name,
  description,
  activated,
});

const profiles = [
  profile(1, 'ADMINISTRATEUR', 'Administrateur'),
  profile(2, 'FINANCE', 'Finance'),
  profile(3, 'RESPONSABLE', 'Responsable de site'),
  profile(4, 'VENDEUR', 'Vendeur'),
  profile(5, 'STAGIAIRE', 'Stagiaire'),
  profile(6, 'ARCHIVE', 'Ancien profil', false),
];

const language = (id: number, code: string, description: string) => ({
  '@id': `/api/languages/${id}`,
  '@type': 'Language' as const,
  id,
  name: code,
  description,
  code,
  isActive: true,
});

const site = (id: number, name: string): SiteRead => ({
  '@id': `/api/sites/${id}`,
  '@type': 'Site',
  id,
  name,
  huttosoftId: null,
  huttosoftInstance: null,
  country: { '@id': '/api/countries/1', id: 1, name: 'France', codeIso31662: 'FR' },
  currency: { '@id': '/api/currencies/1', id: 1, name: 'EUR' },
  billingEntity: { '@id': '/api/companies/1', id: 1, corporateName: 'Vélodesk SAS', displayName: 'Vélodesk' },
  sageCodeX3: null,
  city: null,
  timeZone: 'Europe/Paris',
  activated: true,
  explorerReduction: false,
});

const takenUsernames = new Set(['admin', 'manager']);

/** The modal's lists and the username check; the sites answered are given. */
const listsServer = (sites: SiteRead[] = []) => [
  onApi('GET', '/profiles', hydraCollection(profileRead), collectionOf('profiles', profiles)),
  onApi(
    'GET',
    '/languages',
    hydraCollection(languageRead),
    collectionOf('languages', [language(1, 'fr', 'Français'), language(2, 'en', 'English')]),
  ),
  onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', sites)),
  onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, ({ body }) => ({
    canBeInserted: !takenUsernames.has(String((body as { value: string }).value).toLowerCase()),
  })),
];

const wasAsked = (path: string) => apiCalls('GET', path).length > 0;

const managerSession = (): SessionAnswer => ({
  ...sessionFixture({ profileName: 'RESPONSABLE', features: ['planning', 'settings_users'] }),
  profile: { '@id': '/api/profiles/3', id: 3, name: 'RESPONSABLE', description: 'Responsable de site' },
});

const type = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyUp(input);
  fireEvent.blur(input);
};

const submit = () => screen.getByTestId('user-submit') as HTMLButtonElement;

/** Waits for the profile list, opens the profile select and lists the offered profiles. */
const offeredProfiles = async (): Promise<string[]> => {
  await waitFor(() => expect(wasAsked('/profiles')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.click(screen.getByTestId('user-profile'));
  await screen.findAllByRole('option');
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
};

const fillValidUser = async () => {
  type('user-firstName', 'Nina');
  type('user-lastName', 'Durand');
  type('user-username', 'nina.durand');
  type('user-password', 'Velo!desk#2026');
  const options = await offeredProfiles();
  expect(options.length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('option', { name: 'Vendeur (VENDEUR)' }));
};

describe('UserModal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...listsServer());
    setSession(managerSession());
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    clearSession();
  });

  it('shows the password rule as it is typed and keeps submit disabled while it fails', async () => {
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    type('user-password', 'velo');
    const rule = screen.getByTestId('password-rule');
    const met = [...rule.querySelectorAll('[data-met]')].map((item) => item.getAttribute('data-met'));
    expect(met).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(await screen.findByText('The password does not follow the rules.')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(true));

    type('user-password', 'Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
    // The error goes with the next render of the field's validation (a busy machine may show the
    // enabled button a render before).
    await waitFor(() => expect(screen.queryByText('The password does not follow the rules.')).toBeNull());
  });

  it('offers only the profiles at or below the signed-in user’s rank', async () => {
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    expect(await offeredProfiles()).toEqual([
      'Responsable de site (RESPONSABLE)',
      'Vendeur (VENDEUR)',
      'Stagiaire (STAGIAIRE)',
    ]);
  });

  it('offers every active profile to the administrator', async () => {
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: ['settings_users'] }));
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    expect(await offeredProfiles()).toHaveLength(5);
  });

  it('checks the username as it is typed and blocks a taken one', async () => {
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    await waitFor(() => expect(submit().disabled).toBe(false));

    type('user-username', 'Manager');
    expect(await screen.findByText('This username already exists.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(apiCalls('POST', '/check/uniqueness/user').at(-1)?.body).toEqual({
      field: 'username',
      value: 'Manager',
    });

    type('user-username', 'nina.d');
    await waitFor(() => expect(screen.queryByText('This username already exists.')).toBeNull());
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('sends the contract body (empty end date as null) and shows the server refusal inline', async () => {
    server.use(
      onApiError('POST', '/users', 422, {
        'hydra:title': 'Unprocessable Content',
        'hydra:description': 'password: The password needs at least 8 characters.',
        violations: [{ propertyPath: 'password', message: 'The password needs two special characters.' }],
      }),
    );
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    expect(await screen.findByText('The password needs two special characters.')).toBeTruthy();
    expect(apiCalls('POST', '/users').map((call) => call.body)).toEqual([
      {
        firstName: 'Nina',
        lastName: 'Durand',
        email: null,
        username: 'nina.durand',
        password: 'Velo!desk#2026',
        entryDate: new Date().toISOString().slice(0, 10),
        endDate: null,
        language: '/api/languages/1',
        destinations: [],
        profile: '/api/profiles/4',
      },
    ]);
  });

  it('says an end date before the entry date, and checks it again when the entry date moves', async () => {
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    type('user-entryDate', '2026-03-10');
    type('user-endDate', '2026-03-01');
    expect(await screen.findByText('The end date cannot be before the entry date.')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(true));

    type('user-entryDate', '2026-02-01');
    await waitFor(() =>
      expect(screen.queryByText('The end date cannot be before the entry date.')).toBeNull(),
    );
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  describe('editing a user linked to sites', () => {
    const linkedUser: UserRead = {
      '@id': '/api/users/7',
      '@type': 'User',
      id: 7,
      username: 'counter',
      firstName: 'Chloé',
      lastName: 'Martin',
      email: null,
      language: { '@id': '/api/languages/1', id: 1, name: 'fr' },
      profile: { '@id': '/api/profiles/4', id: 4, name: 'VENDEUR', description: 'Vendeur' },
      entryDate: '2024-01-02',
      endDate: null,
      destinations: [
        { '@id': '/api/sites/1', id: 1, name: 'Les Pins Dorés' },
        { '@id': '/api/sites/5', id: 5, name: 'Le Moulin' },
      ],
      roles: [],
      activated: true,
      settingsPlanning: 0,
    };
    const pills = () => screen.getAllByTestId('user-destination-pill').map((pill) => pill.textContent);

    it('opens before the site list arrives, its destinations named', async () => {
      let isSiteListAsked = false;
      let answerSites = () => {};
      // The site list arrives only once the test has looked.
      server.use(
        http.get(
          '*/api/sites',
          () =>
            new Promise<Response>((resolve) => {
              isSiteListAsked = true;
              answerSites = () => resolve(HttpResponse.json(collectionOf('sites', [])));
            }),
        ),
      );
      renderWithProviders(<UserModal user={linkedUser} onClose={() => {}} />);
      expect((screen.getByTestId('user-firstName') as HTMLInputElement).value).toBe('Chloé');
      expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
      await waitFor(() => expect(isSiteListAsked).toBe(true));
      expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
      answerSites();
    });

    it('keeps a destination the site list leaves out', async () => {
      server.use(...listsServer([site(1, 'Les Pins Dorés'), site(2, 'Lago Verde')]));
      renderWithProviders(<UserModal user={linkedUser} onClose={() => {}} />);
      await waitFor(() => expect(wasAsked('/sites')).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
      expect(submit().disabled).toBe(true);
    });
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionAnswer, UserRead } from '@velodesk/contract/api/access';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../app/session/session-store.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { sessionFixture } from '../../../test/session-fixture.ts';
import { UserModal } from './user-modal.tsx';

const collection = (resource: string, members: unknown[]) => ({
  '@id': `/api/${resource}`,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

const profile = (id: number, name: string, description: string, activated = true) => ({
  '@id': `/api/profiles/${id}`,
  '@type': 'Profile',
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

const lists: Record<string, unknown> = {
  '/api/profiles': collection('profiles', profiles),
  '/api/languages': collection('languages', [
    {
      '@id': '/api/languages/1',
      '@type': 'Language',
      id: 1,
      name: 'fr',
      description: 'Français',
      code: 'fr',
      isActive: true,
    },
    {
      '@id': '/api/languages/2',
      '@type': 'Language',
      id: 2,
      name: 'en',
      description: 'English',
      code: 'en',
      isActive: true,
    },
  ]),
  '/api/sites': collection('sites', []),
};

const takenUsernames = new Set(['admin', 'manager']);
const posted: unknown[] = [];
let createAnswer: { status: number; body: unknown } = { status: 201, body: {} };

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/check/uniqueness/user') {
    const body = JSON.parse(String(init?.body)) as { value: string };
    return Response.json({ canBeInserted: !takenUsernames.has(body.value.toLowerCase()) });
  }
  if (url.pathname === '/api/users' && init?.method === 'POST') {
    posted.push(JSON.parse(String(init.body)));
    return Response.json(createAnswer.body, { status: createAnswer.status });
  }
  return Response.json(lists[url.pathname] ?? collection('x', []));
});

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
  await waitFor(() =>
    expect(fakeFetch.mock.calls.some(([input]) => String(input).startsWith('/api/profiles'))).toBe(true),
  );
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
  beforeEach(async () => {
    posted.length = 0;
    createAnswer = { status: 201, body: {} };
    fakeFetch.mockClear();
    vi.stubGlobal('fetch', fakeFetch);
    setSession(managerSession());
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the password rule as it is typed and keeps submit disabled while it fails', async () => {
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    type('user-password', 'velo');
    const rule = screen.getByTestId('password-rule');
    const met = [...rule.querySelectorAll('[data-met]')].map((item) => item.getAttribute('data-met'));
    expect(met).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(screen.getByText('The password does not follow the rules.')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(true));

    type('user-password', 'Velo!desk#2026');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByText('The password does not follow the rules.')).toBeNull();
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
    const checks = fakeFetch.mock.calls.filter(([input]) => String(input) === '/api/check/uniqueness/user');
    const last = checks.at(-1)?.[1] as RequestInit;
    expect(JSON.parse(String(last.body))).toEqual({ field: 'username', value: 'Manager' });

    type('user-username', 'nina.d');
    await waitFor(() => expect(screen.queryByText('This username already exists.')).toBeNull());
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('sends the contract body (empty end date as null) and shows the server refusal inline', async () => {
    createAnswer = {
      status: 422,
      body: {
        '@type': 'hydra:Error',
        'hydra:title': 'Unprocessable Content',
        'hydra:description': 'password: The password needs at least 8 characters.',
        status: 422,
        violations: [{ propertyPath: 'password', message: 'The password needs two special characters.' }],
      },
    };
    renderWithProviders(<UserModal user={null} onClose={() => {}} />);
    await fillValidUser();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    expect(await screen.findByText('The password needs two special characters.')).toBeTruthy();
    expect(posted).toEqual([
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
    const site = (id: number, name: string) => ({
      '@id': `/api/sites/${id}`,
      '@type': 'Site',
      id,
      name,
    });
    const pills = () => screen.getAllByTestId('user-destination-pill').map((pill) => pill.textContent);

    it('opens before the site list arrives, its destinations named', async () => {
      const pending = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), 'http://localhost').pathname === '/api/sites'
          ? new Promise<Response>(() => {})
          : fakeFetch(input, init),
      );
      vi.stubGlobal('fetch', pending);
      renderWithProviders(<UserModal user={linkedUser} onClose={() => {}} />);
      expect((screen.getByTestId('user-firstName') as HTMLInputElement).value).toBe('Chloé');
      expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
      await waitFor(() =>
        expect(pending.mock.calls.some(([input]) => String(input).startsWith('/api/sites'))).toBe(true),
      );
      expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
    });

    it('keeps a destination the site list leaves out', async () => {
      const previous = lists['/api/sites'];
      lists['/api/sites'] = collection('sites', [site(1, 'Les Pins Dorés'), site(2, 'Lago Verde')]);
      try {
        renderWithProviders(<UserModal user={linkedUser} onClose={() => {}} />);
        await waitFor(() =>
          expect(fakeFetch.mock.calls.some(([input]) => String(input).startsWith('/api/sites'))).toBe(true),
        );
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(pills()).toEqual(['Les Pins Dorés', 'Le Moulin']);
        expect(submit().disabled).toBe(true);
      } finally {
        lists['/api/sites'] = previous;
      }
    });
  });
});

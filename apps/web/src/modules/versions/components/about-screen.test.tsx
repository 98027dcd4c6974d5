import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settingsUserRead } from '@velodesk/contract/api/access';
import { generatedFile } from '@velodesk/contract/api/invoicing';
import { backChangelogRead, FISCAL_VERSION, frontChangelogPath } from '@velodesk/contract/api/versions';
import { PlatformErrorCode } from '@velodesk/contract/errors';
import { hydraCollection } from '@velodesk/contract/hydra';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { webVersion } from '../web-version.ts';
import { AboutScreen } from './about-screen.tsx';

const frenchLog = '# Journal\n\n## 0.2.0\n\n- Calendrier de planning\n\n<b>brut</b>';
const englishLog = '# Web app changelog\n\n## 0.2.0\n\n- Planning calendar';

/** The web app's changelog files as its origin serves them; `null`: missing (404). */
const changelogFiles = (files: { fr: string | null; en: string | null }) => {
  const reads: string[] = [];
  const handlers = (['fr', 'en'] as const).map((language) =>
    http.get(`*${frontChangelogPath(language)}`, () => {
      reads.push(language);
      const content = files[language];
      return content === null
        ? new HttpResponse('Not found', { status: 404 })
        : new HttpResponse(content, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
    }),
  );
  server.use(...handlers);
  return reads;
};

const LEDGER_KEY = '3f'.repeat(32);

const backChangelog = () =>
  server.use(
    onApi('GET', '/changelog', backChangelogRead, {
      versionBack: '0.2.0',
      versionFiscale: FISCAL_VERSION,
      ledgerKeyFingerprint: LEDGER_KEY,
      content: '# API changelog\n\n## 0.2.0\n\n- Ledger closings',
    }),
  );

const currentSite = () =>
  server.use(
    onApi(
      'GET',
      '/settings_users',
      hydraCollection(settingsUserRead),
      collectionOf('settings_users', [
        {
          '@id': '/api/settings_users/9',
          '@type': 'SettingsUser' as const,
          id: 9,
          site: { '@id': '/api/sites/3', id: 3, name: 'Les Pins' },
          user: { '@id': '/api/users/7', id: 7, username: 'counter' },
        },
      ]),
    ),
  );

const renderAbout = () =>
  renderWithProviders(
    <>
      <NotificationsContainer />
      <AboutScreen />
    </>,
  );

describe('AboutScreen', () => {
  useApiServer();
  const opened = vi.fn<(url?: string | URL) => Window | null>();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSession(sessionFixture());
    opened.mockReset().mockReturnValue({} as Window);
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('shows the French front changelog, the back changelog and the three versions', async () => {
    const reads = changelogFiles({ fr: frenchLog, en: englishLog });
    backChangelog();
    currentSite();
    renderAbout();

    const front = await screen.findByTestId('front-changelog');
    // The file's title gives way to the card's; its sections are headings under it.
    expect(within(front).queryByRole('heading', { name: 'Journal' })).toBeNull();
    expect(within(front).getByRole('heading', { name: '0.2.0', level: 4 })).toBeTruthy();
    expect(within(front).getByText('Calendrier de planning')).toBeTruthy();
    // Raw HTML is dropped, never rendered: the tags go, their text stays plain.
    expect(front.querySelector('b')).toBeNull();
    expect(within(front).getByText('brut').tagName).toBe('P');
    expect(reads).toEqual(['fr']);
    expect(screen.queryByTestId('front-changelog-fallback')).toBeNull();

    const back = await screen.findByTestId('back-changelog');
    expect(within(back).getByRole('heading', { name: '0.2.0', level: 4 })).toBeTruthy();
    expect(within(back).getByText('Ledger closings')).toBeTruthy();
    expect(screen.getByTestId('web-version').textContent).toBe(webVersion);
    expect(webVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByTestId('api-version').textContent).toBe('0.2.0');
    expect(screen.getByTestId('fiscal-version').textContent).toBe(FISCAL_VERSION);
    // The fingerprint of the key that signs the ledger, as on the user certificate.
    expect(screen.getByTestId('ledger-key').textContent).toBe(LEDGER_KEY);
    await waitFor(() =>
      expect(screen.getByTestId('user-certificate-hint').textContent).toBe(
        "The application's certificate for your current site, Les Pins.",
      ),
    );
  });

  it('falls back to the English file when the French one is missing', async () => {
    const reads = changelogFiles({ fr: null, en: englishLog });
    backChangelog();
    currentSite();
    renderAbout();

    const front = await screen.findByTestId('front-changelog');
    expect(within(front).getByText('Planning calendar')).toBeTruthy();
    expect(reads).toEqual(['fr', 'en']);
    expect(screen.getByTestId('front-changelog-fallback')).toBeTruthy();
  });

  it('takes an HTML answer (the app page of a missing file) for a missing French file', async () => {
    server.use(
      http.get(`*${frontChangelogPath('fr')}`, () =>
        HttpResponse.html('<!doctype html><div id="root"></div>'),
      ),
      http.get(`*${frontChangelogPath('en')}`, () => HttpResponse.text(englishLog)),
    );
    backChangelog();
    currentSite();
    renderAbout();
    const front = await screen.findByTestId('front-changelog');
    expect(within(front).getByText('Planning calendar')).toBeTruthy();
  });

  it('says so when neither changelog file can be read, and still shows the back changelog', async () => {
    changelogFiles({ fr: null, en: null });
    backChangelog();
    currentSite();
    renderAbout();
    expect((await screen.findByTestId('front-changelog-error')).textContent).toBe(
      'The changelog could not be loaded.',
    );
    expect(await screen.findByTestId('back-changelog')).toBeTruthy();
  });

  it('generates the user certificate of the current site and opens it, with a spinner meanwhile', async () => {
    changelogFiles({ fr: frenchLog, en: englishLog });
    backChangelog();
    currentSite();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      onApi('POST', '/pdf/generate/user/certificate/:siteId', generatedFile, async () => {
        await released;
        return { file: '/api/sites/3/user_certificate' };
      }),
      http.get('*/api/sites/3/user_certificate', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    renderAbout();
    const button = await screen.findByTestId('user-certificate');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    release();
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:certificate', '_blank'));
    const posts = apiCalls('POST', '/pdf/generate/user/certificate/3');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toBeUndefined();
    expect(posts[0]?.headers.get('authorization')).toBe('Bearer token-123');
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });

  it('shows an error notice when the certificate is refused', async () => {
    changelogFiles({ fr: frenchLog, en: englishLog });
    backChangelog();
    currentSite();
    server.use(
      onApiError('POST', '/pdf/generate/user/certificate/3', 500, {
        'hydra:title': 'Internal Server Error',
        'hydra:description': 'The PDF could not be made.',
        code: PlatformErrorCode.internal,
      }),
    );
    renderAbout();
    const button = await screen.findByTestId('user-certificate');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText(/^The user certificate could not be generated\. An unexpected error/),
    ).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });
});

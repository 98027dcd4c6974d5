import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { generatedFile } from '@velodesk/contract/api/invoicing';
import { type DeployVersionRead, deployVersionRead } from '@velodesk/contract/api/versions';
import { PlatformErrorCode } from '@velodesk/contract/errors';
import { hydraCollection } from '@velodesk/contract/hydra';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { DeployVersionListScreen } from './deploy-version-list-screen.tsx';

const deployed = (
  id: number,
  versionBack: string,
  versionFront: string,
  deployedAt: string,
): DeployVersionRead => ({
  '@id': `/api/changelogs/${id}`,
  '@type': 'DeployVersion',
  id,
  versionBack,
  versionFront,
  versionFiscale: '1.0.0',
  deployedAt,
});

const rows = [
  deployed(2, '0.2.0', '0.2.0', '2026-11-24T09:05:00.000Z'),
  deployed(1, '0.1.0', '0.1.0', '2026-06-01T07:30:00.000Z'),
];

const renderList = (entry = '/changelog') => {
  const router = createMemoryRouter([{ path: '/changelog', element: <DeployVersionListScreen /> }], {
    initialEntries: [entry],
  });
  renderWithProviders(
    <>
      <NotificationsContainer />
      <RouterProvider router={router} />
    </>,
  );
  return router;
};

describe('DeployVersionListScreen', () => {
  useApiServer();
  const opened = vi.fn<(url?: string | URL) => Window | null>();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    opened.mockReset().mockReturnValue({} as Window);
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('lists the deployed versions newest first with their versions and deployment time', async () => {
    server.use(
      onApi('GET', '/changelogs', hydraCollection(deployVersionRead), collectionOf('changelogs', rows)),
    );
    renderList();
    const grid = await screen.findByTestId('deploy-versions-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('grid-row')).toHaveLength(2));
    const query = apiCalls('GET', '/changelogs')[0]?.query;
    expect(query?.get('order[id]')).toBe('desc');
    expect(query?.get('page')).toBe('1');
    const [first, second] = within(grid).getAllByTestId('grid-row');
    expect(within(first as HTMLElement).getByTestId('deploy-version-back-2').textContent).toBe('0.2.0');
    expect(within(first as HTMLElement).getByTestId('deploy-version-front-2').textContent).toBe('0.2.0');
    expect(within(first as HTMLElement).getByTestId('deploy-version-fiscal-2').textContent).toBe('1.0.0');
    // dd/MM/yyyy HH:mm in the browser's time zone.
    expect(
      within(first as HTMLElement).getByText(dayjs('2026-11-24T09:05:00.000Z').format('DD/MM/YYYY HH:mm')),
    ).toBeTruthy();
    expect(within(second as HTMLElement).getByTestId('deploy-version-back-1').textContent).toBe('0.1.0');
    for (const header of ['Id', 'API version', 'Web app version', 'Fiscal version', 'Deployed on'])
      expect(within(grid).getByText(header)).toBeTruthy();
  });

  it('keeps its page and order in the URL', async () => {
    server.use(
      onApi('GET', '/changelogs', hydraCollection(deployVersionRead), {
        ...collectionOf('changelogs', [rows[1] as DeployVersionRead]),
        'hydra:totalItems': 11,
      }),
    );
    renderList('/changelog?page=2&itemsPerPage=10&order%5Bid%5D=asc');
    await screen.findByTestId('deploy-version-back-1');
    const query = apiCalls('GET', '/changelogs')[0]?.query;
    expect([query?.get('page'), query?.get('itemsPerPage'), query?.get('order[id]')]).toEqual([
      '2',
      '10',
      'asc',
    ]);
  });

  it("generates a version's editor certificate and opens it", async () => {
    server.use(
      onApi('GET', '/changelogs', hydraCollection(deployVersionRead), collectionOf('changelogs', rows)),
      onApi('POST', '/pdf/generate/editor/certificate/:id', generatedFile, ({ params }) => ({
        file: `/api/changelogs/${String(params.id)}/editor_certificate`,
      })),
      http.get('*/api/changelogs/2/editor_certificate', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('editor-certificate-2'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:certificate', '_blank'));
    expect(apiCalls('POST', '/pdf/generate/editor/certificate/2')).toHaveLength(1);
    expect(apiCalls('POST', '/pdf/generate/editor/certificate/1')).toHaveLength(0);
  });

  it('says when the editor certificate cannot be made', async () => {
    server.use(
      onApi('GET', '/changelogs', hydraCollection(deployVersionRead), collectionOf('changelogs', rows)),
      onApiError('POST', '/pdf/generate/editor/certificate/1', 404, {
        'hydra:title': 'Not Found',
        'hydra:description': 'Deploy version 1 not found.',
        code: PlatformErrorCode.notFound,
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('editor-certificate-1'));
    // The screen's own message, then what the code says (never the server's English description).
    expect(await screen.findByText(/^The editor certificate could not be generated\. /)).toBeTruthy();
    expect(screen.queryByText(/Deploy version 1 not found/)).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});

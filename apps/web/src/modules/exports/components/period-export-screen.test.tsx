import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { PeriodExportScreen } from './period-export-screen.tsx';

const typeDate = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const validate = () => screen.getByRole('button', { name: 'Validate' });

describe('PeriodExportScreen', () => {
  useApiServer();
  const clicked: string[] = [];
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('says a start after the end is an invalid range and sends nothing', async () => {
    renderWithProviders(
      <>
        <NotificationsContainer />
        <PeriodExportScreen kind="invoices" />
      </>,
    );
    typeDate('export-start-date', '2026-06-30');
    typeDate('export-end-date', '2026-06-01');
    expect(await screen.findByText('Invalid date range: the start date is after the end date.')).toBeTruthy();
    expect((validate() as HTMLButtonElement).disabled).toBe(true);
    expect(apiCalls()).toEqual([]);
  });

  it('posts the period and downloads the file under the name the server gives', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/payment_exports', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="reglement_2026-06-01_2026-06-30.xlsx"',
          },
        });
      }),
    );
    renderWithProviders(
      <>
        <NotificationsContainer />
        <PeriodExportScreen kind="payments" />
      </>,
    );
    typeDate('export-start-date', '2026-06-01');
    typeDate('export-end-date', '2026-06-30');
    await waitFor(() => expect((validate() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(validate());
    await waitFor(() => expect(clicked).toEqual(['reglement_2026-06-01_2026-06-30.xlsx']));
    expect(body).toEqual({ startDate: '2026-06-01', endDate: '2026-06-30' });
    expect(await screen.findByText('Export done: reglement_2026-06-01_2026-06-30.xlsx')).toBeTruthy();
  });

  it("shows the server's refusal in the user's language", async () => {
    server.use(
      onApiError('POST', '/invoice_exports', 400, {
        'hydra:title': 'Bad Request',
        'hydra:description': 'The start date must not be after the end date.',
        code: 'EXPORT_INVALID_DATE_RANGE',
      }),
    );
    renderWithProviders(
      <>
        <NotificationsContainer />
        <PeriodExportScreen kind="invoices" />
      </>,
    );
    typeDate('export-start-date', '2026-06-01');
    typeDate('export-end-date', '2026-06-02');
    await waitFor(() => expect((validate() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(validate());
    expect(await screen.findByText('Invalid date range: the start date is after the end date.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});

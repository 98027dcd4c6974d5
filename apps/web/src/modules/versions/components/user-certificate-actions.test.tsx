import { fireEvent, screen, waitFor } from '@testing-library/react';
import { generatedFile } from '@velodesk/contract/api/invoicing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PrintCertificateAction, UserCertificateButton } from './user-certificate-actions.tsx';

describe('the user certificate actions', () => {
  useApiServer();
  const opened = vi.fn<(url?: string | URL) => Window | null>();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    opened.mockReset().mockReturnValue({} as Window);
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("prints a rental's site certificate from its row without opening the row", async () => {
    server.use(
      onApi('POST', '/pdf/generate/user/certificate/5', generatedFile, {
        file: '/api/sites/5/user_certificate',
      }),
      http.get('*/api/sites/5/user_certificate', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const rowClicked = vi.fn();
    renderWithProviders(
      <div onClick={rowClicked}>
        <PrintCertificateAction siteId={5} />
      </div>,
    );
    const action = screen.getByTestId('rental-print-certificate');
    expect(action.getAttribute('aria-label')).toBe('Print certificate');
    fireEvent.click(action);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:certificate', '_blank'));
    expect(apiCalls('POST', '/pdf/generate/user/certificate/5')).toHaveLength(1);
    expect(rowClicked).not.toHaveBeenCalled();
  });

  it('is disabled without a current site', () => {
    renderWithProviders(<UserCertificateButton siteId={null} />);
    const button = screen.getByTestId('user-certificate');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(apiCalls()).toHaveLength(0);
  });
});

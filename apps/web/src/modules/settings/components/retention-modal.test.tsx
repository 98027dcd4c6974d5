import { fireEvent, screen, waitFor } from '@testing-library/react';
import { retentionSettingsRead } from '@velodesk/contract/api/privacy';
import type { CompanyRead } from '@velodesk/contract/api/settings';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { RetentionModal } from './retention-modal.tsx';

const company = { id: 3, corporateName: 'Vélodesk Alpes SAS' } as CompanyRead;

const retention = (identityMonths: number, anonymiseYears: number, isDefault: boolean) => ({
  '@context': '/api/contexts/RetentionSettings',
  '@id': '/api/companies/3/retention',
  '@type': 'RetentionSettings' as const,
  company: { '@id': '/api/companies/3', id: 3 },
  identityMonths,
  anonymiseYears,
  isDefault,
  updatedAt: isDefault ? null : '2026-11-27T08:00:00.000Z',
});

const submit = () => screen.getByTestId('retention-submit') as HTMLButtonElement;

describe('RetentionModal', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi('GET', '/companies/:id/retention', retentionSettingsRead, retention(6, 3, true)),
      onApi('PUT', '/companies/:id/retention', retentionSettingsRead, ({ body }) => {
        const sent = body as { identityMonths: number; anonymiseYears: number };
        return retention(sent.identityMonths, sent.anonymiseYears, false);
      }),
    );
  });

  it("opens on the company's retention (the defaults), and saves both durations in one PUT", async () => {
    const onClose = vi.fn();
    renderWithProviders(<RetentionModal company={company} onClose={onClose} />);
    const months = (await screen.findByTestId('retention-identity-months')) as HTMLInputElement;
    expect(months.value).toBe('6');
    expect((screen.getByTestId('retention-anonymise-years') as HTMLInputElement).value).toBe('3');
    expect(screen.getByTestId('retention-defaults').textContent).toContain('Default values');
    fireEvent.change(months, { target: { value: '9' } });
    fireEvent.change(screen.getByTestId('retention-anonymise-years'), { target: { value: '4' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls('PUT', '/companies/3/retention').map((call) => call.body)).toEqual([
      { identityMonths: 9, anonymiseYears: 4 },
    ]);
  });

  it('says a duration out of range under its field, in French, and keeps Save disabled', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<RetentionModal company={company} onClose={() => {}} />);
    const years = await screen.findByTestId('retention-anonymise-years');
    fireEvent.change(years, { target: { value: '31' } });
    fireEvent.blur(years);
    expect(await screen.findByText('Entre 1 et 30 ans.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(apiCalls('PUT')).toHaveLength(0);
  });
});

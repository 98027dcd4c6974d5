import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { erasureRead, identityRevealRead, personalDataExport } from '@velodesk/contract/api/privacy';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CustomerDataActions } from './customer-data-actions.tsx';
import { IdentityNumberValue } from './identity-number-value.tsx';

const signInAs = (profileName: string, features: FeatureIdentifier[] = []) =>
  setSession(sessionFixture({ profileName, features }));

const customer = { id: 41, name: 'Hélène Moreau', anonymisedAt: null };

describe('IdentityNumberValue', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('shows the masked number, and reveals it (one journaled call) to the data-protection feature', async () => {
    signInAs('VENDEUR', ['planning', 'data_protection']);
    server.use(
      onApi('POST', '/customers/:id/identity_number_reveal', identityRevealRead, {
        '@context': '/api/contexts/IdentityNumberReveal',
        '@id': '/api/customers/41/identity_number_reveal',
        '@type': 'IdentityNumberReveal',
        subject: { '@id': '/api/customers/41', id: 41 },
        identityNumber: 'AB1234567429',
        revealedAt: '2026-11-27T08:00:00.000Z',
      }),
    );
    renderWithProviders(<IdentityNumberValue subject={{ kind: 'customer', id: 41 }} masked="••••7429" />);
    expect(screen.getByTestId('customer-identity-number-41').textContent).toBe('••••7429');
    fireEvent.click(screen.getByTestId('customer-identity-number-41-reveal'));
    await waitFor(() =>
      expect(screen.getByTestId('customer-identity-number-41').textContent).toBe('AB1234567429'),
    );
    expect(apiCalls('POST', '/customers/41/identity_number_reveal')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('customer-identity-number-41-hide'));
    expect(screen.getByTestId('customer-identity-number-41').textContent).toBe('••••7429');
  });

  it('offers no reveal without the feature, and says when the retention obscured the number', () => {
    signInAs('FINANCE', ['rental_contract']);
    const { unmount } = renderWithProviders(
      <IdentityNumberValue subject={{ kind: 'contact', id: 5 }} masked="••••7429" />,
    );
    expect(screen.getByTestId('contact-identity-number-5').textContent).toBe('••••7429');
    expect(screen.queryByTestId('contact-identity-number-5-reveal')).toBeNull();
    unmount();
    renderWithProviders(
      <IdentityNumberValue subject={{ kind: 'customer', id: 6 }} masked={null} isObscured />,
    );
    expect(screen.getByTestId('customer-identity-number-6-obscured').textContent).toBe('Obscured');
  });
});

describe('CustomerDataActions', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('is hidden from a counter clerk, even holding every rental feature', () => {
    signInAs('VENDEUR', ['planning', 'rental_contract', 'rental_reservation', 'settings_application']);
    renderWithProviders(<CustomerDataActions customer={customer} />);
    expect(screen.queryByTestId('personal-data-export')).toBeNull();
    expect(screen.queryByTestId('personal-data-erase')).toBeNull();
  });

  it('is offered to finance, to the data-protection feature, not to erase an anonymised customer', () => {
    signInAs('FINANCE');
    const { unmount } = renderWithProviders(<CustomerDataActions customer={customer} />);
    expect(screen.getByTestId('personal-data-export')).toBeTruthy();
    expect(screen.getByTestId('personal-data-erase')).toBeTruthy();
    unmount();
    signInAs('VENDEUR', ['data_protection']);
    renderWithProviders(
      <CustomerDataActions customer={{ ...customer, anonymisedAt: '2026-11-20T10:00:00.000Z' }} />,
    );
    expect(screen.getByTestId('personal-data-export')).toBeTruthy();
    expect(screen.queryByTestId('personal-data-erase')).toBeNull();
  });

  it('downloads the JSON export as the API answers it', async () => {
    signInAs('ADMINISTRATEUR');
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(
      onApi('GET', '/customers/:id/personal_data', personalDataExport, {
        '@context': '/api/contexts/PersonalDataExport',
        '@id': '/api/customers/41/personal_data',
        '@type': 'PersonalDataExport',
        exportedAt: '2026-11-27T08:00:00.000Z',
        customer: { lastname: 'Moreau' },
        emails: ['helene@example.com'],
        phones: [],
        contacts: [],
        comments: [],
        rentals: [],
        payments: [],
        invoices: [],
        stayLinks: [],
        history: [],
      }),
    );
    renderWithProviders(<CustomerDataActions customer={customer} />);
    fireEvent.click(screen.getByTestId('personal-data-export'));
    fireEvent.click(await screen.findByTestId('personal-data-export-json'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(apiCalls('GET', '/customers/41/personal_data')).toHaveLength(1);
    const file = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await file.text()).customer).toEqual({ lastname: 'Moreau' });
    click.mockRestore();
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });

  it('erases only with a reason, naming the consequences, and sends the reason', async () => {
    signInAs('ADMINISTRATEUR');
    server.use(
      onApi('POST', '/customers/:id/erasure', erasureRead, {
        '@context': '/api/contexts/CustomerErasure',
        '@id': '/api/customers/41/erasure',
        '@type': 'CustomerErasure',
        customer: { '@id': '/api/customers/41', id: 41 },
        anonymisedAt: '2026-11-27T08:00:00.000Z',
        keptInvoices: 2,
      }),
    );
    renderWithProviders(
      <>
        <NotificationsContainer />
        <CustomerDataActions customer={customer} />
      </>,
    );
    fireEvent.click(screen.getByTestId('personal-data-erase'));
    const modal = await screen.findByTestId('erase-modal');
    expect(within(modal).getByTestId('erase-consequences').textContent).toContain(
      'issued invoices and credit notes stay exactly as issued',
    );
    const submit = within(modal).getByTestId('erase-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(modal).getByTestId('erase-reason'), { target: { value: 'Asked by e-mail' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('erase-modal')).toBeNull());
    expect(apiCalls('POST', '/customers/41/erasure')[0]?.body).toEqual({ reason: 'Asked by e-mail' });
    expect(await screen.findByText(/2 invoice\(s\) kept as issued/)).toBeTruthy();
  });

  it('shows the refusal of a customer with a rental in progress in the modal, in French', async () => {
    await i18n.changeLanguage('fr');
    signInAs('ADMINISTRATEUR');
    server.use(
      onApiError('POST', '/customers/:id/erasure', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'This customer has a rental in progress: their data cannot be anonymised now.',
        code: 'CUSTOMER_RENTAL_IN_PROGRESS',
      }),
    );
    renderWithProviders(<CustomerDataActions customer={customer} />);
    fireEvent.click(screen.getByTestId('personal-data-erase'));
    const modal = await screen.findByTestId('erase-modal');
    expect(within(modal).getByText("Motif de l'effacement")).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('erase-reason'), { target: { value: 'Demande écrite' } });
    const submit = within(modal).getByTestId('erase-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const refusal = await within(modal).findByTestId('erase-refusal');
    // Translated by its code, never the server's English description.
    expect(refusal.textContent).toBe(
      'Ce client a une location en cours : ses données ne peuvent pas être effacées maintenant.',
    );
    expect(screen.getByTestId('erase-modal')).toBeTruthy();
  });
});

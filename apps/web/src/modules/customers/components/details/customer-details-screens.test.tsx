import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDetail } from '@velodesk/contract/api/customers';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import {
  commentOf,
  companyCustomer,
  contactOf,
  customerFormServer,
  individualCustomer,
  servesCustomer,
} from '@/test/customer-fixtures.ts';
import { apiCalls, onApi, onApiError, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CompanyDetailsScreen } from './company-details-screen.tsx';
import { IndividualDetailsScreen } from './individual-details-screen.tsx';

const jeanne = individualCustomer({
  comments: [commentOf('/api/customers/12', { comment: 'Prefers the 54 cm frame.' })],
});
const company = companyCustomer();

/** A details screen at its route, with the lists it leaves to after a delete. */
const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <NotificationsContainer />
      <Routes>
        <Route
          path="/customers-details/:id"
          element={<IndividualDetailsScreen id={Number(path.split('/').pop())} />}
        />
        <Route
          path="/company-details/:id"
          element={<CompanyDetailsScreen id={Number(path.split('/').pop())} />}
        />
        <Route path="/individual-customers" element={<p data-testid="individual-list">list</p>} />
        <Route path="/company-customers" element={<p data-testid="company-list">list</p>} />
      </Routes>
    </MemoryRouter>,
  );

const detail = (key: string) => screen.getByTestId(`detail-${key}`).textContent?.replace(/\u00a0/g, ' ');

describe("a customer's details screen", () => {
  useApiServer();
  beforeEach(async () => {
    // A counter: no personal-data actions, which are tested with the privacy module.
    setSession(sessionFixture({ features: ['planning', 'rental_contract'] }));
    server.use(...customerFormServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it("shows an individual's details and comments as the API answers them", async () => {
    server.use(servesCustomer(jeanne));
    renderAt('/customers-details/12');
    expect(await screen.findByTestId('customer-details')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toContain('Moreau');
    expect(detail('firstname')).toBe('Jeanne');
    expect(detail('lastname')).toContain('Moreau');
    expect(detail('email')).toContain('jeanne.moreau@example.com');
    expect(detail('phone')).toBe('+33 6 10 07 85 57');
    expect(detail('canvassing')).toBe(i18n.t('CUSTOMERS.NO'));
    const comment = screen.getByTestId('comment-item');
    expect(comment.textContent).toContain('Prefers the 54 cm frame.');
    expect(comment.textContent).toContain('Ada Counter');
  });

  it("names an imported customer's stay-system client instead of the canvassing", async () => {
    server.use(servesCustomer({ ...jeanne, huttosoft: '1001', huttosoftCode: 'PINS-0001' }));
    renderAt('/customers-details/12');
    await screen.findByTestId('customer-details');
    expect(detail('stay-client')).toBe('PINS-0001');
    expect(screen.queryByTestId('detail-canvassing')).toBeNull();
  });

  it('says when the customer does not exist', async () => {
    server.use(
      onApiError('GET', '/customers/:id', 404, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Not Found',
      }),
    );
    renderAt('/customers-details/99');
    expect((await screen.findByTestId('customer-error')).textContent).toBe(i18n.t('CUSTOMERS.NOT_FOUND'));
    expect(screen.queryByTestId('details-edit')).toBeNull();
    expect(screen.queryByTestId('details-delete')).toBeNull();
  });

  it('says the customer could not be loaded on any other error', async () => {
    server.use(
      onApiError('GET', '/customers/:id', 503, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Service Unavailable',
      }),
    );
    renderAt('/customers-details/12');
    expect((await screen.findByTestId('customer-error')).textContent).toBe(i18n.t('CUSTOMERS.LOAD_ERROR'));
  });

  it('edits in place: the form asks for the first name, Save sends the PATCH and returns to the details', async () => {
    server.use(
      servesCustomer(jeanne),
      onApi('PATCH', '/customers/:id', customerDetail, { ...jeanne, city: 'Royan' }),
    );
    renderAt('/customers-details/12');
    fireEvent.click(await screen.findByTestId('details-edit'));
    expect(screen.getByText(i18n.t('CUSTOMERS.EDIT_INDIVIDUAL'))).toBeTruthy();
    // The edit and delete actions leave while the form is open.
    expect(screen.queryByTestId('details-delete')).toBeNull();

    fireEvent.change(screen.getByTestId('details-firstname'), { target: { value: '' } });
    expect(await screen.findByText(i18n.t('CUSTOMERS.FIRSTNAME_REQUIRED'))).toBeTruthy();
    const save = screen.getByTestId('details-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(screen.getByTestId('details-firstname'), { target: { value: 'Jeanne' } });
    fireEvent.change(screen.getByTestId('details-city'), { target: { value: 'Royan' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('details-edit-form')).toBeNull());
    expect(apiCalls('PATCH', '/customers/12')[0]?.body).toMatchObject({ name: 'Jeanne', city: 'Royan' });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.EDIT_SUCCESS'),
    );
  });

  it('leaves the edit form on Cancel without saving', async () => {
    server.use(servesCustomer(jeanne));
    renderAt('/customers-details/12');
    fireEvent.click(await screen.findByTestId('details-edit'));
    fireEvent.click(screen.getByTestId('details-cancel'));
    expect(await screen.findByTestId('details-edit')).toBeTruthy();
    expect(apiCalls('PATCH')).toEqual([]);
  });

  it('deletes an individual after its confirmation, then shows the individual customers', async () => {
    server.use(servesCustomer(jeanne), onApiNoContent('DELETE', '/customers/:id'));
    renderAt('/customers-details/12');
    fireEvent.click(await screen.findByTestId('details-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18n.t('CUSTOMERS.DELETE_INDIVIDUAL'));
    expect(dialog.textContent).toContain('Moreau');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('DELETE', '/customers/12')).toHaveLength(1));
    // The screen leaves once the delete is answered (a busy machine may take a while).
    expect(await screen.findByTestId('individual-list', {}, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.DELETE_SUCCESS'),
    );
  });

  it('says why a delete was refused (a customer with rentals) and stays on the customer', async () => {
    server.use(
      servesCustomer(jeanne),
      onApiError('DELETE', '/customers/:id', 409, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'The customer has rentals.',
        code: 'CUSTOMER_HAS_RENTALS',
      }),
    );
    renderAt('/customers-details/12');
    fireEvent.click(await screen.findByTestId('details-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    // The code's own message, in the interface language (never the English description).
    const notice = await screen.findByTestId('notification-error');
    expect(notice.textContent).toContain(i18n.t('CUSTOMERS.DELETE_ERROR'));
    expect(notice.textContent).not.toContain('The customer has rentals.');
    expect(screen.getByTestId('customer-details')).toBeTruthy();
  });

  it("shows a company's details, phones and contacts", async () => {
    server.use(servesCustomer({ ...company, contacts: [contactOf(company['@id'])] }));
    renderAt('/company-details/40');
    expect(await screen.findByTestId('customer-details')).toBeTruthy();
    expect(detail('name')).toContain('Vélo Tours Océan');
    expect(detail('trade-register')).toBe('RCS Saintes 812 345 678');
    expect(detail('vat-number')).toBe('FR42812345678');
    expect(detail('phones')).toContain('+33 5 46 00 00 01');
    expect(detail('phones')).toContain('+33 5 46 00 00 02');
    expect(screen.getByTestId('contact-row').textContent).toContain('Garnier');
  });

  it('refuses to delete a company that still has contacts, without asking the API to', async () => {
    server.use(servesCustomer({ ...company, contacts: [contactOf(company['@id'])] }));
    renderAt('/company-details/40');
    fireEvent.click(await screen.findByTestId('details-delete'));
    expect((await screen.findByTestId('delete-refused-message')).textContent).toBe(
      i18n.t('CUSTOMERS.CUSTOMER_HAS_CONTACTS'),
    );
    fireEvent.click(screen.getByTestId('delete-refused-ok'));
    await waitFor(() => expect(screen.queryByTestId('delete-refused-message')).toBeNull());
    expect(apiCalls('DELETE')).toEqual([]);
  });

  it('shows an individual met on the company route on its own screen', async () => {
    server.use(servesCustomer(jeanne), onApi('GET', '/customers/:id', customerDetail, jeanne));
    renderWithProviders(
      <MemoryRouter initialEntries={['/company-details/12']}>
        <Routes>
          <Route path="/company-details/:id" element={<CompanyDetailsScreen id={12} />} />
          <Route path="/customers-details/:id" element={<p data-testid="individual-route">individual</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('individual-route')).toBeTruthy();
  });
});

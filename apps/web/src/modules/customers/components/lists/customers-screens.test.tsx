import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerRead } from '@velodesk/contract/api/customers';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import {
  companyCustomer,
  contactOf,
  customerFormServer,
  individualCustomer,
  servesCustomer,
} from '@/test/customer-fixtures.ts';
import { apiCalls, collectionOf, onApi, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CompanyCustomersScreen } from './company-customers-screen.tsx';
import { IndividualCustomersScreen } from './individual-customers-screen.tsx';

/** A list row: the customer without its contacts and comments, as GET /customers answers. */
const rowOf = ({
  contacts: _contacts,
  comments: _comments,
  ...customer
}: ReturnType<typeof individualCustomer>) => customer;

const jeanne = individualCustomer();
const paul = individualCustomer({
  id: 14,
  name: 'Paul',
  lastname: 'Durand',
  email: { '@id': '/api/emails/32', id: 32, email: 'paul.durand@example.com' },
  phoneNumber: null,
  phones: [],
  city: null,
});
const company = companyCustomer();

const servesList = (rows: ReturnType<typeof rowOf>[]) =>
  onApi('GET', '/customers', hydraCollection(customerRead), collectionOf('customers', rows));

const renderScreens = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <NotificationsContainer />
      <Routes>
        <Route path="/individual-customers" element={<IndividualCustomersScreen />} />
        <Route path="/company-customers" element={<CompanyCustomersScreen />} />
        <Route path="/customers-details/:id" element={<p data-testid="individual-details">details</p>} />
        <Route path="/company-details/:id" element={<p data-testid="company-details">details</p>} />
      </Routes>
    </MemoryRouter>,
  );

const rows = () => screen.findAllByTestId('grid-row');

describe('the customers lists', () => {
  useApiServer();
  beforeEach(async () => {
    setSession(sessionFixture({ features: ['planning', 'rental_contract'] }));
    server.use(...customerFormServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the individual customers the API answers, asking for individuals only', async () => {
    server.use(servesList([rowOf(jeanne), rowOf(paul)]));
    renderScreens('/individual-customers');
    const [first, second] = await rows();
    expect(first?.textContent).toContain('Jeanne');
    expect(first?.textContent).toContain('Moreau');
    expect(first?.textContent).toContain('jeanne.moreau@example.com');
    expect(first?.textContent?.replace(/\u00a0/g, ' ')).toContain('+33 6 10 07 85 57');
    expect(first?.textContent).toContain('La Rochelle');
    // What a customer lacks is a dash.
    expect(second?.textContent).toContain('Durand');
    expect(within(second as HTMLElement).getAllByText('-').length).toBeGreaterThan(0);
    expect(apiCalls('GET', '/customers')[0]?.query.get('type.id')).toBe('2');
  });

  it('says when no customer matches', async () => {
    server.use(servesList([]));
    renderScreens('/individual-customers');
    expect(await screen.findByText(i18n.t('CUSTOMERS.NO_CUSTOMERS'))).toBeTruthy();
  });

  it("opens a customer's details from its row", async () => {
    server.use(servesList([rowOf(jeanne)]));
    renderScreens('/individual-customers');
    const [row] = await rows();
    fireEvent.click(row as HTMLElement);
    expect(await screen.findByTestId('individual-details')).toBeTruthy();
  });

  it('filters by last name once the panel is validated', async () => {
    server.use(servesList([rowOf(jeanne)]));
    renderScreens('/individual-customers');
    await rows();
    fireEvent.change(screen.getByTestId('filter-lastname'), { target: { value: 'Moreau' } });
    fireEvent.click(screen.getByTestId('filters-validate'));
    await waitFor(() =>
      expect(apiCalls('GET', '/customers').some((call) => call.query.get('lastname') === 'Moreau')).toBe(
        true,
      ),
    );
  });

  it('edits a customer from its row in the modal, filled with the row', async () => {
    server.use(servesList([rowOf(jeanne)]));
    renderScreens('/individual-customers');
    const [row] = await rows();
    fireEvent.click(within(row as HTMLElement).getByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('CUSTOMERS.EDIT_INDIVIDUAL'))).toBeTruthy();
    expect((screen.getByTestId('individual-lastname') as HTMLInputElement).value).toBe('Moreau');
    // The edit icon does not open the details.
    expect(screen.queryByTestId('individual-details')).toBeNull();
  });

  it('opens the add modal empty', async () => {
    server.use(servesList([]));
    renderScreens('/individual-customers');
    fireEvent.click(screen.getByTestId('customers-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('CUSTOMERS.ADD_INDIVIDUAL'))).toBeTruthy();
    expect((screen.getByTestId('individual-lastname') as HTMLInputElement).value).toBe('');
  });

  it('deletes an individual from its row after the confirmation', async () => {
    server.use(servesList([rowOf(jeanne)]), onApiNoContent('DELETE', '/customers/:id'));
    renderScreens('/individual-customers');
    const [row] = await rows();
    fireEvent.click(within(row as HTMLElement).getByTestId('row-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('DELETE', '/customers/12')).toHaveLength(1));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.DELETE_SUCCESS'),
    );
  });

  it('lists the company customers, asking for companies only', async () => {
    server.use(servesList([rowOf(company)]));
    renderScreens('/company-customers');
    const [row] = await rows();
    expect(row?.textContent).toContain('Vélo Tours Océan');
    expect(row?.textContent).toContain('bookings@velotours.example');
    expect(apiCalls('GET', '/customers')[0]?.query.get('type.id')).toBe('1');
  });

  it('refuses to delete a company that has contacts: it reads the company first, sends no DELETE', async () => {
    server.use(
      servesList([rowOf(company)]),
      servesCustomer({ ...company, contacts: [contactOf(company['@id'])] }),
    );
    renderScreens('/company-customers');
    const [row] = await rows();
    fireEvent.click(within(row as HTMLElement).getByTestId('row-delete'));
    expect((await screen.findByTestId('delete-refused-message')).textContent).toBe(
      i18n.t('CUSTOMERS.CUSTOMER_HAS_CONTACTS'),
    );
    expect(apiCalls('GET', '/customers/40')).toHaveLength(1);
    expect(apiCalls('DELETE')).toEqual([]);
  });

  it('asks to confirm the delete of a company without contacts', async () => {
    server.use(servesList([rowOf(company)]), servesCustomer(company));
    renderScreens('/company-customers');
    const [row] = await rows();
    fireEvent.click(within(row as HTMLElement).getByTestId('row-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18n.t('CUSTOMERS.DELETE_COMPANY'));
    expect(dialog.textContent).toContain('Vélo Tours Océan');
  });
});

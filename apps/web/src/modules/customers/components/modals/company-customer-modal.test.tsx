import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDetail, phoneRead } from '@velodesk/contract/api/customers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { companyCustomer, customerFormServer } from '@/test/customer-fixtures.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CompanyCustomerModal } from './company-customer-modal.tsx';

const created = companyCustomer({ id: 41, phones: [] });

const renderModal = (props: { onClose?: () => void; onSaved?: () => void } = {}) =>
  renderWithProviders(
    <>
      <NotificationsContainer />
      <CompanyCustomerModal opened onClose={props.onClose ?? (() => {})} onSaved={props.onSaved} />
    </>,
  );

const submit = () => screen.getByTestId('company-form-submit') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const writes = () =>
  apiCalls()
    .filter((call) => call.method !== 'GET' && !call.path.startsWith('/check/'))
    .map((call) => `${call.method} ${call.path}`);

/** The company posted, each phone posted, then the company read again with its phones. */
const savesCompany = () => [
  onApi('POST', '/customers', customerDetail, created, { status: 201 }),
  onApi(
    'POST',
    '/phones',
    phoneRead,
    ({ body }) => ({
      '@id': '/api/phones/90',
      '@type': 'Phone' as const,
      id: 90,
      number: (body as { number: string }).number,
      customer: created['@id'],
    }),
    { status: 201 },
  ),
  onApi('GET', '/customers/:id', customerDetail, created),
];

describe('the company customer modal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...customerFormServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('is titled for a new company and asks for its name and e-mail', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('CUSTOMERS.ADD_COMPANY'))).toBeTruthy();
    fireEvent.submit(screen.getByTestId('company-form'));
    expect(await screen.findByText(i18n.t('CUSTOMERS.NAME_REQUIRED'))).toBeTruthy();
    expect(screen.getByText(i18n.t('USERS.errorEmailRequiredMessage'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(writes()).toEqual([]);
  });

  it('says when the same phone is typed twice, and blocks Add', async () => {
    renderModal();
    await screen.findByRole('dialog');
    type('company-name', 'Vélo Tours Océan');
    type('company-email', 'bookings@velotours.example');
    type('company-phones-row-0', '05 46 00 00 01');
    fireEvent.click(screen.getByTestId('company-phones-add-0'));
    type('company-phones-row-1', '0546000001');
    expect(await screen.findByText(i18n.t('CUSTOMERS.PHONE_DUPLICATE'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('creates the company, then posts each typed phone with its IRI, then closes', async () => {
    server.use(...savesCompany());
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderModal({ onClose, onSaved });
    await screen.findByRole('dialog');
    type('company-name', ' Vélo Tours Océan ');
    type('company-email', 'bookings@velotours.example');
    type('company-trade-register', 'RCS Saintes 812 345 678');
    type('company-phones-row-0', '05 46 00 00 01');
    fireEvent.click(screen.getByTestId('company-phones-add-0'));
    type('company-phones-row-1', '05 46 00 00 02');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    expect(writes()).toEqual(['POST /customers', 'POST /phones', 'POST /phones']);
    expect(apiCalls('POST', '/customers')[0]?.body).toMatchObject({
      type: '/api/customer_types/1',
      name: 'Vélo Tours Océan',
      email: 'bookings@velotours.example',
      tradeCompanyRegister: 'RCS Saintes 812 345 678',
      language: '/api/languages/1',
    });
    expect(apiCalls('POST', '/phones').map((call) => call.body)).toEqual([
      { number: '05 46 00 00 01', customer: created['@id'] },
      { number: '05 46 00 00 02', customer: created['@id'] },
    ]);
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.ADD_SUCCESS'),
    );
  });

  it('keeps the company when a phone is refused, and says the phone could not be added', async () => {
    server.use(...savesCompany());
    // Added last, so that it answers before savesCompany's phone handler.
    server.use(
      onApiError('POST', '/phones', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'number: This phone number already exists.',
        violations: [
          { propertyPath: 'number', message: 'This phone number already exists.', code: 'PHONE_TAKEN' },
        ],
      }),
    );
    const onClose = vi.fn();
    renderModal({ onClose });
    await screen.findByRole('dialog');
    type('company-name', 'Vélo Tours Océan');
    type('company-email', 'bookings@velotours.example');
    type('company-phones-row-0', '05 46 00 00 01');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const error = await screen.findByTestId('notification-error');
    expect(error.textContent).toContain(i18n.t('CUSTOMERS.ADD_ERROR'));
    expect(error.textContent).toContain(i18n.t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE'));
  });

  it('closes on Cancel without sending anything', async () => {
    const onClose = vi.fn();
    renderModal({ onClose });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('company-form-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(writes()).toEqual([]);
  });
});

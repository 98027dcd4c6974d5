import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDetail } from '@velodesk/contract/api/customers';
import { uniquenessAnswer } from '@velodesk/contract/api/reference';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { customerFormServer, individualCustomer } from '@/test/customer-fixtures.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { IndividualCustomerModal } from './individual-customer-modal.tsx';

const jeanne = individualCustomer();

const renderModal = (props: { customer?: typeof jeanne; onClose?: () => void; onSaved?: () => void }) =>
  renderWithProviders(
    <>
      <NotificationsContainer />
      <IndividualCustomerModal opened onClose={props.onClose ?? (() => {})} {...props} />
    </>,
  );

const submit = () => screen.getByTestId('individual-form-submit') as HTMLButtonElement;
const field = (name: string) => screen.getByTestId(`individual-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** The writes sent: everything but the reads and the uniqueness checks. */
const writes = () => apiCalls().filter((call) => call.method !== 'GET' && !call.path.startsWith('/check/'));

describe('the individual customer modal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...customerFormServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('is titled for a new customer and offers Add, disabled until the required fields are filled', async () => {
    renderModal({});
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('CUSTOMERS.ADD_INDIVIDUAL'))).toBeTruthy();
    expect(submit().textContent).toBe(i18n.t('CUSTOMERS.ADD'));
    expect(submit().disabled).toBe(true);
  });

  it('shows the messages of the missing last name and e-mail on submit, and sends nothing', async () => {
    renderModal({});
    await screen.findByRole('dialog');
    fireEvent.submit(screen.getByTestId('individual-form'));
    expect(await screen.findByText(i18n.t('USERS.errorUseLastnameRequiredMessage'))).toBeTruthy();
    expect(screen.getByText(i18n.t('USERS.errorUsernameRequiredMessage'))).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('refuses a phone the API would refuse, with the phone message', async () => {
    renderModal({});
    await screen.findByRole('dialog');
    type('lastname', 'Perrin');
    type('email', 'lise.perrin@example.com');
    type('phone', 'call me');
    expect(await screen.findByText(i18n.t('CUSTOMERS.PHONE_INVALID'))).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('creates the customer: POST /customers with the typed values, French by default, then closes', async () => {
    server.use(
      onApi('POST', '/customers', customerDetail, individualCustomer({ id: 13, lastname: 'Perrin' }), {
        status: 201,
      }),
    );
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderModal({ onClose, onSaved });
    await screen.findByRole('dialog');
    type('firstname', ' Lise ');
    type('lastname', 'Perrin ');
    type('email', ' lise.perrin@example.com');
    type('phone', '06 10 07 85 57');
    type('city', 'Royan');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /customers']);
    expect(writes()[0]?.body).toEqual({
      type: '/api/customer_types/2',
      civility: null,
      name: 'Lise',
      lastname: 'Perrin',
      email: 'lise.perrin@example.com',
      country: null,
      city: 'Royan',
      address: null,
      complement: null,
      phoneNumber: '06 10 07 85 57',
      birthDate: null,
      identityNumber: null,
      language: '/api/languages/1',
    });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.ADD_SUCCESS'),
    );
  });

  it('checks the e-mail as it is typed and blocks Add while it is used by another customer', async () => {
    server.use(onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: false }));
    renderModal({});
    await screen.findByRole('dialog');
    type('lastname', 'Perrin');
    type('email', 'taken@example.com');
    expect(await screen.findByText(i18n.t('USERS.NAME_EXISTS'))).toBeTruthy();
    expect(apiCalls('POST', '/check/uniqueness/email')[0]?.body).toMatchObject({
      field: 'email',
      value: 'taken@example.com',
    });
    expect(submit().disabled).toBe(true);
  });

  it('edits a customer: its values are filled in, Save sends a PATCH of the customer', async () => {
    server.use(onApi('PATCH', '/customers/:id', customerDetail, { ...jeanne, city: 'Royan' }));
    const onClose = vi.fn();
    renderModal({ customer: jeanne, onClose });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('CUSTOMERS.EDIT_INDIVIDUAL'))).toBeTruthy();
    expect(field('lastname').value).toBe('Moreau');
    expect(field('email').value).toBe('jeanne.moreau@example.com');
    expect(submit().textContent).toBe(i18n.t('CUSTOMERS.SAVE'));

    type('city', 'Royan');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /customers/12']);
    expect(writes()[0]?.body).toMatchObject({
      lastname: 'Moreau',
      email: 'jeanne.moreau@example.com',
      city: 'Royan',
      country: '/api/countries/75',
      language: '/api/languages/1',
      canvassing: false,
    });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.EDIT_SUCCESS'),
    );
  });

  it("stays open on a refused save and says why, from the violation's code", async () => {
    server.use(
      onApiError('POST', '/customers', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'email: This e-mail address is already used.',
        violations: [
          { propertyPath: 'email', message: 'This e-mail address is already used.', code: 'EMAIL_TAKEN' },
        ],
      }),
    );
    const onClose = vi.fn();
    renderModal({ onClose });
    await screen.findByRole('dialog');
    type('lastname', 'Perrin');
    type('email', 'lise.perrin@example.com');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    const notice = await screen.findByTestId('notification-error');
    expect(notice.textContent).toContain(i18n.t('CUSTOMERS.ADD_ERROR'));
    expect(notice.textContent).toContain(i18n.t('USERS.NAME_EXISTS'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('individual-form')).toBeTruthy();
  });

  it('closes on Cancel without sending anything', async () => {
    const onClose = vi.fn();
    renderModal({ customer: jeanne, onClose });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('individual-form-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(writes()).toEqual([]);
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contactRead } from '@velodesk/contract/api/customers';
import { uniquenessAnswer } from '@velodesk/contract/api/reference';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { companyCustomer, contactOf, customerFormServer } from '@/test/customer-fixtures.ts';
import { apiCalls, onApi, onApiError, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { ContactsTable } from './contacts-table.tsx';

const company = companyCustomer();
const julien = contactOf(company['@id']);

const renderTable = (contacts = [julien]) =>
  renderWithProviders(
    <>
      <NotificationsContainer />
      <ContactsTable company={{ ...company, contacts }} />
    </>,
  );

const contactModal = () => screen.findByRole('dialog');
const submit = () => screen.getByTestId('contact-form-submit') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("a company's contacts", () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...customerFormServer());
    // Notices live in one store for the whole file: each test starts with none.
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('lists each contact with its names, e-mail, position and phone in the international format', () => {
    renderTable();
    const row = screen.getByTestId('contact-row');
    expect(row.textContent).toContain('Julien');
    expect(row.textContent).toContain('Garnier');
    expect(row.textContent).toContain('julien.garnier@velotours.example');
    expect(row.textContent).toContain('Operations manager');
    expect(row.textContent?.replace(/\u00a0/g, ' ')).toContain('+33 6 12 34 56 78');
  });

  it('says the company has no contact yet, and dashes what a contact lacks', () => {
    const { unmount } = renderTable([]);
    expect(screen.getByTestId('contacts-empty').textContent).toBe(i18n.t('CUSTOMERS.NO_CONTACT'));
    expect(screen.queryByTestId('contact-row')).toBeNull();
    unmount();
    renderTable([{ ...julien, firstname: null, email: null, phoneNumber: null, function: null }]);
    const cells = within(screen.getByTestId('contact-row')).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual(['-', 'Garnier', '-', '-', '-']);
  });

  it('adds a contact: asks for the last name and the e-mail, then posts it linked to the company', async () => {
    server.use(
      onApi('POST', '/contacts', contactRead, ({ body }) => ({
        ...julien,
        id: 71,
        '@id': '/api/contacts/71',
        lastname: (body as { lastname: string }).lastname,
      })),
    );
    renderTable([]);
    fireEvent.click(screen.getByTestId('contacts-add'));
    const modal = await contactModal();
    expect(within(modal).getByText(i18n.t('CUSTOMERS.ADD_CONTACT'))).toBeTruthy();

    // Nothing typed: the submit shows what is missing and sends nothing.
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText(i18n.t('USERS.errorUseLastnameRequiredMessage'))).toBeTruthy();
    expect(screen.getByText(i18n.t('USERS.errorEmailRequiredMessage'))).toBeTruthy();
    expect(submit().disabled).toBe(true);

    type('contact-firstname', ' Lise ');
    type('contact-lastname', 'Perrin');
    type('contact-email', 'lise.perrin@velotours.example');
    type('contact-function', 'Buyer');
    type('contact-phone', '06 10 07 85 57');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    await waitFor(() => expect(screen.queryByTestId('contact-form')).toBeNull());
    expect(apiCalls('POST', '/contacts')[0]?.body).toEqual({
      customer: company['@id'],
      civility: null,
      firstname: 'Lise',
      lastname: 'Perrin',
      function: 'Buyer',
      identityNumber: null,
      birthDate: null,
      email: { email: 'lise.perrin@velotours.example' },
      phoneNumber: { number: '06 10 07 85 57' },
    });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.ADD_CONTACT_SUCCESS'),
    );
  });

  it('keeps Add disabled while the e-mail is already used by someone else', async () => {
    server.use(onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: false }));
    renderTable([]);
    fireEvent.click(screen.getByTestId('contacts-add'));
    await contactModal();
    type('contact-lastname', 'Perrin');
    type('contact-email', 'taken@velotours.example');
    await waitFor(() => expect(apiCalls('POST', '/check/uniqueness/email').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByText(i18n.t('USERS.NAME_EXISTS'))).toBeTruthy());
    expect(submit().disabled).toBe(true);
    expect(apiCalls('POST', '/contacts')).toHaveLength(0);
  });

  it('edits a contact: its values are shown, the unchanged e-mail and phone are sent as their IRIs', async () => {
    server.use(onApi('PATCH', '/contacts/:id', contactRead, { ...julien, function: 'Director' }));
    renderTable();
    fireEvent.click(screen.getByTestId('contact-edit'));
    const modal = await contactModal();
    expect(within(modal).getByText(i18n.t('CUSTOMERS.EDIT_CONTACT'))).toBeTruthy();
    expect((screen.getByTestId('contact-lastname') as HTMLInputElement).value).toBe('Garnier');
    expect((screen.getByTestId('contact-email') as HTMLInputElement).value).toBe(
      'julien.garnier@velotours.example',
    );

    type('contact-function', 'Director');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(apiCalls('PATCH', '/contacts/70')).toHaveLength(1));
    expect(apiCalls('PATCH', '/contacts/70')[0]?.body).toMatchObject({
      lastname: 'Garnier',
      function: 'Director',
      email: julien.email?.['@id'],
      phoneNumber: julien.phoneNumber?.['@id'],
    });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.EDIT_CONTACT_SUCCESS'),
    );
  });

  it('shows a refused save as the action error followed by its reason, and stays open', async () => {
    server.use(
      onApiError('PATCH', '/contacts/:id', 422, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'phoneNumber: This phone number already exists.',
        violations: [
          { propertyPath: 'phoneNumber', message: 'This phone number already exists.', code: 'PHONE_TAKEN' },
        ],
      }),
    );
    renderTable();
    fireEvent.click(screen.getByTestId('contact-edit'));
    await contactModal();
    type('contact-function', 'Director');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    const notice = await screen.findByTestId('notification-error');
    expect(notice.textContent).toContain(i18n.t('CUSTOMERS.EDIT_ERROR'));
    expect(notice.textContent).toContain(i18n.t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE'));
    expect(screen.getByTestId('contact-form')).toBeTruthy();
  });

  it('closes the form on Cancel without sending anything', async () => {
    renderTable();
    fireEvent.click(screen.getByTestId('contacts-add'));
    await contactModal();
    fireEvent.click(screen.getByTestId('contact-form-cancel'));
    await waitFor(() => expect(screen.queryByTestId('contact-form')).toBeNull());
    expect(apiCalls().filter((call) => call.method !== 'GET' && !call.path.startsWith('/check/'))).toEqual(
      [],
    );
  });

  it('deletes a contact after its confirmation names it', async () => {
    server.use(onApiNoContent('DELETE', '/contacts/:id'));
    renderTable();
    fireEvent.click(screen.getByTestId('contact-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      i18n.t('CUSTOMERS.DELETE_CONTACT_CONFIRM', { name: 'Julien Garnier' }),
    );
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(apiCalls('DELETE', '/contacts/70')).toHaveLength(1));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.DELETE_CONTACT_SUCCESS'),
    );
  });

  it("says a delete failed with the action's message when the hydra error carries no code", async () => {
    server.use(
      onApiError('DELETE', '/contacts/:id', 500, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Internal Server Error',
      }),
    );
    renderTable();
    fireEvent.click(screen.getByTestId('contact-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('CUSTOMERS.DELETE_ERROR'),
    );
  });

  it('cancels a delete: nothing is sent', async () => {
    renderTable();
    fireEvent.click(screen.getByTestId('contact-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('DELETE')).toHaveLength(0);
  });
});

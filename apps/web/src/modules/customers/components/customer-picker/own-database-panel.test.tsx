import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerDetail, customerRead } from '@velodesk/contract/api/customers';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { companyCustomer, customerFormServer, individualCustomer } from '@/test/customer-fixtures.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { OwnDatabasePanel } from './own-database-panel.tsx';

/** A list row: the customer without its contacts and comments, as GET /customers answers. */
const rowOf = ({
  contacts: _contacts,
  comments: _comments,
  ...customer
}: ReturnType<typeof individualCustomer>) => customer;

const jeanne = individualCustomer();
const company = companyCustomer();

const renderPanel = () => {
  const onSelect = vi.fn();
  renderWithProviders(
    <>
      <NotificationsContainer />
      <OwnDatabasePanel onSelect={onSelect} />
    </>,
  );
  return onSelect;
};

const segment = (name: string) => screen.getByRole('radio', { name });
const searches = () => apiCalls('GET', '/customers');

describe("the picker's own customer base", () => {
  useApiServer();
  beforeEach(async () => {
    server.use(
      ...customerFormServer(),
      onApi('GET', '/customers', hydraCollection(customerRead), ({ url }) =>
        collectionOf(
          'customers',
          url.searchParams.get('type.id') === '1' ? [rowOf(company)] : [rowOf(jeanne)],
        ),
      ),
    );
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('searches nothing until asked, then individuals by the typed, trimmed names', async () => {
    renderPanel();
    expect(screen.queryByTestId('own-results')).toBeNull();
    expect(searches()).toEqual([]);
    fireEvent.change(screen.getByTestId('own-search-lastname'), { target: { value: ' Moreau ' } });
    fireEvent.click(screen.getByTestId('own-search-submit'));
    const [row] = await within(await screen.findByTestId('own-results')).findAllByTestId('grid-row');
    expect(row?.textContent).toContain('Moreau');
    expect(row?.textContent).toContain('jeanne.moreau@example.com');
    const query = searches().at(-1)?.query;
    expect(query?.get('type.id')).toBe('2');
    expect(query?.get('lastname')).toBe('Moreau');
    expect(query?.has('firstname')).toBe(false);
  });

  it('hands the clicked customer over', async () => {
    const onSelect = renderPanel();
    fireEvent.click(screen.getByTestId('own-search-submit'));
    const [row] = await within(await screen.findByTestId('own-results')).findAllByTestId('grid-row');
    fireEvent.click(row as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 12, lastname: 'Moreau' }));
  });

  it('searches companies by name once the company kind is chosen', async () => {
    renderPanel();
    fireEvent.click(segment(i18n.t('CUSTOMERS.TYPE_COMPANY')));
    expect(screen.queryByTestId('own-search-lastname')).toBeNull();
    fireEvent.change(await screen.findByTestId('own-search-name'), { target: { value: 'Vélo' } });
    fireEvent.click(screen.getByTestId('own-search-submit'));
    const [row] = await within(await screen.findByTestId('own-results')).findAllByTestId('grid-row');
    expect(row?.textContent).toContain('Vélo Tours Océan');
    const query = searches().at(-1)?.query;
    expect(query?.get('type.id')).toBe('1');
    expect(query?.get('name')).toBe('Vélo');
  });

  it('creates an individual, first name required, and hands the new customer over', async () => {
    server.use(onApi('POST', '/customers', customerDetail, individualCustomer({ id: 15 }), { status: 201 }));
    const onSelect = renderPanel();
    fireEvent.click(segment(i18n.t('CUSTOMERS.CREATE')));
    const form = await screen.findByTestId('individual-form');
    fireEvent.change(within(form).getByTestId('individual-lastname'), { target: { value: 'Perrin' } });
    fireEvent.change(within(form).getByTestId('individual-email'), { target: { value: 'lise@example.com' } });
    fireEvent.submit(form);
    expect(await screen.findByText(i18n.t('CUSTOMERS.FIRSTNAME_REQUIRED'))).toBeTruthy();
    expect(apiCalls('POST', '/customers')).toEqual([]);

    fireEvent.change(within(form).getByTestId('individual-firstname'), { target: { value: 'Lise' } });
    const submit = within(form).getByTestId('individual-form-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    // The customer the API answered is handed over (as the save's first argument).
    await waitFor(() => expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 15 }));
    expect(apiCalls('POST', '/customers')[0]?.body).toMatchObject({ name: 'Lise', lastname: 'Perrin' });
  });

  it('returns to the search on Cancel', async () => {
    renderPanel();
    fireEvent.click(segment(i18n.t('CUSTOMERS.CREATE')));
    await screen.findByTestId('individual-form');
    fireEvent.click(screen.getByTestId('individual-form-cancel'));
    expect(await screen.findByTestId('own-search-form')).toBeTruthy();
  });
});

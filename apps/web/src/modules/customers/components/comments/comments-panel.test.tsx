import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commentRead } from '@velodesk/contract/api/customers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { commentOf } from '@/test/customer-fixtures.ts';
import { apiCalls, onApi, onApiError, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CommentsPanel } from './comments-panel.tsx';

const customerIri = '/api/customers/12';

const renderPanel = (comments = [commentOf(customerIri)], canAdd = true) =>
  renderWithProviders(
    <>
      <NotificationsContainer />
      <CommentsPanel comments={comments} customerIri={customerIri} customerId={12} canAdd={canAdd} />
    </>,
  );

const openModal = async () => {
  fireEvent.click(screen.getByTestId('comments-add'));
  return screen.findByTestId('comment-form');
};
const typeComment = (text: string) =>
  fireEvent.change(screen.getByTestId('comment-text'), { target: { value: text } });
const addButton = () => screen.getByTestId('comment-submit') as HTMLButtonElement;

/** The API's answer to POST /comments: the comment sent, with its id, date and author. */
const answersAdded = () =>
  onApi('POST', '/comments', commentRead, ({ body }) =>
    commentOf(customerIri, {
      id: 81,
      '@id': '/api/comments/81',
      comment: (body as { comment: string }).comment,
    }),
  );

describe("a customer's comments", () => {
  useApiServer();
  beforeAll(() => {
    // The comment's autosize textarea listens to font loading, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(async () => {
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });

  it('lists each comment with its author, initials and text', () => {
    renderPanel([
      commentOf(customerIri, { id: 82, comment: 'Newest first.' }),
      commentOf(customerIri, {
        id: 83,
        comment: 'Older one.',
        createdBy: { '@id': '/api/users/8', id: 8, firstName: 'Bruno', lastName: 'Petit' },
      }),
    ]);
    const items = screen.getAllByTestId('comment-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newest first.'),
      expect.stringContaining('Older one.'),
    ]);
    expect(items[0]?.textContent).toContain('AC');
    expect(items[1]?.textContent).toContain('Bruno Petit');
  });

  it('says there is no comment yet', () => {
    renderPanel([]);
    expect(screen.getByTestId('comments-empty').textContent).toBe(i18n.t('CUSTOMERS.NO_COMMENTS'));
  });

  it('hides the add button from a screen that may not add', () => {
    renderPanel([], false);
    expect(screen.queryByTestId('comments-add')).toBeNull();
  });

  it('requires a text: Add stays disabled and the field says so once touched', async () => {
    renderPanel();
    await openModal();
    expect(addButton().disabled).toBe(true);
    typeComment('   ');
    expect(await screen.findByText(i18n.t('CUSTOMERS.ERROR_COMMENT_REQUIRED_MESSAGE'))).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    expect(apiCalls('POST')).toEqual([]);
  });

  it('adds a trimmed comment linked to the customer, lists it as added just now and empties the field', async () => {
    server.use(answersAdded());
    renderPanel();
    await openModal();
    typeComment('  Arrives late on Friday.  ');
    fireEvent.click(addButton());
    const added = await screen.findByTestId('comment-added');
    expect(added.textContent).toContain('Arrives late on Friday.');
    expect(apiCalls('POST', '/comments')[0]?.body).toEqual({
      comment: 'Arrives late on Friday.',
      customer: customerIri,
    });
    expect((screen.getByTestId('comment-text') as HTMLTextAreaElement).value).toBe('');
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('CUSTOMERS.ADD_COMMENT_SUCCESS'),
    );
  });

  it('removes a comment just added: DELETE of that comment, and it leaves the list', async () => {
    server.use(answersAdded(), onApiNoContent('DELETE', '/comments/:id'));
    renderPanel();
    await openModal();
    typeComment('A mistake.');
    fireEvent.click(addButton());
    fireEvent.click(await screen.findByTestId('comment-added-remove'));
    await waitFor(() => expect(screen.queryByTestId('comment-added')).toBeNull());
    expect(apiCalls('DELETE').map((call) => call.path)).toEqual(['/comments/81']);
  });

  it('says a comment could not be added, and keeps the text typed', async () => {
    server.use(
      onApiError('POST', '/comments', 500, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Boom',
      }),
    );
    renderPanel();
    await openModal();
    typeComment('Keep me.');
    fireEvent.click(addButton());
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('CUSTOMERS.ADD_COMMENT_ERROR'),
    );
    expect((screen.getByTestId('comment-text') as HTMLTextAreaElement).value).toBe('Keep me.');
  });

  it('closes the modal on Close', async () => {
    renderPanel();
    const form = await openModal();
    fireEvent.click(within(form).getByTestId('comment-close'));
    await waitFor(() => expect(screen.queryByTestId('comment-form')).toBeNull());
  });
});

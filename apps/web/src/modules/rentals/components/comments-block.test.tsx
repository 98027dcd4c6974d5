import { fireEvent, screen, waitFor } from '@testing-library/react';
import { commentRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import type { AddedComment } from '../form/rental-form.ts';
import { CommentsBlock } from './comments-block.tsx';

function Block() {
  const [added, setAdded] = useState<AddedComment[]>([]);
  return (
    <>
      <NotificationsContainer />
      <CommentsBlock existing={[]} added={added} customerId={3} onChange={setAdded} />
    </>
  );
}

describe('the rental comments', () => {
  useApiServer();
  beforeAll(() => {
    // The comment's autosize textarea listens to font loading, which jsdom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  it('confirms an added comment with the spec’s notice (CUSTOMERS.ADD_COMMENT_SUCCESS)', async () => {
    server.use(
      onApi('POST', '/comments', commentRead, {
        '@id': '/api/comments/41',
        '@type': 'Comment',
        id: 41,
        comment: 'Arrives late',
        createdAt: '2026-07-14T08:00:00Z',
        createdBy: { '@id': '/api/users/7', id: 7, firstName: 'Ada', lastName: 'Counter' },
        customer: '/api/customers/3',
        rental: null,
      }),
    );
    renderWithProviders(<Block />);
    fireEvent.click(screen.getByTestId('add-comment'));
    fireEvent.change(await screen.findByTestId('comment-text'), { target: { value: 'Arrives late' } });
    fireEvent.click(screen.getByTestId('comment-save'));
    await waitFor(() =>
      expect(screen.getByTestId('notification-success').textContent).toContain(
        i18n.t('CUSTOMERS.ADD_COMMENT_SUCCESS'),
      ),
    );
    expect(apiCalls('POST', '/comments')[0]?.body).toEqual({
      comment: 'Arrives late',
      customer: '/api/customers/3',
    });
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ProductRead, productRead, productStatusRead } from '@velodesk/contract/api/catalogue';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { StatusChangeModal } from './status-change-modal.tsx';

const product: ProductRead = {
  '@id': '/api/products/12',
  '@type': 'Product',
  id: 12,
  internalNumber: 'VTT-L-012',
  serialNumber: null,
  status: { '@id': '/api/product_statuses/2', id: 2, status: 'disponible' },
  productStatus: '/api/product_statuses/2',
  declination: {
    '@id': '/api/declinations/4',
    id: 4,
    range: { '@id': '/api/ranges/2', id: 2, name: 'musculaire' },
    model: 'VTT',
    size: 'L',
    min: null,
    max: null,
    unit: null,
    type: 'bike',
  },
  site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins' },
  rentals: [],
};

const statuses = [
  [1, 'en carton'],
  [2, 'disponible'],
  [4, 'indisponible'],
  [5, 'hors service'],
].map(([id, status]) => ({
  '@id': `/api/product_statuses/${id}`,
  '@type': 'ProductStatus' as const,
  id: id as number,
  status: status as string,
}));

describe('StatusChangeModal', () => {
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
  beforeEach(async () => {
    server.use(
      onApi(
        'GET',
        '/product_statuses',
        hydraCollection(productStatusRead),
        collectionOf('product_statuses', statuses),
      ),
    );
    await i18n.changeLanguage('en');
  });

  it('shows the current status, an arrow and the new one once chosen', async () => {
    renderWithProviders(<StatusChangeModal product={product} onClose={() => {}} />);
    const change = await screen.findByTestId('status-change');
    expect(within(screen.getByTestId('status-from')).getByText('Available')).toBeTruthy();
    expect(within(change).getByTestId('status-arrow')).toBeTruthy();
    expect(within(screen.getByTestId('status-to')).getByText('To choose')).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('status-new')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.click(screen.getByTestId('status-new'));
    fireEvent.click(await screen.findByRole('option', { name: 'Out of service' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('status-to')).getByText('Out of service')).toBeTruthy(),
    );
    expect(within(screen.getByTestId('status-from')).getByText('Available')).toBeTruthy();
    // The current status is not offered as the new one.
    fireEvent.click(screen.getByTestId('status-new'));
    expect(screen.queryByRole('option', { name: 'Available' })).toBeNull();
  });

  it('in the planning, only makes the product unavailable: yes requires a comment', async () => {
    const unavailable = { '@id': '/api/product_statuses/4', id: 4, status: 'indisponible' };
    server.use(onApi('PATCH', '/products/12', productRead, { ...product, status: unavailable }));
    let closed = 0;
    renderWithProviders(<StatusChangeModal product={product} onClose={() => closed++} mode="unavailable" />);
    const yes = await screen.findByTestId('status-unavailable-yes');
    // No status list here: "no" (the default) saves nothing and closes.
    expect(screen.queryByTestId('status-new')).toBeNull();
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(closed).toBe(1);
    expect(apiCalls('PATCH')).toHaveLength(0);

    fireEvent.click(yes);
    await waitFor(() =>
      expect(within(screen.getByTestId('status-to')).getByText('Unavailable')).toBeTruthy(),
    );
    expect(await screen.findByText('A comment is required to make a product unavailable.')).toBeTruthy();
    expect((screen.getByTestId('status-submit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('status-comment'), { target: { value: 'Flat tyre' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() => expect(apiCalls('PATCH', '/products/12')).toHaveLength(1));
    expect(apiCalls('PATCH', '/products/12')[0]?.body).toEqual({
      status: '/api/product_statuses/4',
      comment: 'Flat tyre',
    });
    await waitFor(() => expect(closed).toBe(2));
  });
});

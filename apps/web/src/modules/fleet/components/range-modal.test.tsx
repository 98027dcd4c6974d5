import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rangeRead } from '@velodesk/contract/api/catalogue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { RangeModal } from './range-modal.tsx';

/** Every call the modal made, in order. */
const sent = () => apiCalls().map(({ method, path, body }) => ({ method, path, body }));

const submit = () => screen.getByTestId('range-submit') as HTMLButtonElement;
const name = () => screen.getByTestId('range-name');

describe('RangeModal', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('requires a name and shows the name refused by the server as taken', async () => {
    server.use(
      onApiError('POST', '/ranges', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'The range "musculaire" already exists.',
        violations: [{ propertyPath: 'name', message: 'The range "musculaire" already exists.' }],
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<RangeModal range={null} onClose={onClose} />);
    expect(submit().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: '   ' } });
    fireEvent.blur(name());
    expect(await screen.findByText('The range name is required.')).toBeTruthy();

    fireEvent.change(name(), { target: { value: ' Musculaire ' } });
    fireEvent.click(submit());
    expect(await screen.findByText('A range with this name already exists.')).toBeTruthy();
    expect(sent()).toEqual([{ method: 'POST', path: '/ranges', body: { name: 'Musculaire' } }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: 'Trottinettes' } });
    await waitFor(() => expect(screen.queryByText('A range with this name already exists.')).toBeNull());
    expect(submit().disabled).toBe(false);
  });

  it('renames a range with PATCH', async () => {
    server.use(
      onApi('PATCH', '/ranges/:id', rangeRead, {
        '@id': '/api/ranges/2',
        '@type': 'Range',
        id: 2,
        name: 'Vélos',
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <RangeModal
        range={{ '@id': '/api/ranges/2', '@type': 'Range', id: 2, name: 'musculaire' }}
        onClose={onClose}
      />,
    );
    expect((name() as HTMLInputElement).value).toBe('musculaire');
    fireEvent.change(name(), { target: { value: 'Vélos' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ method: 'PATCH', path: '/ranges/2', body: { name: 'Vélos' } }]);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RangeModal } from './range-modal.tsx';

const sent: Array<{ method: string; url: string; body: unknown }> = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  sent.push({ method: init?.method ?? 'GET', url: url.pathname, body: JSON.parse(String(init?.body)) });
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

const submit = () => screen.getByTestId('range-submit') as HTMLButtonElement;
const name = () => screen.getByTestId('range-name');

describe('RangeModal', () => {
  beforeEach(async () => {
    sent.length = 0;
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires a name and shows the name refused by the server as taken', async () => {
    answer = {
      status: 409,
      body: {
        '@type': 'hydra:Error',
        'hydra:title': 'Conflict',
        'hydra:description': 'The range "musculaire" already exists.',
        status: 409,
        violations: [{ propertyPath: 'name', message: 'The range "musculaire" already exists.' }],
      },
    };
    const onClose = vi.fn();
    renderWithProviders(<RangeModal range={null} onClose={onClose} />);
    expect(submit().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: '   ' } });
    fireEvent.blur(name());
    expect(screen.getByText('The range name is required.')).toBeTruthy();

    fireEvent.change(name(), { target: { value: ' Musculaire ' } });
    fireEvent.click(submit());
    expect(await screen.findByText('A range with this name already exists.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', url: '/api/ranges', body: { name: 'Musculaire' } }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: 'Trottinettes' } });
    expect(screen.queryByText('A range with this name already exists.')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('renames a range with PATCH', async () => {
    answer = { status: 200, body: { '@id': '/api/ranges/2', '@type': 'Range', id: 2, name: 'Vélos' } };
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
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/ranges/2', body: { name: 'Vélos' } }]);
  });
});

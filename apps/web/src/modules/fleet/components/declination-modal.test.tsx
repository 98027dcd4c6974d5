import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeclinationRead } from '@velodesk/contract/api/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { DeclinationModal } from './declination-modal.tsx';
import { ModelsPanel } from './models-panel.tsx';

const collection = (resource: string, members: unknown[]) => ({
  '@id': `/api/${resource}`,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

const range = (id: number, name: string) => ({ '@id': `/api/ranges/${id}`, '@type': 'Range', id, name });
const vttL: DeclinationRead = {
  '@id': '/api/declinations/4',
  '@type': 'Declination',
  id: 4,
  range: { '@id': '/api/ranges/2', id: 2, name: 'musculaire' },
  model: 'VTT',
  size: 'L',
  min: 180,
  max: 195,
  unit: 'cm',
  type: 'bike',
};
const lists: Record<string, unknown> = {
  '/api/ranges': collection('ranges', [range(3, 'accessoires'), range(2, 'musculaire'), range(7, 'Tandems')]),
  '/api/declinations': collection('declinations', [
    {
      ...vttL,
      '@id': '/api/declinations/9',
      id: 9,
      range: { '@id': '/api/ranges/3', id: 3, name: 'accessoires' },
      model: 'Siège bébé',
      size: 'U',
      min: null,
      max: null,
      unit: null,
      type: 'accessory',
    },
    vttL,
  ]),
};

const sent: Array<{ method: string; url: string; body: unknown }> = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (init?.method === 'POST' || init?.method === 'PATCH') {
    sent.push({ method: init.method, url: url.pathname, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }
  return new Response(JSON.stringify(lists[url.pathname]), { status: 200 });
});

const submit = () => screen.getByTestId('declination-submit') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const loaded = async () => {
  await waitFor(() => expect(fakeFetch.mock.calls.length).toBeGreaterThanOrEqual(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

// Mantine's selects make these tests slower than the 5 s default on a busy machine.
describe('DeclinationModal', () => {
  beforeEach(async () => {
    sent.length = 0;
    fakeFetch.mockClear();
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires range, model and size, and refuses a maximum below the minimum', async () => {
    renderWithProviders(<DeclinationModal declination={null} defaultRange={null} onClose={() => {}} />);
    await loaded();
    expect(submit().disabled).toBe(true);
    fireEvent.blur(screen.getByTestId('declination-model'));
    expect(screen.getByText('The model is required.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('declination-range'));
    fireEvent.click(await screen.findByRole('option', { name: 'Tandems' }));
    type('declination-model', 'Tandem route');
    type('declination-size', 'M');
    await waitFor(() => expect(submit().disabled).toBe(false));

    type('declination-min', '170');
    type('declination-max', '150');
    fireEvent.blur(screen.getByTestId('declination-max'));
    expect(screen.getByText('The maximum cannot be less than the minimum.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('declination-max', '190');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByText('The maximum cannot be less than the minimum.')).toBeNull();
  });

  it('sends the contract body and shows the duplicate refused by the server under the model', async () => {
    const message = 'The model "Tandem route" in size "M" already exists in the range "Tandems".';
    answer = {
      status: 409,
      body: {
        '@type': 'hydra:Error',
        'hydra:title': 'Conflict',
        'hydra:description': message,
        status: 409,
        violations: [{ propertyPath: 'model', message }],
      },
    };
    const onClose = vi.fn();
    renderWithProviders(
      <DeclinationModal declination={null} defaultRange="/api/ranges/7" onClose={onClose} />,
    );
    await loaded();
    type('declination-model', ' Tandem route ');
    type('declination-size', 'M');
    type('declination-min', '150');
    type('declination-unit', 'cm');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());

    expect(await screen.findByTestId('declination-duplicate')).toBeTruthy();
    expect(screen.getAllByText('This model already exists in this size in the range.')).toHaveLength(2);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/declinations',
        body: {
          range: '/api/ranges/7',
          model: 'Tandem route',
          size: 'M',
          min: 150,
          max: null,
          unit: 'cm',
          type: null,
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    // The same model and size cannot be sent again; another size lifts the block.
    expect(submit().disabled).toBe(true);
    type('declination-size', 'L');
    await waitFor(() => expect(screen.queryByTestId('declination-duplicate')).toBeNull());
    expect(submit().disabled).toBe(false);
  });

  it('edits a model with PATCH and closes once saved', async () => {
    answer = { status: 200, body: { ...vttL, model: 'VTT Rockrider' } };
    const onClose = vi.fn();
    renderWithProviders(<DeclinationModal declination={vttL} defaultRange={null} onClose={onClose} />);
    await loaded();
    expect((screen.getByTestId('declination-range') as HTMLInputElement).value).toBe('musculaire');
    expect((screen.getByTestId('declination-min') as HTMLInputElement).value).toBe('180');
    type('declination-model', 'VTT Rockrider');
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: '/api/declinations/4',
        body: {
          range: '/api/ranges/2',
          model: 'VTT Rockrider',
          size: 'L',
          min: 180,
          max: 195,
          unit: 'cm',
          type: 'bike',
        },
      },
    ]);
  });
});

describe('ModelsPanel', () => {
  beforeEach(async () => {
    fakeFetch.mockClear();
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the models by range, searches them and opens the editors', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<ModelsPanel onOpen={onOpen} />);
    await screen.findByTestId('models-panel');
    const ranges = screen.getAllByTestId('models-range');
    expect(ranges.map((section) => section.getAttribute('data-range'))).toEqual([
      'accessoires',
      'musculaire',
      'Tandems',
    ]);
    expect(within(ranges[1]!).getByText('180 – 195 cm')).toBeTruthy();
    expect(within(ranges[2]!).getByText('No model in this range yet.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('models-search'), { target: { value: 'vtt' } });
    expect(screen.getAllByTestId('models-range').map((s) => s.getAttribute('data-range'))).toEqual([
      'musculaire',
    ]);
    fireEvent.click(screen.getByTestId('model-edit-4'));
    expect(onOpen).toHaveBeenLastCalledWith({
      kind: 'declination',
      declination: vttL,
      defaultRange: '/api/ranges/2',
    });
    fireEvent.click(screen.getByTestId('model-add-2'));
    expect(onOpen).toHaveBeenLastCalledWith({
      kind: 'declination',
      declination: null,
      defaultRange: '/api/ranges/2',
    });
    fireEvent.change(screen.getByTestId('models-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('models-empty')).toBeTruthy();
  });
});

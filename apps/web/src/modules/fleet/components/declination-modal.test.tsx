import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type DeclinationRead,
  declinationRead,
  type RangeRead,
  rangeRead,
} from '@velodesk/contract/api/catalogue';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { DeclinationModal } from './declination-modal.tsx';
import { ModelsPanel } from './models-panel.tsx';

const range = (id: number, name: string): RangeRead => ({
  '@id': `/api/ranges/${id}`,
  '@type': 'Range',
  id,
  name,
});
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
/** The lists the modal and the panel read. */
const listsServer = () => [
  onApi(
    'GET',
    '/ranges',
    hydraCollection(rangeRead),
    collectionOf('ranges', [range(3, 'accessoires'), range(2, 'musculaire'), range(7, 'Tandems')]),
  ),
  onApi(
    'GET',
    '/declinations',
    hydraCollection(declinationRead),
    collectionOf('declinations', [
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
  ),
];

/** The writes sent (POST, PATCH), in order. */
const sent = () =>
  apiCalls()
    .filter((call) => call.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

const submit = () => screen.getByTestId('declination-submit') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const loaded = async () => {
  await waitFor(() => expect(apiCalls('GET').length).toBeGreaterThanOrEqual(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

// Mantine's selects make these tests slower than the 5 s default on a busy machine.
describe('DeclinationModal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...listsServer());
    await i18n.changeLanguage('en');
  });

  it('requires range, model and size, and refuses a maximum below the minimum', async () => {
    renderWithProviders(<DeclinationModal declination={null} defaultRange={null} onClose={() => {}} />);
    await loaded();
    expect(submit().disabled).toBe(true);
    fireEvent.blur(screen.getByTestId('declination-model'));
    expect(await screen.findByText('The model is required.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('declination-range'));
    fireEvent.click(await screen.findByRole('option', { name: 'Tandems' }));
    type('declination-model', 'Tandem route');
    type('declination-size', 'M');
    await waitFor(() => expect(submit().disabled).toBe(false));

    type('declination-min', '170');
    type('declination-max', '150');
    fireEvent.blur(screen.getByTestId('declination-max'));
    expect(await screen.findByText('The maximum cannot be less than the minimum.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('declination-max', '190');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await waitFor(() =>
      expect(screen.queryByText('The maximum cannot be less than the minimum.')).toBeNull(),
    );
  });

  it('sends the contract body and shows the duplicate refused by the server under the model', async () => {
    const message = 'The model "Tandem route" in size "M" already exists in the range "Tandems".';
    server.use(
      onApiError('POST', '/declinations', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': message,
        violations: [{ propertyPath: 'model', message }],
      }),
    );
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
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/declinations',
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
    server.use(onApi('PATCH', '/declinations/:id', declinationRead, { ...vttL, model: 'VTT Rockrider' }));
    const onClose = vi.fn();
    renderWithProviders(<DeclinationModal declination={vttL} defaultRange={null} onClose={onClose} />);
    await loaded();
    expect((screen.getByTestId('declination-range') as HTMLInputElement).value).toBe('musculaire');
    expect((screen.getByTestId('declination-min') as HTMLInputElement).value).toBe('180');
    type('declination-model', 'VTT Rockrider');
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        method: 'PATCH',
        path: '/declinations/4',
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
  useApiServer();
  beforeEach(async () => {
    server.use(...listsServer());
    await i18n.changeLanguage('en');
  });

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

  it('names the types in the interface language, a type it does not know as written', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<ModelsPanel onOpen={() => {}} />);
    await screen.findByTestId('models-panel');
    expect(screen.getAllByTestId('model-type').map((cell) => cell.textContent)).toEqual([
      'Zubehör',
      'Fahrrad',
    ]);
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getAllByTestId('model-type').map((cell) => cell.textContent)).toEqual([
      'Аксессуар',
      'Велосипед',
    ]);
  });
});

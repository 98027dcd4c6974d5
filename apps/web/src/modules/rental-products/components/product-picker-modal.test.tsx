import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AvailableProductGroup,
  availableProductGroup,
  type DeclinationPricingModel,
  type RentalProductRead,
  rentalProductRead,
} from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { createBarcodeReader } from '../barcode-reader.ts';
import { ProductPickerModal, type ProductPickerModalProps } from './product-picker-modal.tsx';

/** zxing's reader needs a real video: the camera tests hand the reader's result in themselves. */
const reader = vi.hoisted(() => ({
  onResult: null as ((result: { getText: () => string } | undefined) => void) | null,
  stream: null as unknown,
  stopControls: vi.fn(),
}));
vi.mock('../barcode-reader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../barcode-reader.ts')>()),
  createBarcodeReader: vi.fn(() => ({
    decodeFromStream: async (stream: unknown, _video: unknown, callback: typeof reader.onResult) => {
      reader.stream = stream;
      reader.onResult = callback;
      return { stop: reader.stopControls };
    },
  })),
}));

const price = { priceHT: 1000, priceTTC: 1200, TVA: 20 };
const pricingModels = (standard: boolean, external: boolean): DeclinationPricingModel[] => [
  {
    pricingType: { '@id': '/api/pricing_types/1', id: 1, description: 'Standard' },
    pricings: standard ? { TTC: price } : {},
    error: standard ? null : 'No price for this length.',
  },
  {
    pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
    pricings: external ? { TTC: price } : {},
    error: external ? null : 'No price for this length.',
  },
];

const group = (
  declinationId: number,
  rangeName: string,
  model: string,
  products: [number, string][],
  options: { min?: number | null; max?: number | null; standard?: boolean; external?: boolean } = {},
): AvailableProductGroup => ({
  '@type': 'AvailableProductGroup',
  declinationId,
  range: { '@id': `/api/ranges/${declinationId * 10}`, id: declinationId * 10, name: rangeName },
  model,
  size: 'M',
  min: options.min ?? 150,
  max: options.max ?? 190,
  unit: 'cm',
  declinationType: null,
  nbrAvailableProducts: products.length,
  productIds: products.map(([id]) => id),
  availableProducts: products.map(([id, internalNumber]) => ({ id, internalNumber })),
  declinationPricingModels: pricingModels(options.standard ?? true, options.external ?? true),
  priceAvailable: (options.standard ?? true) || (options.external ?? true),
});

const groups = [
  group(1, 'électrique', 'E-City', [
    [11, 'AN-0011'],
    [12, 'AN-0012'],
  ]),
  group(2, 'électrique', 'E-City', [[21, 'AN-0021']], { min: 160 }),
  group(3, 'accessoires', 'Child seat', [[31, 'AN-0031']], { external: false }),
];

const replacedLine: RentalProductRead = {
  '@id': '/api/rental_products/70',
  '@type': 'RentalProduct',
  id: 70,
  rental: {
    '@id': '/api/rentals/9',
    id: 9,
    rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
  },
  product: {
    '@id': '/api/products/10',
    id: 10,
    internalNumber: 'AN-0010',
    status: { '@id': '/api/product_statuses/3', id: 3, status: 'Loué' },
    declination: {
      '@id': '/api/declinations/1',
      id: 1,
      range: { '@id': '/api/ranges/10', id: 10, name: 'électrique' },
      model: 'E-City',
      size: 'M',
      min: 150,
      max: 190,
    },
  },
  dutyFreeAmount: 1000,
  taxAmount: 200,
  allTaxesIncludedAmount: 1200,
  declinationPricingModels: [],
  validate: true,
};

const period = { startDate: '2026-07-14T08:00:00', endDate: '2026-07-16T19:00:00' };

const renderModal = (props: Partial<ProductPickerModalProps> = {}) => {
  const onPicked = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ProductPickerModal
      opened
      onClose={onClose}
      mode="add"
      period={period}
      pricingType={2}
      rentalId={9}
      excludedProductIds={[12]}
      bikeCount={1}
      onPicked={onPicked}
      {...props}
    />,
  );
  return { onPicked, onClose };
};

const numberField = () => screen.getByTestId('picker-number') as HTMLInputElement;
const submit = () => screen.getByTestId('picker-submit') as HTMLButtonElement;

const searchFor = async (value: string) => {
  await waitFor(() => expect(screen.getByTestId('picker-available-count')).toBeTruthy());
  fireEvent.change(numberField(), { target: { value } });
  fireEvent.click(screen.getByTestId('picker-search'));
};

/** Keys as a hand scanner sends them: on the page (no field), one right after the other, then Enter. */
const scanWithHandScanner = (code: string, target: Element = document.body) => {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(target, { key });
};

describe('ProductPickerModal', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi(
        'GET',
        '/products/available_for_reservation',
        hydraCollection(availableProductGroup),
        collectionOf('products/available_for_reservation', groups),
      ),
      onApi('GET', '/rental_products/:id', rentalProductRead, replacedLine),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reader.onResult = null;
  });

  it('finds a product by its internal number for the period and adds it', async () => {
    const { onPicked, onClose } = renderModal();
    expect(screen.getByText('Add a product')).toBeTruthy();
    expect(
      await screen.findByText(/3 products available from 14\/07\/2026 08:00 to 16\/07\/2026 19:00/),
    ).toBeTruthy();
    const query = apiCalls('GET', '/products/available_for_reservation')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      searchStartDate: '2026-07-14T08:00:00',
      searchEndDate: '2026-07-16T19:00:00',
      rentalId: '9',
    });
    expect(submit().disabled).toBe(true);
    expect((screen.getByTestId('picker-search') as HTMLButtonElement).disabled).toBe(true);

    await searchFor(' an-0011 ');
    const result = await screen.findByTestId('picker-result');
    expect(within(result).getByTestId('picker-result-id').textContent).toBe('11');
    expect(within(result).getByTestId('picker-result-number').textContent).toBe('AN-0011');
    expect(within(result).getByTestId('picker-result-range').textContent).toBe('électrique');
    expect(within(result).getByTestId('picker-result-model').textContent).toBe('E-City · M');
    expect(screen.queryByTestId('picker-problem')).toBeNull();
    fireEvent.click(submit());
    expect(onPicked).toHaveBeenCalledWith({ productId: 11, internalNumber: 'AN-0011' });
    expect(onClose).toHaveBeenCalled();
  });

  it('lists each available number with its model beside it', async () => {
    renderModal();
    await waitFor(() => expect(screen.getByTestId('picker-available-count')).toBeTruthy());
    fireEvent.change(numberField(), { target: { value: 'AN-00' } });
    const option = await screen.findByRole('option', { name: /AN-0031/ });
    expect(option.textContent).toBe('AN-0031Child seat · M');
    expect(screen.getByRole('option', { name: /AN-0011/ }).textContent).toBe('AN-0011E-City · M');
    // The product already in the rental is not offered.
    expect(screen.queryByRole('option', { name: /AN-0012/ })).toBeNull();
  });

  it('says why a product cannot be added: not available, already in the rental, no price, bike limit', async () => {
    renderModal({ bikeCount: 5 });
    await searchFor('ZZ-9999');
    expect((await screen.findByTestId('picker-problem')).textContent).toBe(
      'No product numbered ZZ-9999 is available for this period.',
    );
    expect(screen.queryByTestId('picker-result')).toBeNull();
    expect(submit().disabled).toBe(true);

    await searchFor('AN-0012');
    expect((await screen.findByTestId('picker-problem')).textContent).toBe(
      'AN-0012 is already in this rental.',
    );

    await searchFor('AN-0031');
    await waitFor(() =>
      expect(screen.getByTestId('picker-problem').textContent).toBe(
        'No price available for AN-0031 from 14/07/2026 08:00 to 16/07/2026 19:00.',
      ),
    );
    expect(screen.getByTestId('picker-result-number').textContent).toBe('AN-0031');
    expect(submit().disabled).toBe(true);

    await searchFor('AN-0011');
    await waitFor(() =>
      expect(screen.getByTestId('picker-problem').textContent).toBe(
        'A rental holds at most 5 bikes (électrique, musculaire): AN-0011 cannot be added.',
      ),
    );
    expect(submit().disabled).toBe(true);
  });

  it('takes a code from a hand scanner without a focused field, and confirms the scan', async () => {
    const { onPicked } = renderModal();
    await screen.findByTestId('picker-available-count');
    scanWithHandScanner('AN-0011');
    expect((await screen.findByTestId('picker-result-number')).textContent).toBe('AN-0011');
    expect(screen.getByTestId('picker-scanned').textContent).toBe('Code read: AN-0011');
    expect(numberField().value).toBe('AN-0011');
    expect(document.querySelector('[data-testid="scan-flash"]')).not.toBeNull();
    fireEvent.click(submit());
    expect(onPicked).toHaveBeenCalledWith({ productId: 11, internalNumber: 'AN-0011' });
  });

  it('takes a scan typed into its number field too, and leaves a person typing there alone', async () => {
    renderModal({ bikeCount: 5 });
    await screen.findByTestId('picker-available-count');
    scanWithHandScanner('AN-0011', numberField());
    expect((await screen.findByTestId('picker-scanned')).textContent).toBe('Code read: AN-0011');
    expect(screen.getByTestId('picker-result-number').textContent).toBe('AN-0011');

    // A person's keys reach the field, and nothing is caught as a scan.
    const input = numberField();
    let clock = performance.now();
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    for (const key of [...'AN-0031', 'Enter']) {
      clock += 150;
      fireEvent.keyDown(input, { key });
    }
    now.mockRestore();
    expect(screen.getByTestId('picker-scanned').textContent).toBe('Code read: AN-0011');
  });

  it('replaces with a compatible product and asks whether the old one becomes unavailable', async () => {
    const { onPicked, onClose } = renderModal({
      mode: 'replace',
      excludedProductIds: [10],
      bikeCount: 5,
      replacing: { rentalProductId: 70, productId: 10 },
    });
    expect(await screen.findByText('Replace product AN-0010')).toBeTruthy();
    expect((await screen.findByTestId('picker-replaced')).textContent).toBe(
      'Product replaced: AN-0010 · électrique · E-City · M',
    );

    await searchFor('AN-0021');
    await waitFor(() =>
      expect(screen.getByTestId('picker-problem').textContent).toBe(
        'Declination not compatible: AN-0021 must have the same range, model, min and max as AN-0010.',
      ),
    );
    expect(submit().disabled).toBe(true);

    // Same range: the bike limit does not apply to a replacement.
    await searchFor('AN-0011');
    await waitFor(() => expect(screen.queryByTestId('picker-problem')).toBeNull());
    expect(submit().textContent).toBe('Replace');
    fireEvent.click(submit());

    const dialog = await screen.findByTestId('replace-comment-modal');
    expect(within(dialog).getByText('Replacing AN-0010')).toBeTruthy();
    expect(within(dialog).getByText('Change the product status to unavailable?')).toBeTruthy();
    const confirm = within(dialog).getByTestId('replace-comment-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Yes'));
    const comment = await within(dialog).findByTestId('replace-comment');
    await waitFor(() => expect(confirm.disabled).toBe(true));
    fireEvent.change(comment, { target: { value: '   ' } });
    fireEvent.blur(comment);
    expect(
      await within(dialog).findByText('A comment is required to make the product unavailable.'),
    ).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(comment, { target: { value: 'Broken chain' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(onPicked).toHaveBeenCalledWith({
        productId: 11,
        internalNumber: 'AN-0011',
        replacedProduct: { oldProductId: 10, comment: 'Broken chain', setUnavailable: true },
      }),
    );
    expect(onClose).toHaveBeenCalled();
    expect(apiCalls('GET', '/rental_products/70')).toHaveLength(1);
  });

  it('replaces without making the old product unavailable: no comment', async () => {
    const { onPicked } = renderModal({
      mode: 'replace',
      excludedProductIds: [10],
      replacing: { rentalProductId: 70, productId: 10 },
    });
    await screen.findByTestId('picker-replaced');
    await searchFor('AN-0011');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    const dialog = await screen.findByTestId('replace-comment-modal');
    fireEvent.click(within(dialog).getByTestId('replace-comment-confirm'));
    await waitFor(() =>
      expect(onPicked).toHaveBeenCalledWith({
        productId: 11,
        internalNumber: 'AN-0011',
        replacedProduct: { oldProductId: 10, comment: null, setUnavailable: false },
      }),
    );
  });

  it('keeps its submits from the page form it is opened from', async () => {
    // The page's form around it (a div here: the tests render without portals, and a form in a
    // form is not HTML); a submit bubbling out of the modal would reach it.
    const pageSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onPicked = vi.fn();
    renderWithProviders(
      <div onSubmit={pageSubmit}>
        <ProductPickerModal
          opened
          onClose={vi.fn()}
          mode="replace"
          period={period}
          pricingType={2}
          rentalId={9}
          excludedProductIds={[10]}
          bikeCount={1}
          replacing={{ rentalProductId: 70, productId: 10 }}
          onPicked={onPicked}
        />
      </div>,
    );
    await screen.findByTestId('picker-replaced');
    await searchFor('AN-0011');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    fireEvent.click(
      within(await screen.findByTestId('replace-comment-modal')).getByTestId('replace-comment-confirm'),
    );
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    expect(pageSubmit).not.toHaveBeenCalled();
  });

  it('says clearly when there is no camera, and the number search still works', async () => {
    const error = new DOMException('Requested device not found', 'NotFoundError');
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(error), enumerateDevices: vi.fn() },
    });
    renderModal();
    await screen.findByTestId('picker-available-count');
    fireEvent.click(screen.getByText('Camera'));
    expect((await screen.findByTestId('camera-problem')).textContent).toBe(
      'No camera found. Connect one, type the number, or use a hand scanner.',
    );
    expect(screen.getByText('Reads CODE 128, DATA MATRIX, EAN 13 and QR codes.')).toBeTruthy();
    scanWithHandScanner('AN-0011');
    expect((await screen.findByTestId('picker-result-number')).textContent).toBe('AN-0011');
  });

  it('reads a code with the camera, then stops the stream when the camera view closes', async () => {
    const stopTrack = vi.fn();
    const stream = {
      getTracks: () => [{ stop: stopTrack }],
      getVideoTracks: () => [{ stop: stopTrack, getCapabilities: () => ({}) }],
    };
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia, enumerateDevices: vi.fn().mockResolvedValue([]) },
    });
    const { onPicked } = renderModal();
    await screen.findByTestId('picker-available-count');
    fireEvent.click(within(screen.getByTestId('picker-mode')).getByText('Camera'));
    await waitFor(() =>
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false }),
    );
    await waitFor(() => expect(reader.onResult).not.toBeNull());
    expect(createBarcodeReader).toHaveBeenLastCalledWith(false);
    expect(reader.stream).toBe(stream);
    reader.onResult?.({ getText: () => 'AN-0011' });
    expect((await screen.findByTestId('picker-result-number')).textContent).toBe('AN-0011');
    expect(screen.getByTestId('picker-scanned').textContent).toBe('Code read: AN-0011');

    // Try harder starts a new reader with the hint, on a new stream (the first one stopped).
    fireEvent.click(screen.getByTestId('camera-try-harder'));
    await waitFor(() => expect(createBarcodeReader).toHaveBeenLastCalledWith(true));
    expect(stopTrack).toHaveBeenCalled();
    stopTrack.mockClear();
    reader.stopControls.mockClear();

    fireEvent.click(within(screen.getByTestId('picker-mode')).getByText('Internal number'));
    await waitFor(() => expect(stopTrack).toHaveBeenCalled());
    expect(reader.stopControls).toHaveBeenCalled();
    fireEvent.click(submit());
    expect(onPicked).toHaveBeenCalledWith({ productId: 11, internalNumber: 'AN-0011' });
  });
});

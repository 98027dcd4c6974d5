import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { decodeBarcode, labelBarcode, onWhiteFrame, writeY4m } from '../support/fake-camera.ts';
import { scanWithHandScanner } from '../support/hand-scanner.ts';
import { siteDay } from '../support/site-day.ts';
import { type Api, apiAs, type Member, members } from './users-support.ts';

/**
 * Barcode scanning on the rental page (docs/decisions/barcode-scanning.md): a product added by
 * showing its fleet label to the camera (Chromium's fake camera plays a video made from the
 * label PDF's barcode), one added by a hand scanner (fast keys then Enter, no field focused), a
 * product replaced with the old one set unavailable, and the picker's screenshots in six languages.
 * The data is made through the API on days no demo rental uses.
 */

const port = Number(process.env.E2E_PORT ?? 3300);
const videoFile = path.join(import.meta.dirname, '..', '..', 'test-results', `fake-camera-${port}.y4m`);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

interface Product {
  id: number;
  internalNumber: string;
}
interface Group {
  range: { id: number; name: string };
  model: string;
  min: number | null;
  max: number | null;
  availableProducts: Product[];
  declinationPricingModels: { pricingType: { id: number }; error: string | null }[];
}

const day = siteDay;

const bikeRanges = ['électrique', 'musculaire'];

const availability = async (api: Api, start: string, end: string, rentalId?: number): Promise<Group[]> => {
  const query = new URLSearchParams({ searchStartDate: start, searchEndDate: end });
  if (rentalId) query.set('rentalId', String(rentalId));
  const answer = await api.get(`/api/products/available_for_reservation?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return members(answer.body) as unknown as Group[];
};

const priced = (group: Group, pricingType: number) =>
  group.declinationPricingModels.some(
    (model) => model.pricingType.id === pricingType && model.error === null,
  );

const createRental = async (
  api: Api,
  kind: 'reservations' | 'contracts',
  body: { startDate: string; endDate: string; products: number[]; customer: string },
): Promise<Member & { pricingType: { id: number }; products: { id: number; product: Product }[] }> => {
  const answer = await api.send('POST', `/api/${kind}`, {
    ...body,
    products: body.products.map((id) => `/api/products/${id}`),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as never;
};

/** The picker modal, by its title in the page's language. */
const pickerNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe
  .serial('scanning products into a rental', () => {
    let request: APIRequestContext;
    let api: Api;
    let reservation: { id: number };
    let contract: { id: number; lineId: number; product: Product };
    /** Scanned through the camera (its label is the fake camera's video). */
    let labelled: Product;
    /** Typed by the hand scanner. */
    let handScanned: Product;
    /** Shown as found in the screenshots of the add modal. */
    let shown: Product;
    /** Replaces the contract's product (same declination). */
    let replacement: Product;
    /** Of another declination: refused as a replacement. */
    let incompatible: Product;

    test.beforeAll(async ({ playwright }, testInfo) => {
      request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      api = await apiAs(request, users.admin);
      const customers = await api.get('/api/customers?itemsPerPage=1');
      const customer = members(customers.body)[0]!['@id'];

      // A reservation far from the demo rentals, holding one product to start with.
      const start = `${day(40)}T08:00:00`;
      const end = `${day(42)}T19:00:00`;
      const free = await availability(api, start, end);
      const pricingType = 2;
      const candidates = free
        .filter((group) => priced(group, pricingType) && !bikeRanges.includes(group.range.name))
        .flatMap((group) => group.availableProducts);
      const bikes = free
        .filter((group) => priced(group, pricingType))
        .flatMap((group) => group.availableProducts);
      const pool = candidates.length >= 4 ? candidates : bikes;
      expect(pool.length, 'four priced products free on the test days').toBeGreaterThanOrEqual(4);
      const [first, camera, hand, other] = pool as [Product, Product, Product, Product];
      const created = await createRental(api, 'reservations', {
        startDate: start,
        endDate: end,
        products: [first.id],
        customer,
      });
      expect(created.pricingType.id).toBe(pricingType);
      reservation = { id: created.id };
      labelled = camera;
      handScanned = hand;
      shown = other;

      // The camera's video: the label PDF of the API, its barcode read back in Node first.
      const label = await request.post(`/api/pdf/generate/product/label/${labelled.id}`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      expect(label.status()).toBe(200);
      expect(label.headers()['content-type']).toContain('application/pdf');
      const barcode = await labelBarcode(new Uint8Array(await label.body()));
      const frame = onWhiteFrame(barcode, 640, 480);
      expect(decodeBarcode(frame)).toEqual({ text: labelled.internalNumber, format: 'CODE_128' });
      writeY4m(videoFile, frame);

      // A contract whose validated line is replaced by a product of the same declination.
      const contractStart = `${day(50)}T08:00:00`;
      const contractEnd = `${day(52)}T19:00:00`;
      const twins = (await availability(api, contractStart, contractEnd)).find(
        (group) => priced(group, pricingType) && group.availableProducts.length >= 2,
      );
      expect(twins, 'a declination with two free products').toBeDefined();
      const [old, twin] = twins!.availableProducts as [Product, Product];
      const elsewhere = (await availability(api, contractStart, contractEnd)).find(
        (group) =>
          group.range.id !== twins!.range.id ||
          group.model !== twins!.model ||
          group.min !== twins!.min ||
          group.max !== twins!.max,
      );
      expect(elsewhere, 'a product of another declination').toBeDefined();
      incompatible = elsewhere!.availableProducts[0]!;
      const made = await createRental(api, 'contracts', {
        startDate: contractStart,
        endDate: contractEnd,
        products: [old.id],
        customer,
      });
      const line = made.products[0]!;
      const validated = await api.send('PATCH', `/api/rental_products/${line.id}`, { validate: true });
      expect(validated.status, JSON.stringify(validated.body)).toBe(200);
      contract = { id: made.id, lineId: line.id, product: old };
      replacement = twin;
    });

    test.afterAll(async () => {
      await request.dispose();
    });

    test('a product is added by showing its label to the camera, another by a hand scanner', async ({
      page,
    }) => {
      await signIn(page, users.admin);
      await chooseLanguage(page, 'en');
      await page.goto(`/rental/reservation?edit=true&id=${reservation.id}`);
      const lines = page.getByTestId('product-line');
      await expect(lines).toHaveCount(1);

      await lines.first().getByTestId('line-add').click();
      const picker = pickerNamed(page, uiText('en', 'RENTAL_PRODUCTS.ADD_TITLE'));
      await expect(picker).toBeVisible();
      await picker
        .getByTestId('picker-mode')
        .locator('label')
        .filter({ hasText: uiText('en', 'RENTAL_PRODUCTS.MODE_CAMERA') })
        .click();
      await expect(picker.getByTestId('camera-scanner')).toHaveAttribute('data-state', 'scanning');
      // The fake camera shows the label: zxing reads it in the page.
      await expect(picker.getByTestId('picker-result-number')).toHaveText(labelled.internalNumber, {
        timeout: 30_000,
      });
      await expect(picker.getByTestId('picker-result-id')).toHaveText(String(labelled.id));
      await expect(picker.getByTestId('picker-scanned')).toHaveText(
        uiText('en', 'RENTAL_PRODUCTS.SCANNED', { code: labelled.internalNumber }),
      );
      await expect(picker.getByTestId('picker-problem')).toHaveCount(0);
      await keepScreenshot(page, 'en', 'rental-product-camera');
      // The camera's stream, kept to check it is stopped once the modal is gone.
      const stream = await picker
        .getByTestId('camera-video')
        .evaluateHandle((video: HTMLVideoElement) => video.srcObject as MediaStream);
      expect(
        await stream.evaluate((media) => media.getVideoTracks().map((track) => track.readyState)),
      ).toEqual(['live']);
      await picker.getByTestId('picker-submit').click();
      await expect(picker).toBeHidden();
      await expect(
        page.locator(`[data-testid="product-line"][data-product-id="${labelled.id}"]`),
      ).toBeVisible();
      expect(
        await stream.evaluate((media) => media.getVideoTracks().map((track) => track.readyState)),
      ).toEqual(['ended']);

      // A hand scanner on the page itself: no field focused, no click.
      const gaps = await scanWithHandScanner(page, handScanned.internalNumber);
      await expect(
        page.locator(`[data-testid="product-line"][data-product-id="${handScanned.id}"]`),
        gaps,
      ).toBeVisible();
      await expect(lines).toHaveCount(3);

      await page.getByTestId('rental-save').click();
      await expect(page).toHaveURL(/\/rentals/);
      const saved = await api.get(`/api/rentals/${reservation.id}`);
      const productIds = (saved.body as { products: { product: { id: number } }[] }).products.map(
        (line) => line.product.id,
      );
      expect(productIds).toEqual(expect.arrayContaining([labelled.id, handScanned.id]));
      expect(productIds).toHaveLength(3);
    });

    test('the picker in six languages: add, replace and the replacement comment', async ({ page }) => {
      // Three modals in six languages: longer than one screen's test on a busy machine.
      test.setTimeout(240_000);
      await signIn(page, users.admin);
      for (const language of languages) {
        await chooseLanguage(page, language);
        // Add: a product found by its number.
        await page.goto(`/rental/reservation?edit=true&id=${reservation.id}`);
        await page.getByTestId('product-line').first().getByTestId('line-add').click();
        const picker = pickerNamed(page, uiText(language, 'RENTAL_PRODUCTS.ADD_TITLE'));
        await expect(picker.getByTestId('picker-available-count')).toBeVisible();
        await picker.getByTestId('picker-number').fill(shown.internalNumber);
        await picker.getByTestId('picker-search').click();
        await expect(picker.getByTestId('picker-result-number')).toHaveText(shown.internalNumber);
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'rental-product-add');
        await picker.getByTestId('picker-cancel').click();
        await expect(picker).toBeHidden();

        // Replace: the contract's validated line, a product of another declination refused, then its twin.
        await page.goto(`/rental/contract?edit=true&id=${contract.id}`);
        await page.getByTestId('line-replace').first().click();
        const replacing = pickerNamed(
          page,
          uiText(language, 'RENTAL_PRODUCTS.REPLACE_TITLE', {
            internalNumber: contract.product.internalNumber,
          }),
        );
        await expect(replacing.getByTestId('picker-replaced')).toBeVisible();
        await replacing.getByTestId('picker-number').fill(incompatible.internalNumber);
        await replacing.getByTestId('picker-search').click();
        await expect(replacing.getByTestId('picker-result-number')).toHaveText(incompatible.internalNumber);
        await expect(replacing.getByTestId('picker-problem')).toHaveText(
          uiText(language, 'RENTAL_PRODUCTS.NOT_COMPATIBLE', {
            internalNumber: incompatible.internalNumber,
            replaced: contract.product.internalNumber,
          }),
        );
        await expect(replacing.getByTestId('picker-submit')).toBeDisabled();
        await replacing.getByTestId('picker-number').fill(replacement.internalNumber);
        await replacing.getByTestId('picker-search').click();
        await expect(replacing.getByTestId('picker-result-number')).toHaveText(replacement.internalNumber);
        await expect(replacing.getByTestId('picker-problem')).toHaveCount(0);
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'rental-product-replace');

        await replacing.getByTestId('picker-submit').click();
        const comment = page.getByRole('dialog', {
          name: uiText(language, 'RENTAL_PRODUCTS.COMMENT_MODAL.TITLE', {
            internalNumber: contract.product.internalNumber,
          }),
        });
        await comment.getByTestId('replace-unavailable-yes').check();
        await expect(comment.getByTestId('replace-comment-confirm')).toBeDisabled();
        await comment.getByTestId('replace-comment').fill(' ');
        await comment.getByTestId('replace-comment').blur();
        await expect(
          comment.getByText(uiText(language, 'RENTAL_PRODUCTS.COMMENT_MODAL.COMMENT_REQUIRED')),
        ).toBeVisible();
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'rental-product-comment');
        await comment.getByTestId('replace-comment-cancel').click();
        await expect(comment).toBeHidden();
        await replacing.getByTestId('picker-cancel').click();
        await expect(replacing).toBeHidden();
      }
    });

    test('a product is replaced and the old one set unavailable with its comment', async ({ page }) => {
      await signIn(page, users.admin);
      await chooseLanguage(page, 'en');
      await page.goto(`/rental/contract?edit=true&id=${contract.id}`);
      await page.getByTestId('line-replace').first().click();
      const replacing = pickerNamed(
        page,
        uiText('en', 'RENTAL_PRODUCTS.REPLACE_TITLE', { internalNumber: contract.product.internalNumber }),
      );
      await expect(replacing.getByTestId('picker-available-count')).toBeVisible();
      // The hand scanner works in the modal too (no field focused).
      const gaps = await scanWithHandScanner(page, replacement.internalNumber);
      await expect(replacing.getByTestId('picker-result-number'), gaps).toHaveText(
        replacement.internalNumber,
      );
      await replacing.getByTestId('picker-submit').click();
      const comment = page.getByRole('dialog', {
        name: uiText('en', 'RENTAL_PRODUCTS.COMMENT_MODAL.TITLE', {
          internalNumber: contract.product.internalNumber,
        }),
      });
      await comment.getByTestId('replace-unavailable-yes').check();
      await comment.getByTestId('replace-comment').fill('Flat tyre, found at the return');
      await comment.getByTestId('replace-comment-confirm').click();
      await expect(comment).toBeHidden();
      await expect(
        page.locator(`[data-testid="product-line"][data-product-id="${replacement.id}"]`),
      ).toBeVisible();

      const old = await api.get(`/api/products/${contract.product.id}`);
      expect((old.body as { status: { id: number } }).status.id).toBe(4);
      const history = await api.get(`/api/product_histories?product.id=${contract.product.id}`);
      expect(members(history.body).map((entry) => entry.comment)).toContain('Flat tyre, found at the return');
      const line = await api.get(`/api/rental_products/${contract.lineId}`);
      expect((line.body as { product: { id: number } }).product.id).toBe(replacement.id);
    });
  });

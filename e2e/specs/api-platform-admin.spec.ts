import { expect, test } from '@playwright/test';
import { adminPage } from '../fixtures/admin/bundle.ts';
import { users } from '../fixtures.ts';

/**
 * A real foreign client in the browser: API Platform Admin 4 (e2e/fixtures/admin/main.tsx), served
 * beside the app on its origin and signed in with a bearer token, reads the API from its Hydra
 * documentation. It lists rentals, shows a customer and edits a pricing, and the API has them.
 */
let page: { html: string; script: string };
test.beforeAll(async () => {
  page = await adminPage();
});

test('API Platform Admin lists rentals, shows a customer and edits a pricing', async ({
  page: browser,
  request,
}) => {
  test.setTimeout(90_000);
  const signIn = await request.post('/api/login', { data: users.admin });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const authorization = { authorization: `Bearer ${token}` };

  await browser.route('**/admin-fixture/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/main.js'))
      return route.fulfill({ contentType: 'text/javascript', body: page.script });
    return route.fulfill({ contentType: 'text/html', body: page.html });
  });
  await browser.addInitScript((value) => window.sessionStorage.setItem('velodesk-admin-token', value), token);

  // The rentals of the administrator's current site, newest first.
  const rentals = await (
    await request.get('/api/rentals?order[id]=DESC&itemsPerPage=10', { headers: authorization })
  ).json();
  expect(rentals['hydra:totalItems']).toBeGreaterThan(0);
  await browser.goto('/admin-fixture/index.html#/rentals');
  const rows = browser.locator('.RaDatagrid-table tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(Math.min(10, rentals['hydra:member'].length));
  const firstRental = rentals['hydra:member'][0];
  await expect(rows.first()).toContainText(String(firstRental.discount));
  await browser.screenshot({ path: 'test-results/api-platform-admin-rentals.png' });

  // A customer, shown from its IRI.
  const customers = await (
    await request.get('/api/customers?itemsPerPage=30', { headers: authorization })
  ).json();
  const customer = customers['hydra:member'].find((c: { lastname: string | null }) => c.lastname);
  await browser.goto(`/admin-fixture/index.html#/customers/${encodeURIComponent(customer['@id'])}/show`);
  await expect(browser.getByText(customer.lastname, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(browser.getByText(customer['@id'], { exact: true })).toBeVisible();
  await browser.screenshot({ path: 'test-results/api-platform-admin-customer.png' });

  // A pricing: its price edited in the Admin's form, sent as merge-patch with its @id and @type.
  const pricings = await (
    await request.get('/api/pricings?itemsPerPage=1', { headers: authorization })
  ).json();
  const pricing = pricings['hydra:member'][0];
  const newPrice = Math.round(pricing.price * 100 + 137) / 100;
  await browser.goto(`/admin-fixture/index.html#/pricings/${encodeURIComponent(pricing['@id'])}`);
  const price = browser.getByLabel('Price');
  await expect(price).toHaveValue(String(pricing.price), { timeout: 30_000 });
  const sent = browser.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(pricing['@id']));
  await price.fill(String(newPrice));
  await browser.getByRole('button', { name: 'Save' }).click();
  const patch = await sent;
  expect(patch.headers()['content-type']).toContain('application/merge-patch+json');
  expect(patch.postDataJSON()).toEqual({ '@id': pricing['@id'], '@type': 'Pricing', price: newPrice });
  await expect(browser).toHaveURL(/#\/pricings$/, { timeout: 30_000 });
  const after = await (await request.get(pricing['@id'], { headers: authorization })).json();
  expect(after.price).toBe(newPrice);
  await browser.screenshot({ path: 'test-results/api-platform-admin-pricings.png' });
});

import { expect, type Page, test } from '@playwright/test';
import { signIn, users } from '../fixtures.ts';
import { filterGrid, waitForGrid } from './settings-helpers.ts';

/**
 * A list's filters, sort, page and page size live in its URL (docs/decisions/data-grid.md): a
 * bookmarked list reopens as it was, and the browser's back button returns to the earlier state.
 */

const grid = 'customers-grid';

/** The grid's answer from the API to a query holding these parameters. */
const answerTo = (page: Page, params: Record<string, string>) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname === '/api/customers' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });

const rowsOf = (page: Page) => page.getByTestId(grid).getByTestId('grid-row');

/** The rows on screen once the grid has its answer and no longer loads. */
const shownRows = async (page: Page) => {
  await waitForGrid(page, grid);
  return rowsOf(page).allInnerTexts();
};

test.describe('list state in the URL', () => {
  test('a filtered, sorted list reopens from its URL and the back button returns to the earlier page', async ({
    page,
  }) => {
    await signIn(page, users.admin);
    await page.goto('/individual-customers');
    await waitForGrid(page, grid);
    await expect(page).toHaveURL(/\/individual-customers$/);

    // Filter on a column, sort on another, and show 10 rows a page.
    await filterGrid(page, grid, 'country.name', 'France');
    const sorted = answerTo(page, { 'country.name': 'France', 'order[email.email]': 'asc' });
    await page.getByTestId(grid).getByTestId('grid-sort-asc-email.email').click();
    await sorted;
    const resized = answerTo(page, { 'order[email.email]': 'asc', itemsPerPage: '10', page: '1' });
    await page.getByTestId('grid-page-size').selectOption('10');
    await resized;
    await expect(page).toHaveURL(/country\.name=France/);
    await expect(page).toHaveURL(/order%5Bemail\.email%5D=asc/);
    await expect(page).toHaveURL(/itemsPerPage=10/);

    const firstPage = await shownRows(page);
    expect(firstPage).toHaveLength(10);
    for (const text of firstPage) expect(text).toContain('France');
    const emails = firstPage.map((text) => text.match(/\S+@\S+/)?.[0] ?? '');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'en')));
    const range = await page.getByTestId('grid-range').innerText();
    const bookmark = page.url();

    // The bookmarked URL, opened in another tab (same session), shows the same rows, sort and size.
    const other = await page.context().newPage();
    const reopened = answerTo(other, {
      'country.name': 'France',
      'order[email.email]': 'asc',
      itemsPerPage: '10',
    });
    await other.goto(bookmark);
    await reopened;
    expect(await shownRows(other)).toEqual(firstPage);
    await expect(other.getByTestId('grid-range')).toHaveText(range);
    await expect(other.getByTestId(grid).getByTestId('grid-header-email.email')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(other.getByTestId('grid-page-size')).toHaveValue('10');
    await expect(other.getByTestId('grid-reset-filters')).toContainText('(1)');
    // A reload keeps it too.
    await other.reload();
    expect(await shownRows(other)).toEqual(firstPage);
    await other.close();

    // Another page of results, then the browser's back button: the earlier rows again.
    const second = answerTo(page, { 'country.name': 'France', page: '2', itemsPerPage: '10' });
    await page.getByTestId('grid-page-2').click();
    await second;
    await expect(page).toHaveURL(/[?&]page=2/);
    const secondPage = await shownRows(page);
    expect(secondPage).not.toEqual(firstPage);
    for (const text of secondPage) expect(text).toContain('France');

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('grid-page-1')).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page).first()).toContainText(emails[0] ?? '-');
    expect(await shownRows(page)).toEqual(firstPage);
    await expect(page.getByTestId('grid-range')).toHaveText(range);

    await page.goForward();
    await expect(page.getByTestId('grid-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page).first()).toContainText(secondPage[0]?.match(/\S+@\S+/)?.[0] ?? '-');

    // Further back: the page size, then the sort, come off as they were put on.
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('grid-page-size')).toHaveValue('25');
    await page.goBack();
    await expect(page.getByTestId(grid).getByTestId('grid-header-email.email')).not.toHaveAttribute(
      'aria-sort',
      /.+/,
    );
    await expect(page).toHaveURL(/\/individual-customers\?country\.name=France$/);

    // The one reset action clears the filter and the URL.
    await page.getByTestId('grid-reset-filters').click();
    await expect(page).toHaveURL(/\/individual-customers$/);
    await expect(page.getByTestId('grid-reset-filters')).toBeDisabled();
  });

  test('the user list reopens from its URL with its filter form filled in, and one reset clears both', async ({
    page,
  }) => {
    await signIn(page, users.admin);
    await page.goto('/user-management');
    await waitForGrid(page, 'users-grid');

    // A destination chosen in the filter form, and a column filter on the last name.
    await page.getByTestId('user-filter-destination').click();
    const option = page.getByTestId('user-filter-destination-option').first();
    const destination = (await option.innerText()).trim();
    await option.click();
    await expect(page.getByTestId('user-filter-destination')).toHaveValue(destination);
    const validated = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/users' &&
        new URL(response.url()).searchParams.has('destinations.id'),
    );
    await page.getByTestId('user-filter-validate').click();
    await validated;
    await filterGrid(page, 'users-grid', 'lastName', 'a');
    await expect(page).toHaveURL(/destinations\.id=\d+/);
    await expect(page).toHaveURL(/lastName=a/);
    const rows = await page.getByTestId('users-grid').getByTestId('grid-row').allInnerTexts();

    // Reloaded: the same rows, the destination named in the form, the last name in both places.
    await page.reload();
    await waitForGrid(page, 'users-grid');
    expect(await page.getByTestId('users-grid').getByTestId('grid-row').allInnerTexts()).toEqual(rows);
    await expect(page.getByTestId('user-filter-destination')).toHaveValue(destination);
    await expect(page.getByTestId('user-filter-lastName')).toHaveValue('a');
    await expect(page.getByTestId('grid-reset-filters')).toContainText('(2)');

    // The one reset empties the form and the URL.
    await page.getByTestId('grid-reset-filters').click();
    await expect(page).toHaveURL(/\/user-management$/);
    await expect(page.getByTestId('user-filter-destination')).toHaveValue('');
    await expect(page.getByTestId('user-filter-lastName')).toHaveValue('');
  });
});

import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, signIn, users } from '../fixtures.ts';
import { expectNotice, shownPhone, uniquePhone, uniqueTag } from './customers-support.ts';

test.describe('company customers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
  });

  test('creates a company with two phones and a contact, comments it, and refuses its deletion', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `Cycles Atlantique ${tag}`;
    const [firstPhone, secondPhone, contactPhone] = [uniquePhone(), uniquePhone(), uniquePhone()];

    // The company and its phones
    await page.goto('/company-customers');
    await page.getByTestId('customers-add').click();
    await expect(page.getByTestId('company-form')).toBeVisible();
    await expect(page.getByTestId('company-phones-remove-0')).toHaveCount(0);
    await expect(page.getByTestId('company-phones-add-0')).toHaveCount(0);
    await page.getByTestId('company-name').fill(name);
    await page.getByTestId('company-email').fill(`contact.${tag}@e2e.example`);
    await page.getByTestId('company-phones-row-0').fill(firstPhone);
    await page.getByTestId('company-phones-add-0').click();
    await page.getByTestId('company-phones-row-1').fill(secondPhone);
    await page.getByTestId('company-form-submit').click();
    await expectNotice(page, 'The customer has been created.');
    await expect(page).toHaveURL(/\/company-details\/\d+$/);
    await expect(page.getByTestId('detail-name')).toContainText(name);
    await expect(page.getByTestId('detail-phones')).toContainText(shownPhone(firstPhone));
    await expect(page.getByTestId('detail-phones')).toContainText(shownPhone(secondPhone));
    await expect(page.getByTestId('contacts-empty')).toHaveText('No contacts yet.');

    // A contact (last name and e-mail required)
    await page.getByTestId('contacts-add').click();
    await expect(page.getByTestId('contact-form-submit')).toBeDisabled();
    await page.getByTestId('contact-firstname').fill('Marc');
    await page.getByTestId('contact-lastname').fill(`Bernard${tag}`);
    await page.getByTestId('contact-email').fill(`marc.${tag}@e2e.example`);
    await page.getByTestId('contact-phone').fill(contactPhone);
    await page.getByTestId('contact-function').fill('Fleet manager');
    await page.getByTestId('contact-form-submit').click();
    await expectNotice(page, 'The contact has been added.');
    const contactRow = page.getByTestId('contact-row');
    await expect(contactRow).toHaveCount(1);
    await expect(contactRow).toContainText(`Bernard${tag}`);
    await expect(contactRow).toContainText('Fleet manager');
    await expect(contactRow).toContainText(shownPhone(contactPhone));

    // A comment, shown with its author
    await page.getByTestId('comments-add').click();
    await page.getByTestId('comment-text').fill('x');
    await page.getByTestId('comment-text').fill('');
    await expect(page.getByText('The comment is required.')).toBeVisible();
    await page.getByTestId('comment-text').fill(`Prefers e-bikes for the staff ${tag}`);
    await page.getByTestId('comment-submit').click();
    await expectNotice(page, 'The comment has been added.');
    await expect(page.getByTestId('comment-added')).toHaveCount(1);
    await page.getByTestId('comment-close').click();
    const comment = page.getByTestId('comment-item');
    await expect(comment).toHaveCount(1);
    await expect(comment).toContainText(`Prefers e-bikes for the staff ${tag}`);
    await expect(comment).toContainText('Colin Vendeur');

    // The company cannot be deleted while it has contacts: no confirmation, the reason instead
    await page.getByTestId('details-delete').click();
    await expect(page.getByTestId('delete-refused-message')).toBeVisible();
    await expect(page.getByText('Deletion not allowed')).toBeVisible();
    await expect(page.getByTestId('delete-refused-message')).toHaveText(
      'This company still has contacts: delete its contacts first.',
    );
    await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
    await expectNoRawKeys(page);
    await page.getByTestId('delete-refused-ok').click();

    // The same from the list
    await page.getByTestId('customers-sidebar-list').click();
    await page.getByTestId('filter-name').fill(name);
    await page.getByTestId('filters-validate').click();
    const rows = page.getByTestId('customers-grid').getByTestId('grid-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${shownPhone(firstPhone)}`);
    await rows.first().getByTestId('row-delete').click();
    await expect(page.getByTestId('delete-refused-message')).toBeVisible();
    await page.getByTestId('delete-refused-ok').click();
    // Still the filtered list (its filter is in the URL), not the details.
    await expect(page).toHaveURL(/\/company-customers\?name=/);

    // Without its contact, the company can go
    await rows.first().click();
    await page.getByTestId('contact-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expectNotice(page, 'The contact has been deleted.');
    await expect(page.getByTestId('contacts-empty')).toBeVisible();
    await page.getByTestId('details-delete').click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expectNotice(page, 'The customer has been deleted.');
    await expect(page).toHaveURL(/\/company-customers$/);
  });

  test('edits the phone list of a company: blank rows dropped, one kept to type in', async ({ page }) => {
    const tag = uniqueTag();
    const [firstPhone, secondPhone] = [uniquePhone(), uniquePhone()];
    await page.goto('/company-customers');
    await page.getByTestId('customers-add').click();
    await page.getByTestId('company-name').fill(`Velo Club ${tag}`);
    await page.getByTestId('company-email').fill(`club.${tag}@e2e.example`);
    await page.getByTestId('company-phones-row-0').fill(firstPhone);
    await page.getByTestId('company-form-submit').click();
    await expect(page).toHaveURL(/\/company-details\/\d+$/);

    await page.getByTestId('details-edit').click();
    await page.getByTestId('details-phones-add-0').click();
    await page.getByTestId('details-phones-row-1').fill(secondPhone);
    await page.getByTestId('details-phones-add-1').click();
    await expect(page.getByTestId('details-phones-row-2')).toHaveValue('');
    await expect(page.getByTestId('details-phones-remove-0')).toHaveCount(0);
    await page.getByTestId('details-save').click();
    await expectNotice(page, 'The customer has been updated.');
    await expect(page.getByTestId('detail-phones')).toContainText(shownPhone(secondPhone));

    // Emptying the first row drops that number
    await page.getByTestId('details-edit').click();
    await page.getByTestId('details-phones-row-0').fill('');
    await page.getByTestId('details-save').click();
    await expectNotice(page, 'The customer has been updated.');
    await expect(page.getByTestId('detail-phones')).not.toContainText(shownPhone(firstPhone));
    await expect(page.getByTestId('detail-phones')).toContainText(shownPhone(secondPhone));
  });
});

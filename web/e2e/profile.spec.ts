// Profile › Invoice details: the practice's invoice settings, editable by an Admin, read-only for
// everyone else; each step checked through the API.

import type { InvoiceSettings } from '@practice-desk/contracts';
import { expect, type Page, test } from './fixtures';
import { apiGet, screenshot, signIn } from './helpers';

const settings = async (page: Page, email = 'admin@demo.test') =>
  (await apiGet<{ settings: InvoiceSettings }>(page.request, 'config/invoice-settings', email)).settings;

async function screenshotsAtBothSizes(page: Page, name: string) {
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an Admin edits the invoice details from the profile', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const before = await settings(page);
  await page.goto('/profile/invoice-details');
  await expect(page.getByRole('tab', { name: 'Invoice details' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Company Details' }).click();
  const companyName = page.getByRole('textbox', { name: /^Company name/ });
  await expect(companyName).toHaveValue(before.companyName);
  await companyName.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company name is required').first()).toBeVisible();
  expect((await settings(page)).companyName).toBe(before.companyName);

  await companyName.fill('Deshpande Kulkarni & Associates');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business details updated successfully')).toBeVisible();
  expect(await settings(page)).toMatchObject({
    companyName: 'Deshpande Kulkarni & Associates',
    companyEmail: before.companyEmail,
    gstNumber: before.gstNumber,
  });
  await page.getByRole('button', { name: 'Bank Account Details' }).click();
  await screenshotsAtBothSizes(page, 'profile-invoice-details');

  await page.reload();
  await page.getByRole('button', { name: 'Company Details' }).click();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue(
    'Deshpande Kulkarni & Associates',
  );
});

test('a Team Member reads the invoice details and cannot change them', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  const current = await settings(page, 'member@demo.test');
  await page.goto('/profile/invoice-details');
  await expect(page.getByText('Only an Admin can change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Invoice number prefix/ })).toHaveValue(
    current.invoicePrefix,
  );
  await expect(page.getByRole('textbox', { name: /^Invoice number prefix/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Company Details' }).click();
  const companyName = page.getByRole('textbox', { name: /^Company name/ });
  await expect(companyName).toHaveValue(current.companyName);
  await expect(companyName).toBeDisabled();
  await page.getByRole('button', { name: 'Branding & Personalization' }).click();
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
  await screenshotsAtBothSizes(page, 'profile-invoice-details-member');
  // Nothing changed, and a Team Member never receives the bank account or the signature.
  expect(await settings(page, 'member@demo.test')).toEqual(current);
  const whole = await settings(page);
  expect(current).toEqual({
    ...whole,
    bankName: '',
    branchName: '',
    accountNumber: '',
    ifscCode: '',
    authorizedStamp: null,
  });
});

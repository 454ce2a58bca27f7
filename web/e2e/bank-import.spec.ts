// Bank statements in, on screen: an Admin adds a bank account in Configurations › Invoices (a name
// taken twice is refused on its field), then imports a statement of a layout no bank uses into it
// from Invoicing › Bank reconciliation: the preview asks for the columns, they are chosen from the
// selects, the lines are read and imported; the same file again counts its lines as already
// imported. The import dialog is screenshotted at 1440 × 900 and 390 × 844, and axe finds nothing
// critical or serious in it nor in the settings section.
import { BANK_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, type Locator, type Page, test } from './fixtures';
import { screenshot, signIn } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

/** A co-operative bank's statement as CSV: a banner, then columns no bank layout names. */
function coOpStatement(): string {
  const day = (offset: number) => dayjs().subtract(offset, 'day').format('DD/MM/YYYY');
  return [
    ['Sahakari Bank statement', '', '', '', ''],
    ['Posted', 'What', 'Out', 'In', 'Left'],
    [day(2), 'NEFT SHARMA TRADERS INV 1042', '', '54,000.00', '1,54,000.00'],
    [day(1), 'RENT NOVEMBER', '25,000.00', '', '1,29,000.00'],
  ]
    .map((row) => row.map((cell) => `"${cell}"`).join(','))
    .join('\n');
}

async function choose(page: Page, scope: Locator, name: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(dialog: Locator) {
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'sahakari.csv', mimeType: 'text/csv', buffer: Buffer.from(coOpStatement()) });
}

test('an Admin keeps bank accounts and imports a statement whose columns are chosen by hand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Sahakari current ${Date.now() % 10_000}`;
  await withAxe(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.test');

  await page.goto('/configurations/invoices');
  const section = page.getByRole('group', { name: 'Bank accounts' });
  const adding = section.getByRole('group', { name: 'Add a bank account' });
  await adding.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, adding, 'Bank', 'Other bank');
  const last4 = adding.getByRole('textbox', { name: 'Last 4 digits' });
  const table = section.getByRole('table', { name: 'Bank accounts' });
  // A letter or too few digits is refused on its field, and nothing is added.
  for (const wrong of ['44a5', '445']) {
    await last4.fill(wrong);
    await adding.getByRole('button', { name: 'Add bank account' }).click();
    await expect(adding.getByText(BANK_MESSAGES.last4)).toBeVisible();
  }
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  // A fifth digit typed is not taken.
  await last4.fill('');
  await last4.pressSequentially('44556');
  await expect(last4).toHaveValue('4455');
  await adding.getByRole('button', { name: 'Add bank account' }).click();
  await expect(adding.getByText(BANK_MESSAGES.last4)).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('··4455');
  // The same name again is refused on the name field.
  await adding.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await choose(page, adding, 'Bank', 'State Bank of India');
  await adding.getByRole('textbox', { name: 'Last 4 digits' }).fill('1111');
  await adding.getByRole('button', { name: 'Add bank account' }).click();
  await expect(adding.getByText(BANK_MESSAGES.nameTaken)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'bank-accounts-settings-desktop');
  expect((await axeFindings(page, 'invoice settings with bank accounts')).grave).toEqual([]);

  await page.goto('/invoicing/reconcile');
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bank statement' });
  await choose(page, dialog, 'Bank account', `${name} ··4455`);
  await upload(dialog);
  // No bank's layout: the preview asks what each column holds, and nothing can be imported yet.
  await expect(dialog.getByText(BANK_MESSAGES.needDate)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 lines' })).toBeDisabled();
  const columns = dialog.getByRole('group', { name: 'Columns of the statement' });
  for (const [i, label, field] of [
    [1, 'Posted', 'Date'],
    [2, 'What', 'Narration'],
    [3, 'Out', 'Debit (withdrawal)'],
    [4, 'In', 'Credit (deposit)'],
    [5, 'Left', 'Balance'],
  ] as const)
    await choose(page, columns, `What column ${i} (${label}) holds`, field);
  const lines = dialog.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row', { name: /NEFT SHARMA TRADERS INV 1042/ })).toContainText('₹54,000.00');
  await expect(lines.getByRole('row', { name: /RENT NOVEMBER/ })).toContainText('₹25,000.00');
  await expect(dialog.getByText('Columns chosen by hand')).toBeVisible();
  await screenshot(page, 'bank-import-preview-desktop');
  expect((await axeFindings(page, 'bank statement import preview', true)).grave).toEqual([]);
  await dialog.getByRole('button', { name: 'Import 2 lines' }).click();
  await expect(dialog.getByText(BANK_MESSAGES.imported(2, 0, 0))).toBeVisible();
  expect((await axeFindings(page, 'bank statement import result', true)).grave).toEqual([]);

  // The same file again: once its columns are chosen, both lines are already there.
  await dialog.getByRole('button', { name: 'Import another statement' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await upload(dialog);
  await expect(dialog.getByText(BANK_MESSAGES.needDate)).toBeVisible();
  for (const [i, label, field] of [
    [1, 'Posted', 'Date'],
    [2, 'What', 'Narration'],
    [3, 'Out', 'Debit (withdrawal)'],
    [4, 'In', 'Credit (deposit)'],
    [5, 'Left', 'Balance'],
  ] as const)
    await choose(page, columns, `What column ${i} (${label}) holds`, field);
  await expect(dialog.getByText('2 already imported')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 lines' })).toBeVisible();
  await screenshot(page, 'bank-import-preview-phone');
  expect((await axeFindings(page, 'bank statement import preview (phone)', true)).grave).toEqual([]);
});

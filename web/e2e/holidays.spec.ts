// Configurations → Holidays and Preferences → Working week, as an Admin uses them: a holiday added
// by keyboard in the practice's date format and listed in its year, the same day refused under the
// date field, the holiday deleted after the question, a spreadsheet of holidays imported with what
// it added and the row it could not read; then Saturday's hours changed, saved, kept over a reload
// and set back.
import * as XLSX from '@e965/xlsx';
import { CAPACITY_MESSAGES, DEFAULT_WORKING_WEEK, type Preferences } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, type Page, test } from './fixtures';
import { apiGet, screenshot, signIn, typedDate } from './helpers';

/** A random day of a far year, so reruns on the same practice do not meet their own holidays. */
const farDay = (year: number) =>
  dayjs(`${year}-01-01`)
    .add(Math.floor(Math.random() * 365), 'day')
    .format('YYYY-MM-DD');

/** A workbook date cell, as Excel keeps one: days since 30 Dec 1899, shown as a date. */
const workbookDate = (iso: string) => ({
  t: 'n',
  v: (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000,
  z: 'dd/mm/yyyy',
});

function holidaySheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Date', 'Holiday'], ...rows]), 'Holidays');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function expectFitsWidth(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWidth(page, name);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an Admin adds a holiday by keyboard, is refused the same day, deletes it and imports a sheet', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const day = farDay(2031);
  const name = `Founders Day ${stamp}`;
  await signIn(page, 'admin@demo.test', { to: '/configurations/holidays' });
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Holidays', level: 2 })).toBeVisible();
  await expect(page.getByTestId('holiday-year')).toHaveText(String(dayjs().year()));

  // Typed as the practice writes dates (DD/MM/YYYY); Tab passes the calendar button to the name.
  const dateField = panel.getByRole('textbox', { name: 'Date' });
  await dateField.click();
  await page.keyboard.type(typedDate(day), { delay: 20 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type(name, { delay: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Holiday added')).toBeVisible();
  // The list moves to the new holiday's year.
  await expect(page.getByTestId('holiday-year')).toHaveText('2031');
  const row = panel.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(typedDate(day));
  await expect(row).toContainText(dayjs(day).format('ddd'));
  await expect(dateField).toHaveValue('');

  // The same day again: refused under the date field, the form kept as typed.
  await dateField.click();
  await page.keyboard.type(typedDate(day), { delay: 20 });
  await panel.getByRole('textbox', { name: 'Name' }).fill('Same day again');
  await panel.getByRole('button', { name: 'Add holiday' }).click();
  await expect(panel.getByText(CAPACITY_MESSAGES.holidayExists)).toBeVisible();
  await expect(dateField).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('row').filter({ hasText: 'Same day again' })).toHaveCount(0);
  await screenshot(page, 'holidays-refused');
  await atPhoneWidth(page, 'holidays-refused-phone');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Holiday removed')).toBeVisible();
  await expect(row).toHaveCount(0);

  // A sheet with one holiday (an Excel date) and one row whose date is not a date.
  const imported = farDay(2032);
  const importedName = `Imported ${stamp}`;
  const sheet = holidaySheet([
    [workbookDate(imported), importedName],
    ['not a day', `Bad ${stamp}`],
  ]);
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Import holidays' }).click();
  await (await chooser).setFiles({
    name: `holidays-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  await expect(page.getByText('1 holiday added', { exact: true })).toBeVisible();
  const outcome = panel.getByRole('status').filter({ hasText: `Import of holidays-${stamp}.xlsx` });
  await expect(outcome).toContainText('1 holiday added, 0 skipped (already holidays), 1 row not read:');
  await expect(outcome.getByRole('listitem')).toHaveText(["Row 3: 'not a day' is not a date"]);
  await panel.getByRole('button', { name: 'Next year' }).click();
  await expect(page.getByTestId('holiday-year')).toHaveText('2032');
  const importedRow = panel.getByRole('row').filter({ hasText: importedName });
  await expect(importedRow).toContainText(typedDate(imported));
  await screenshot(page, 'holidays-imported');
  await atPhoneWidth(page, 'holidays-imported-phone');

  await panel.getByRole('button', { name: 'Close import result' }).click();
  await expect(outcome).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous year' }).click();
  await expect(page.getByTestId('holiday-year')).toHaveText('2031');
});

test('Saturday set to 4 hours in the working week is kept after a reload, then set back', async ({
  page,
  request,
}) => {
  const savedWeek = async () =>
    (await apiGet<{ preferences: Preferences }>(request, 'config/preferences')).preferences.workingWeek;
  await signIn(page, 'admin@demo.test', { to: '/configurations/preferences' });
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Working week' }).click();
  const saturday = panel.getByRole('textbox', { name: 'Saturday' });
  await expect(saturday).toHaveValue('8');
  await expect(panel.getByRole('textbox', { name: 'Sunday' })).toHaveValue('0');
  await expect(page.getByTestId('working-week-total')).toHaveText('48 hours a week');

  // Something that is not hours holds the save back and says why.
  await saturday.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('four', { delay: 20 });
  await panel.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(panel.getByText('Enter hours (7.5) or h:mm (7:30), at most 24')).toBeVisible();
  await expect(saturday).toBeFocused();
  expect(await savedWeek()).toEqual([...DEFAULT_WORKING_WEEK]);

  await page.keyboard.press('Control+a');
  await page.keyboard.type('4', { delay: 20 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect(page.getByTestId('working-week-total')).toHaveText('44 hours a week');
  expect(await savedWeek()).toEqual([480, 480, 480, 480, 480, 240, 0]);
  await screenshot(page, 'working-week');
  await atPhoneWidth(page, 'working-week-phone');

  await page.reload();
  await panel.getByRole('button', { name: 'Working week' }).click();
  await expect(saturday).toHaveValue('4');

  await saturday.fill('8');
  await panel.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  expect(await savedWeek()).toEqual([...DEFAULT_WORKING_WEEK]);
});

// A company taken on mid-year: its AGM already held, its profile saved with the work generated from
// 1 April. The year's past-due returns and its AOC-4 and MGT-7 are there, overdue, and the calendar,
// the status board and the task grid (filtered by the client's group) show one count of them; a
// board cell opens its item. Three of them are then marked filed at once from the task grid, with
// their acknowledgements, and the client's page (opened from the grid's client cell) shows them filed.

import {
  type BoardAnswer,
  type CalendarAnswer,
  type CalendarItem,
  FILING_FROM_TASKS_MESSAGES,
  financialYearOfPeriod,
  financialYearStart,
  gstinCheckChar,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn, typedDate } from './helpers';

const PAN = 'AABCT5519M';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const today = day(dayjs());
/** 1 April of the financial year three months back: always some months of past returns. */
const backFillFrom = financialYearStart(day(dayjs().subtract(3, 'month')));
/** The AGM held 65 days ago: AOC-4 (30 days after it) and MGT-7 (60 days after) are past due. */
const agmDate = day(dayjs().subtract(65, 'day'));

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company taken on mid-year gets its past-due work, and every screen counts one overdue', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const name = `Tarapur Castings ${Date.now()} Pvt Ltd`;
  const group = `Tarapur Group ${Date.now()}`;
  const created = await apiSend<{ client: { id: string } }>(page.request, 'post', 'clients', {
    name,
    address: 'Plot 12, Tarapur MIDC, Palghar 401506',
    group,
  });
  const clientId = created.client.id;
  await signIn(page, 'admin@demo.test');

  // The profile: a company filing monthly GST returns whose AGM is past, work generated from 1 April.
  await page.goto('/configurations/clients');
  await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await chooseOption(page, 'Entity type', 'Company');
  await dialog.getByRole('textbox', { name: 'PAN' }).fill(PAN);
  await dialog.getByRole('textbox', { name: 'GST number' }).fill(GSTIN);
  await chooseOption(page, 'GST return frequency', 'Monthly');
  await dialog.getByLabel('AGM date').fill(typedDate(agmDate));
  const generateFrom = dialog.getByLabel('Generate work due from');
  await expect(generateFrom).toHaveValue(typedDate(financialYearStart(today)));
  await generateFrom.fill(typedDate(backFillFrom));
  await screenshot(page, 'compliance-overdue-profile');
  await dialog.getByRole('button', { name: 'Update' }).click();
  // Saving generates the year's work: on a busy machine that takes a while.
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // Generated: every return due since 1 April, the past-due ones overdue (AOC-4 and MGT-7 among them).
  const range = `from=${backFillFrom}&to=${today}&clientId=${clientId}`;
  const items = (await apiGet<CalendarAnswer>(page.request, `compliance/calendar?${range}`)).items;
  const overdue = items.filter((i) => i.status === 'overdue');
  for (const code of ['AOC-4', 'MGT-7', 'GSTR-3B'])
    expect(
      overdue.some((i) => i.code === code),
      `${code} overdue`,
    ).toBe(true);
  expect(items.filter((i) => i.dueDate < today).every((i) => i.status === 'overdue')).toBe(true);
  const count = overdue.length;

  // The calendar's count, for this client.
  await page.goto('/compliance/calendar');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('count-overdue')).toContainText(String(count));
  await screenshot(page, 'compliance-overdue-calendar');

  // The task grid's Overdue tab and its red marks, for this client's group (its only client).
  await page.goto('/all-tasks?tab=overdue');
  await page.getByRole('combobox', { name: 'Filter by client group' }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/clientGroup=/);
  const overdueTab = page.getByRole('tab', { name: /^Overdue/ });
  await expect(overdueTab).toHaveText(`Overdue${count}`);
  await expect(page.getByTestId('footer-count')).toHaveText(String(count));
  await expect(page.locator('.ag-cell.overdue')).toHaveCount(count);
  await screenshot(page, 'compliance-overdue-grid');

  // The status board: each form's year shows the same overdue cells, and no other.
  const boards = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = `${item.code}|${financialYearOfPeriod(item.period)}`;
    boards.set(key, [...(boards.get(key) ?? []), item]);
  }
  let onBoards = 0;
  for (const key of boards.keys()) {
    const [code, year] = key.split('|');
    const board = await apiGet<BoardAnswer>(
      page.request,
      `compliance/board?code=${encodeURIComponent(code ?? '')}&financialYear=${year}`,
    );
    const row = board.rows.find((r) => r.clientId === clientId);
    onBoards += Object.values(row?.cells ?? {}).filter((cell) => cell.status === 'overdue').length;
  }
  expect(onBoards).toBe(count);

  // On screen: GSTR-3B of this year, the client's row; an overdue cell opens its filing dialog.
  const gstr3b = items.filter((i) => i.code === 'GSTR-3B' && i.status === 'overdue');
  const year = financialYearOfPeriod(gstr3b[0]?.period ?? '') ?? '';
  await page.goto('/compliance/board');
  await expect(page.getByRole('combobox', { name: 'Form', exact: true })).toHaveValue('GSTR-3B');
  await page.getByRole('combobox', { name: 'Financial year' }).click();
  await page.getByRole('option', { name: `FY ${year}`, exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const inYear = gstr3b.filter((i) => financialYearOfPeriod(i.period) === year);
  await expect(row.getByText('Overdue', { exact: true })).toHaveCount(inYear.length);
  await screenshot(page, 'compliance-overdue-board');
  const first = inYear[0];
  if (!first) throw new Error('expected an overdue GSTR-3B');
  await row.getByRole('button', { name: new RegExp(`Open ${first.title} for`) }).click();
  const filing = page.getByRole('dialog', { name: /filing/i });
  await expect(filing).toBeVisible();
  await expect(filing).toContainText(first.title);
  await page.keyboard.press('Escape');

  // The page fits: at 1440 px and on a phone nothing pans sideways.
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(row).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `page width at ${width}px`).toBeLessThanOrEqual(width);
    await screenshot(page, `compliance-overdue-board-${suffix}`);
  }

  // Three overdue tasks marked filed at once from the grid, each with its portal's acknowledgement.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/all-tasks?tab=overdue');
  await page.getByRole('combobox', { name: 'Filter by client group' }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('footer-count')).toHaveText(String(count));
  for (const n of [1, 2, 3])
    await page.getByRole('checkbox', { name: `Select row ${n}`, exact: true }).check();
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Mark filed' }).click();
  const marking = page.getByRole('dialog', { name: 'Mark 3 filed' });
  await expect(marking).toBeVisible();
  const rows = marking.locator('[data-filing-row]');
  await expect(rows).toHaveCount(3);
  const filedTitles: string[] = [];
  for (const row of await rows.all()) {
    filedTitles.push((await row.locator('p').first().innerText()).trim());
    const ack = row.getByRole('textbox');
    const label = (await ack.getAttribute('aria-label')) ?? '';
    // The label follows the authority: ARN (GST, 15 characters), SRN (MCA), acknowledgement number.
    const value = label.startsWith('ARN ')
      ? `AA27${String(Date.now()).slice(-11)}`
      : label.startsWith('SRN ')
        ? `AB${String(Date.now()).slice(-7)}`
        : String(Date.now()).padEnd(15, '7');
    await ack.fill(value);
  }
  await screenshot(page, 'grid-mark-filed-dialog');
  await marking.getByRole('button', { name: 'Mark 3 filed' }).click();
  await expect(page.getByText('3 filings recorded')).toBeVisible({ timeout: 15_000 });
  await expect(marking).toBeHidden();
  await expect(page.getByTestId('footer-count')).toHaveText(String(count - 3));
  await expect(page.getByRole('tab', { name: /^Overdue/ })).toHaveText(`Overdue${count - 3}`);

  // A task with no compliance item is left out, and the grid says so.
  await apiSend(page.request, 'post', 'tasks', { client: clientId, task: 'Bookkeeping' });
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await page.getByTestId('selection-bar').getByRole('button', { name: 'Mark filed' }).click();
  const skipped = FILING_FROM_TASKS_MESSAGES.skipped({ withoutItem: 1, alreadyFiled: 0, notYours: 0 });
  await expect(page.getByText(`${FILING_FROM_TASKS_MESSAGES.noneToFile}. ${skipped}`)).toBeVisible();
  await screenshot(page, 'grid-mark-filed-skipped');

  // The client's page, from the link in the grid's client cell: the three are filed there.
  await page.getByRole('tab', { name: /^Overdue/ }).click();
  await page
    .getByRole('link', { name: `Open ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}`));
  await page.getByRole('tab', { name: /^Compliance/ }).click();
  const clientBoard = page.getByRole('table', { name: `Status board of ${name}` });
  await expect(clientBoard).toBeVisible();
  await expect(clientBoard.getByText('Filed late', { exact: true })).toHaveCount(3);
  for (const title of filedTitles) {
    const itemRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: title, exact: true }) });
    await expect(itemRow).toContainText('Filed late');
    await expect(itemRow).toContainText(typedDate(today));
  }
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(clientBoard).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `client page width at ${width}px`).toBeLessThanOrEqual(width);
    await screenshot(page, `client-compliance-board-${suffix}`);
  }
  // A cell of the client's board opens its item, as the status board's do.
  await clientBoard
    .getByRole('button', { name: /Overdue.*Open / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /filing/i })).toBeVisible();
});

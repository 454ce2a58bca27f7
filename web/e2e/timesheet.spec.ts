// The week timesheet typed by keyboard, and the running timer: started from the task grid, kept
// across a reload, stopped from the header, its time written as an entry.

import type { TimesheetWeek } from '@practice-desk/contracts';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const MEMBER = 'member@demo.test';

interface ApiTask {
  id: string;
  tt: number;
}

const newTask = async (request: APIRequestContext, subTask: string) =>
  (await apiSend<{ task: ApiTask }>(request, 'post', 'tasks', { task: 'Timesheet checks', subTask }, MEMBER))
    .task;
const week = (request: APIRequestContext) => apiGet<TimesheetWeek>(request, 'timesheets', MEMBER);
const entriesOf = async (request: APIRequestContext, id: string) =>
  (
    await apiGet<{ timeEntries: { minutes: number; note: string | null }[] }>(
      request,
      `tasks/${id}/time-entries`,
      MEMBER,
    )
  ).timeEntries;
const ttOf = async (request: APIRequestContext, id: string) =>
  (await apiGet<{ task: ApiTask }>(request, `tasks/${id}`, MEMBER)).task.tt;

/** The row index of the timesheet row whose task text holds `text`. */
async function rowOf(page: Page, text: string): Promise<string> {
  const row = page.locator('[role=row]', { hasText: text }).first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('row-index')) ?? '';
}
const sheetCell = (page: Page, row: string, col: string) =>
  page.locator(`[role=row][row-index="${row}"] [col-id="${col}"]`).first();

test.describe('timesheet', () => {
  test('types minutes into the week by keyboard: cells, totals and the task’s TT follow', async ({
    page,
    request,
  }) => {
    const subTask = `Week grid ${Date.now()}`;
    const task = await newTask(request, subTask);
    const before = await week(request);
    const today = before.today;
    const dayTotal = (extra: number) => (before.dayTotals[before.days.indexOf(today)] ?? 0) + extra;
    const hm = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

    await signIn(page, MEMBER);
    await page.getByRole('link', { name: 'Timesheet' }).first().click();
    await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
    const row = await rowOf(page, subTask);

    await sheetCell(page, row, today).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('1:30', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(sheetCell(page, row, today)).toHaveText('1:30');
    await expect(sheetCell(page, row, 'total')).toHaveText('1:30');
    await expect(sheetCell(page, 'b-0', today)).toHaveText(hm(dayTotal(90)));
    await expect.poll(() => ttOf(request, task.id)).toBe(90);

    // Enter moved down; back up by arrow, typing starts the edit, Enter saves: down to 45 minutes.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('45', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(sheetCell(page, row, today)).toHaveText('0:45');
    await expect(sheetCell(page, 'b-0', today)).toHaveText(hm(dayTotal(45)));
    await expect.poll(() => ttOf(request, task.id)).toBe(45);
    expect((await entriesOf(request, task.id)).map((e) => e.minutes).sort((a, b) => a - b)).toEqual([
      -45, 90,
    ]);

    // Escape cancels a typed value.
    await sheetCell(page, row, today).click();
    await page.keyboard.type('300', { delay: 20 });
    await page.keyboard.press('Escape');
    await expect(sheetCell(page, row, today)).toHaveText('0:45');

    await screenshot(page, 'timesheet-desktop');
    await page.getByRole('button', { name: 'Submit day' }).click();
    await expect(page.getByText('Day submitted successfully')).toBeVisible();
    await expect(page.locator('.ag-header-cell', { hasText: 'Submitted' }).first()).toBeVisible();
    await expect.poll(async () => (await week(request)).submitted.map((s) => s.date)).toContain(today);

    // The week's arrows sit under the top-right toasts, which stay while the pointer rests on one
    // (Submit day's toast can open under it): a person moves the pointer away and they go.
    await page.mouse.move(0, 450);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page.getByTestId('week-label')).not.toHaveText('');
    await expect(page.locator('[role=row]', { hasText: subTask })).toHaveCount(1); // open, allotted: still listed
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(sheetCell(page, await rowOf(page, subTask), today)).toHaveText('0:45');

    // On a phone the week is a card per task: its client, its task, today's time to type.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('listitem').filter({ hasText: subTask });
    await expect(card).toContainText(subTask);
    const time = card.getByRole('textbox');
    await expect(time).toHaveValue('0:45');
    await time.fill('1:15');
    await time.press('Enter');
    await expect(card).toContainText('Week 1:15');
    await expect.poll(() => ttOf(request, task.id)).toBe(75);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, 'timesheet width on a phone').toBeLessThanOrEqual(390);
    await screenshot(page, 'timesheet-mobile');
  });

  test('runs a timer from the task grid across a reload and writes its time when stopped', async ({
    page,
    request,
  }) => {
    const subTask = `Timer run ${Date.now()}`;
    const task = await newTask(request, subTask);
    await signIn(page, MEMBER, { to: '/tasks' });
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
    await expect(page.getByTestId('footer-count')).toHaveText('1');

    await page.locator('[role=row][row-index="0"]').getByRole('button', { name: 'Start timer' }).click();
    const indicator = page.getByTestId('running-timer');
    await expect(indicator).toContainText(subTask);
    await expect(
      page.locator('[role=row][row-index="0"]').getByRole('button', { name: 'Stop timer' }),
    ).toBeVisible();

    await page.reload();
    await expect(indicator).toContainText(subTask);
    await expect(indicator).toContainText(/0:00:\d\d/);
    await screenshot(page, 'timer-running-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'timer-running-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Rounded to the nearest minute: 30 seconds or more writes one.
    await page.waitForTimeout(31_000);
    await indicator.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Timer stopped: time logged')).toBeVisible();
    await expect(indicator).toHaveCount(0);
    await expect
      .poll(() => entriesOf(request, task.id))
      .toEqual([expect.objectContaining({ minutes: 1, note: 'Timer' })]);
    expect(await ttOf(request, task.id)).toBe(1);
    await expect(page.locator('[role=row][row-index="0"] [col-id="tt"]')).toHaveText('1');

    // By keyboard: the shortcut the help lists starts and stops it on the focused row.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: /Keyboard Shortcuts/ });
    await expect(help.getByRole('row').filter({ hasText: 'Start/stop timer' })).toContainText('CtrlAltT');
    await page.keyboard.press('Escape');
    await page.locator('[role=row][row-index="0"] [col-id="subTask"]').click();
    await page.keyboard.press('Control+Alt+t');
    await expect(indicator).toContainText(subTask);
    await page.keyboard.press('Control+Alt+t');
    await expect(page.getByText('Under 30 seconds: no time written')).toBeVisible();
    await expect(indicator).toHaveCount(0);

    // From the task's time dialog.
    await page.locator('[role=row][row-index="0"]').getByRole('button', { name: 'Time entry' }).click();
    const dialog = page.getByRole('dialog', { name: /Time entry/ });
    await dialog.getByRole('button', { name: 'Start timer' }).click();
    await expect(indicator).toContainText(subTask);
    await dialog.getByRole('button', { name: 'Stop timer' }).click();
    await expect(indicator).toHaveCount(0);
    expect(await entriesOf(request, task.id)).toHaveLength(1);
  });
});

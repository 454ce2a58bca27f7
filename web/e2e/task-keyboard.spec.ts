// The task grid by keyboard as a person would use it: a new row typed in one go, dates and
// minutes typed in the practice's formats (invalid ones keep the editor and save nothing), the
// Hours unit shown as h:mm, the row-actions menu, edits kept when leaving, and the shortcuts.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

interface ApiTask {
  id: string;
  client: { id: string; name: string } | null;
  task: string;
  subTask: string;
  et: number;
  tt: number;
  dueDate: string | null;
  allottedTo: { id: string; name: string } | null;
  updatedAt: string;
}

const cell = (page: Page, row: number | 'new', col: string) =>
  page.locator(`[role=row][row-index="${row === 'new' ? 't-0' : row}"] [col-id="${col}"]`).first();

const readTask = async (request: APIRequestContext, id: string) =>
  (await apiGet<{ task: ApiTask }>(request, `tasks/${id}`)).task;

const searchTotal = async (request: APIRequestContext, text: string) =>
  (
    await apiGet<{ pagination: { total: number } }>(
      request,
      `tasks?scope=all&search=${encodeURIComponent(text)}`,
    )
  ).pagination.total;

/** A fresh task through the API, then the grid searched down to it (row 0). */
async function openOwnTask(page: Page, request: APIRequestContext, subTask: string) {
  const { task } = await apiSend<{ task: ApiTask }>(request, 'post', 'tasks', {
    task: 'Keyboard checks',
    subTask,
    et: 30,
    tt: 0,
    dueDate: '2026-12-15',
  });
  await page.goto('/all-tasks');
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
  await expect(cell(page, 0, 'subTask')).toHaveText(subTask);
  await expect(page.getByTestId('footer-count')).toHaveText('1');
  return task;
}

/** Opens a cell's editor by keyboard and replaces its text. */
async function typeInto(page: Page, row: number | 'new', col: string, text: string) {
  await cell(page, row, col).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+a');
  if (text) await page.keyboard.type(text, { delay: 20 });
  else await page.keyboard.press('Backspace');
}

/** The practice's time unit, every other preference kept as it is. */
async function setTimeUnit(request: APIRequestContext, timeUnit: 'Minutes' | 'Hours') {
  const { preferences } = await apiGet<{ preferences: Record<string, unknown> }>(
    request,
    'config/preferences',
  );
  await apiSend(request, 'put', 'config/preferences', { ...preferences, timeUnit });
}

test.describe('task grid by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('types a whole new task with the keyboard: one task, and no other row is touched', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    const first = (await apiGet<{ tasks: ApiTask[] }>(request, 'tasks?scope=all&limit=1'))
      .tasks[0] as ApiTask;
    await expect(cell(page, 0, 'subTask')).toHaveText(first.subTask);
    const name = `Keyboard audit ${Date.now()}`;

    await page.keyboard.press('Control+Alt+n');
    await expect(cell(page, 'new', 'client')).toBeFocused();
    await page.keyboard.type('Sabarmati', { delay: 40 });
    await expect(page.getByRole('option', { name: 'Sabarmati Chemicals Ltd' })).toBeVisible();
    await page.keyboard.press('Enter');
    // Enter saved the client and stayed in the new row, on its next cell.
    await expect(cell(page, 'new', 'task')).toBeFocused();
    await page.keyboard.type(name, { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'new', 'subTask')).toBeFocused();
    await page.keyboard.type('Typed by keyboard', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'new', 'et')).toBeFocused();
    await page.keyboard.type('1:30', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'new', 'tt')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('Neha', { delay: 40 });
    await expect(page.getByRole('option', { name: 'Neha Bhide' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cell(page, 'new', 'teamLeader')).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'new', 'dueDate')).toBeFocused();
    await page.keyboard.type('20/12/2026', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 'new', 'frequency')).toBeFocused();
    await expect(cell(page, 'new', 'dueDate')).toHaveText('20/12/2026');

    await expect.poll(() => searchTotal(request, name)).toBe(1);
    const made = (
      await apiGet<{ tasks: ApiTask[] }>(request, `tasks?scope=all&search=${encodeURIComponent(name)}`)
    ).tasks[0] as ApiTask;
    await expect
      .poll(async () => readTask(request, made.id))
      .toMatchObject({
        client: { name: 'Sabarmati Chemicals Ltd' },
        task: name,
        subTask: 'Typed by keyboard',
        et: 90,
        allottedTo: { name: 'Neha Bhide' },
        dueDate: '2026-12-20',
      });
    // The saved task that was first in the list was never edited.
    const after = await readTask(request, first.id);
    expect(after).toMatchObject({
      task: first.task,
      subTask: first.subTask,
      et: first.et,
      updatedAt: first.updatedAt,
    });
    await expect(cell(page, 0, 'subTask')).toHaveText(first.subTask);
  });

  test("due dates take the practice's format and '05 Jan 2027'; an invalid one keeps the editor and saves nothing", async ({
    page,
    request,
  }) => {
    const task = await openOwnTask(page, request, `Due date check ${Date.now()}`);
    await expect(cell(page, 0, 'dueDate')).toHaveText('15/12/2026');

    await typeInto(page, 0, 'dueDate', '31/02/2026');
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Due Date' });
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid date' })).toBeVisible();
    await expect(editor).toBeFocused();
    await screenshot(page, 'task-keyboard-invalid-date');
    await page.setViewportSize({ width: 390, height: 844 });
    await cell(page, 0, 'dueDate').scrollIntoViewIfNeeded();
    await screenshot(page, 'task-keyboard-invalid-date-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    // A blank date is a failed parse too: the due date is never cleared.
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid date' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 'dueDate')).toHaveText('15/12/2026');
    expect((await readTask(request, task.id)).dueDate).toBe('2026-12-15');

    await typeInto(page, 0, 'dueDate', '05 Jan 2027');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'dueDate')).toHaveText('05/01/2027');
    await expect.poll(async () => (await readTask(request, task.id)).dueDate).toBe('2027-01-05');

    await typeInto(page, 0, 'dueDate', '20/01/2027');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await readTask(request, task.id)).dueDate).toBe('2027-01-20');
  });

  test('ET and TT take minutes or h:mm, refuse the rest in the cell, and the footer follows a TT edit', async ({
    page,
    request,
  }) => {
    const task = await openOwnTask(page, request, `Minutes check ${Date.now()}`);
    const message = page.getByRole('alert').filter({ hasText: 'Enter minutes (90) or h:mm (1:30)' });
    for (const bad of ['abc', '-5', '1.5']) {
      await typeInto(page, 0, 'et', bad);
      await page.keyboard.press('Enter');
      await expect(message).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cell(page, 0, 'et')).toHaveText('30');
    }
    expect((await readTask(request, task.id)).et).toBe(30);

    await typeInto(page, 0, 'et', '1:30');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'et')).toHaveText('90');
    await expect.poll(async () => (await readTask(request, task.id)).et).toBe(90);

    await expect(page.getByTestId('footer-tt')).toHaveText('0 min');
    await typeInto(page, 0, 'tt', '45');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'tt')).toHaveText('45');
    await expect.poll(async () => (await readTask(request, task.id)).tt).toBe(45);
    await expect(page.getByTestId('footer-tt')).toHaveText('45 min');
    await expect(page.getByTestId('footer-total')).toHaveText('135 min (2:15)');
  });

  test('keys typed the moment Enter or Tab opens an editor land in it, none lost', async ({
    page,
    request,
  }) => {
    const task = await openOwnTask(page, request, `Fast typing ${Date.now()}`);
    for (const [et, tt] of [
      [75, 20],
      [-1, 35],
      [120, 50],
    ] as const) {
      // No pause between keys: the first characters reach the cell before its editor is there.
      await cell(page, 0, 'et').click();
      await page.keyboard.press('Enter');
      if (et < 0) {
        // A refused value typed that fast still shows its message and saves nothing.
        await page.keyboard.type('-5');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('alert').filter({ hasText: 'Enter minutes' })).toBeVisible();
        await page.keyboard.press('Escape');
        await cell(page, 0, 'et').click();
        await page.keyboard.press('Enter');
        await page.keyboard.type('15');
      } else {
        await page.keyboard.type(String(et));
      }
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(tt));
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => {
          const saved = await readTask(request, task.id);
          return [saved.et, saved.tt];
        })
        .toEqual([et < 0 ? 15 : et, tt]);
    }

    // The slowest machine: every key arrives before any editor is in the page (one burst, in one
    // task of the page). The ET editor takes '45' and then the Tab, the TT editor '10' and Enter.
    await cell(page, 0, 'et').click();
    await page.evaluate(() => {
      const target = document.activeElement as HTMLElement;
      for (const key of ['Enter', '4', '5', 'Tab', '1', '0', 'Enter'])
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    await expect
      .poll(async () => {
        const saved = await readTask(request, task.id);
        return [saved.et, saved.tt];
      })
      .toEqual([45, 10]);
  });

  test('with the Hours unit, ET and TT read h:mm in cells, footer, chips, Estimates and reports', async ({
    page,
    request,
  }) => {
    const subTask = `Hours check ${Date.now()}`;
    const task = await openOwnTask(page, request, subTask);
    // In minutes the Estimates total reads minutes with h:mm (not '[object Object] min (NaN:NaN)').
    await page.getByRole('button', { name: 'Estimates' }).click();
    const estimates = page.getByRole('dialog', { name: 'Estimated Time per User' });
    await expect(estimates.getByTestId('estimates-total')).toHaveText('30 min (0:30)');
    await page.keyboard.press('Escape');

    await setTimeUnit(request, 'Hours');
    try {
      await page.reload();
      await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
      await expect(page.getByTestId('footer-count')).toHaveText('1');
      await expect(cell(page, 0, 'et')).toHaveText('0:30');
      await expect(page.getByTestId('footer-et')).toHaveText('0:30');
      // Typed in h:mm or minutes alike.
      await typeInto(page, 0, 'et', '2:15');
      await page.keyboard.press('Enter');
      await expect(cell(page, 0, 'et')).toHaveText('2:15');
      await expect.poll(async () => (await readTask(request, task.id)).et).toBe(135);
      await typeInto(page, 0, 'tt', '75');
      await page.keyboard.press('Enter');
      await expect(cell(page, 0, 'tt')).toHaveText('1:15');
      await expect(page.getByTestId('footer-tt')).toHaveText('1:15');
      await expect(page.getByTestId('footer-total')).toHaveText('3:30');
      await expect(page.getByRole('button', { name: /^1\s*\.\s*To Do/ })).toContainText(/\d+:\d\d/);

      await page.getByRole('button', { name: 'Estimates' }).click();
      await expect(estimates.getByTestId('estimates-total')).toHaveText('2:15');
      await expect(estimates).not.toContainText('NaN');
      await page.keyboard.press('Escape');

      await page.goto('/reports');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      // The Day End report's figures (the TT logged above among them) read h:mm, never decimal hours.
      await expect(page.locator('main')).toContainText(/\d+:\d\d/);
      await expect(page.locator('main')).not.toContainText(/\d+(\.\d+)? h\b/);
      // The chart's axis too: '0:30', '1:00', not '0.5', '1'.
      const chart = page.getByRole('figure', { name: /Time logged by person/ });
      const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await expect(ticks.first()).toBeVisible();
      const tickTexts = await ticks.allTextContents();
      expect(tickTexts.length).toBeGreaterThan(1);
      for (const tick of tickTexts) expect(tick).toMatch(/^\d+:\d\d$/);
    } finally {
      await setTimeUnit(request, 'Minutes');
    }
  });

  test('row actions by keyboard: Shift+F10 or the context-menu key, focus back on the cell; skip link first', async ({
    page,
  }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to task grid' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'client')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 0, 'task')).toBeFocused();

    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const item of ['Comments', 'Time entries', 'Create Quotation', 'Help required…', 'Delete task'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await screenshot(page, 'task-keyboard-row-actions');
    // Opened from the keyboard, the menu puts focus on its first item.
    await expect(menu.getByRole('menuitem', { name: 'Comments' })).toBeFocused();
    await page.keyboard.press('Enter');
    const comments = page.getByRole('dialog', { name: /Comments/ });
    await expect(comments).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(comments).toBeHidden();
    await expect(cell(page, 0, 'task')).toBeFocused();

    // The context-menu key, then Escape: the menu closes and the cell keeps focus.
    await page.keyboard.press('ContextMenu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(cell(page, 0, 'task')).toBeFocused();

    // Time entries from the menu.
    await page.keyboard.press('Shift+F10');
    await expect(menu.getByRole('menuitem', { name: 'Time entries' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Comments' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Time entries' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Time/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 'task')).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await cell(page, 0, 'client').click();
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await screenshot(page, 'task-keyboard-row-actions-phone');
    await page.keyboard.press('Escape');
  });

  test('leaving by a nav link or a tab saves the open edit; an invalid one keeps its editor', async ({
    page,
    request,
  }) => {
    const task = await openOwnTask(page, request, `Leave check ${Date.now()}`);
    await typeInto(page, 0, 'et', '75');
    await page.getByRole('tab', { name: /Overdue/ }).click();
    await expect.poll(async () => (await readTask(request, task.id)).et).toBe(75);

    await page.getByRole('tab', { name: /All Tasks/ }).click();
    await expect(cell(page, 0, 'et')).toHaveText('75');
    await typeInto(page, 0, 'et', '1:05');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await expect(page).toHaveURL(/\/reports/);
    await expect.poll(async () => (await readTask(request, task.id)).et).toBe(65);

    await page.getByRole('link', { name: 'All Tasks' }).first().click();
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(task.subTask);
    await expect(cell(page, 0, 'et')).toHaveText('65');
    await typeInto(page, 0, 'et', 'soon');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter minutes (90) or h:mm (1:30)' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/all-tasks/);
    await page.keyboard.press('Escape');
    expect((await readTask(request, task.id)).et).toBe(65);
  });

  test('shortcuts avoid keys the system and browser keep, the help lists them and each one works', async ({
    page,
  }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: /Keyboard Shortcuts/ });
    await expect(help.getByTestId('shortcuts-note')).toContainText('Ctrl+Alt+X');
    const rows = help.getByRole('row');
    const deleteRow = rows.filter({ hasText: 'Delete selected' });
    await expect(deleteRow).toContainText('CtrlAltX');
    await expect(help).not.toContainText(/CtrlAltDelete/);
    const tabKeys: [string, string][] = [
      ['All Tasks tab', 'CtrlAltShift1'],
      ['Due Tomorrow tab', 'CtrlAltShift4'],
    ];
    for (const [name, keys] of tabKeys) await expect(rows.filter({ hasText: name })).toContainText(keys);
    // No Ctrl+digit without Alt anywhere in the list.
    for (const text of await rows.allInnerTexts()) expect(text.replace(/\s/g, '')).not.toMatch(/Ctrl\d/);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await cell(page, 0, 'status').click();
    const tabs: [string, RegExp][] = [
      ['Control+Alt+Shift+2', /Overdue/],
      ['Control+Alt+Shift+3', /Due Today/],
      ['Control+Alt+Shift+4', /Due Tomorrow/],
      ['Control+Alt+Shift+1', /All Tasks/],
    ];
    for (const [keys, tab] of tabs) {
      await page.keyboard.press(keys);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }

    await page.keyboard.press('Control+Alt+x');
    await expect(page.getByText('No tasks selected to delete')).toBeVisible();
    await page.keyboard.press('Control+Alt+r');
    await expect(page.getByText('Tasks refreshed')).toBeVisible();
    await page.keyboard.press('Control+Alt+a');
    await expect(page.getByRole('checkbox', { name: /Select all/i }).first()).toBeChecked();
    await page.keyboard.press('Control+Alt+x');
    await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.keyboard.press('Control+Alt+a');
    await page.keyboard.press('Control+Alt+s');
    await expect(page.getByText('All changes saved!')).toBeVisible();
    await page.keyboard.press('Control+Alt+d');
    await expect(page.getByRole('dialog', { name: 'End Day' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'End Day' })).toBeHidden();
    await page.keyboard.press('Control+Alt+Shift+C');
    await expect(page.getByRole('dialog', { name: 'Add Client' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add Client' })).toBeHidden();
    await page.keyboard.press('Control+Alt+Shift+S');
    await expect(page.getByRole('dialog', { name: 'Create Status' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Create Status' })).toBeHidden();
    // Import asks for a file, directly or through its Import dialog.
    const importing = Promise.race([
      page.waitForEvent('filechooser'),
      page.getByRole('dialog', { name: /Import/ }).waitFor(),
    ]);
    await page.keyboard.press('Control+Alt+Shift+I');
    await importing;
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Control+Alt+Shift+E');
    await download;
    await page.keyboard.press('Control+Alt+n');
    await expect(page.getByText('New task row added')).toBeVisible();
  });
});

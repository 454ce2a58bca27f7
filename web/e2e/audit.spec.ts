// The audit trail as people use it: a task's ET changed in the grid by keyboard shows in the
// task's History as old → new, and in the Admin's Audit log, which exports it to Excel.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { formatPracticeTime } from '@practice-desk/contracts';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][row-index="${row}"] [col-id="${col}"]`).first();

test.describe('audit trail', () => {
  test('an ET typed in the grid shows in the task’s History and the Admin’s log, and exports', async ({
    page,
    request,
  }) => {
    const subTask = `Audit trail ${Date.now()}`;
    const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
      task: 'Tax Audit',
      subTask,
      et: 30,
    });
    await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
    await expect(cell(page, 0, 'subTask')).toHaveText(subTask);
    await expect(page.getByTestId('footer-count')).toHaveText('1');

    // ET typed by keyboard: Enter opens the editor, Enter saves.
    await cell(page, 0, 'et').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('75', { delay: 20 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'et')).toHaveText('75');
    await expect
      .poll(async () => (await apiGet<{ task: { et: number } }>(request, `tasks/${task.id}`)).task.et)
      .toBe(75);

    // The row's History, from the row-actions menu by keyboard.
    await cell(page, 0, 'et').click();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /History/ });
    await expect(history).toBeVisible();
    const newest = history.getByTestId('history-entry').first();
    await expect(newest).toContainText('Task changed');
    await expect(newest).toContainText('ET (min): 30 → 75');
    await expect(newest).toContainText('Anita Deshpande');
    await expect(history.getByTestId('history-entry').last()).toContainText('Task created');
    await screenshot(page, 'audit-task-history');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'audit-task-history-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');

    // The Admin's log, narrowed to the task.
    await page.goto('/configurations/audit-log');
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Record' }).fill(task.id);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row')).toHaveCount(3);
    const changed = log.getByRole('row').nth(1);
    await expect(changed).toContainText('Tax Audit');
    await expect(changed).toContainText('Changed');
    await expect(changed).toContainText('ET (min): 30 → 75');
    await screenshot(page, 'audit-log');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync((await file.path()) ?? ''), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Audit log'] ?? {}, { header: 1 });
    expect(rows[0]?.slice(0, 8)).toEqual([
      'When',
      'Who',
      'Record type',
      'Record',
      'Action',
      'Field',
      'Old value',
      'New value',
    ]);
    expect(rows).toContainEqual(expect.arrayContaining(['Task', 'Changed', 'ET (min)', '30', '75']));

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'audit-log-phone');
  });

  test('dates in a change and when it happened read in the practice’s format and time zone', async ({
    page,
    request,
  }) => {
    const subTask = `Audit dates ${Date.now()}`;
    const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
      task: 'GST',
      subTask,
      dueDate: '2026-11-26',
    });
    await apiSend(request, 'put', `tasks/${task.id}`, { dueDate: '2026-12-05' });
    const { entries } = await apiGet<{ entries: { at: string }[] }>(request, `tasks/${task.id}/history`);
    const { preferences } = await apiGet<{ preferences: { dateFormat: 'DD/MM/YYYY' } }>(
      request,
      'config/preferences',
    );
    // The demo practice keeps DD/MM/YYYY in Asia/Kolkata; the browser here runs on UTC.
    const when = formatPracticeTime(entries[0]?.at ?? '', preferences.dateFormat, 'Asia/Kolkata');

    await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
    await expect(cell(page, 0, 'subTask')).toHaveText(subTask);
    await expect(page.getByTestId('footer-count')).toHaveText('1');
    await cell(page, 0, 'subTask').click();
    await expect(cell(page, 0, 'subTask')).toBeFocused();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'History' }).click();
    const newest = page
      .getByRole('dialog', { name: /History/ })
      .getByTestId('history-entry')
      .first();
    await expect(newest).toContainText('Due date: 26/11/2026 → 05/12/2026');
    await expect(newest).toContainText(when);
    await page.keyboard.press('Escape');

    await page.goto('/configurations/audit-log');
    await page.getByRole('textbox', { name: 'Record' }).fill(task.id);
    const changed = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(changed).toContainText('Due date: 26/11/2026 → 05/12/2026');
    await expect(changed.getByRole('cell').first()).toHaveText(when);
  });

  test('a client’s History tab shows its rename', async ({ page, request }) => {
    const name = `Audit Client ${Date.now()}`;
    const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
      name,
      address: 'Pune',
    });
    await apiSend(request, 'put', `clients/${client.id}`, { name: `${name} LLP` });
    await signIn(page, 'admin@demo.test', { to: '/configurations/clients' });
    await page.getByRole('textbox', { name: 'Search clients' }).fill(`${name} LLP`);
    await page.getByRole('button', { name: `Edit ${name} LLP` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByRole('tab', { name: 'History' }).click();
    await expect(dialog.getByTestId('history-entry').first()).toContainText(`Name: ${name} → ${name} LLP`);
    await screenshot(page, 'audit-client-history');
  });
});

// Work in progress as a practice reads it: time logged on a client's task that no invoice has
// taken shows under the client at the person's billing rate, aged; the cut switches to template
// and person by keyboard, the workbook carries the same totals, and a Team Member has no such tab.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { TaskRow, WipReport } from '@practice-desk/contracts';
import { expect, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

const inRupees = (amount: string) =>
  `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('an Admin reads the unbilled time by client, template and person, and exports it', async ({
  page,
  request,
}) => {
  const name = `WIP Client ${Date.now().toString(36)}`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name,
    address: 'Pune',
  });
  const { task } = await apiSend<{ task: TaskRow }>(request, 'post', 'tasks', {
    client: client.id,
    task: 'Statutory Audit',
    subTask: 'Vouching',
    et: 240,
  });
  await apiSend(request, 'post', `tasks/${task.id}/time-entries`, { minutes: 90 });
  // The practice's hourly rate values the time of people without their own (as unbilled.spec sets it).
  await apiSend(request, 'put', 'invoicing/rates/hourly', { hourlyRate: '1200' });
  const report = await apiGet<WipReport>(request, 'reports/wip');
  const mine = report.client.find((r) => r.label === name);
  expect(mine?.minutes).toBe(90);
  expect(Number(mine?.value)).toBeGreaterThan(0);
  expect(report.totals.unratedMinutes).toBe(0);

  await withAxe(page);
  await signIn(page, 'admin@demo.test', { to: '/reports/wip' });
  await expect(page.getByRole('tab', { name: 'Work in progress' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: 'Work in progress by age' })).toBeVisible();
  const byClient = page.getByRole('table', { name: 'Work in progress by client' });
  const row = byClient.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(inRupees(mine?.value ?? ''));
  await expect(byClient.locator('tfoot')).toContainText(inRupees(report.totals.value));
  await screenshot(page, 'wip-desktop');
  expect((await axeFindings(page, 'work in progress')).grave).toEqual([]);

  // The cut by keyboard: the segmented control is a radio group.
  await page.getByRole('radio', { name: 'By client' }).focus();
  await page.keyboard.press('ArrowRight');
  const byTemplate = page.getByRole('table', { name: 'Work in progress by template' });
  await expect(byTemplate).toBeVisible();
  await expect(byTemplate.getByRole('row')).toHaveCount(report.template.length + 2);
  await page.keyboard.press('ArrowRight');
  const byPerson = page.getByRole('table', { name: 'Work in progress by person' });
  await expect(byPerson.getByRole('row')).toHaveCount(report.person.length + 2);
  await expect(byPerson.locator('tfoot')).toContainText(inRupees(report.totals.value));

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('work-in-progress.xlsx');
  const book = XLSX.read(readFileSync((await file.path()) ?? ''), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['By client', 'By template', 'By person']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['By client'] ?? {}, { header: 1 });
  expect(rows.find((r) => r[0] === name)?.slice(1, 3)).toEqual([90, Number(mine?.value)]);
  expect(rows.find((r) => r[0] === 'Total')?.[2]).toBe(Number(report.totals.value));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(byPerson).toBeVisible();
  await page.getByRole('radio', { name: 'By client' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'wip-mobile');
});

test('a Team Member has no Work in progress tab', async ({ page }) => {
  await signIn(page, 'member@demo.test', { to: '/reports' });
  await expect(page.getByRole('tab', { name: 'Day End Report' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Work in progress' })).toHaveCount(0);
});

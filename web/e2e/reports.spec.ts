// Reports as a person uses them: tabs and date chips, a custom range, a day-end section opened,
// sorting, the export read back with SheetJS, a Team Member's own scope, and the phone layout.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Page, test } from './fixtures';
import { apiGet, screenshot, signIn } from './helpers';

interface Totals {
  totalTasks: number;
  totalSubTasks: number;
  totalEstimatedTime: number;
  totalActualTime: number;
}
interface Period {
  from: string | null;
  to: string | null;
}
interface ClientsAnswer {
  period: Period;
  clients: unknown[];
  totals: Totals;
}
interface DayEndAnswer {
  reports: { userName: string; taskCount: number; minutes: number; tasks: unknown[] }[];
  totals: { taskCount: number; minutes: number };
}

const TABS = [
  ['Day End Report', 'day-end'],
  ['Clients Report', 'clients'],
  ['Users Report', 'users'],
  ['Tasks Report', 'tasks'],
  ['Sub-tasks Report', 'subtasks'],
] as const;

const ddmmyyyy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const footer = (page: Page, table: string, column: string) =>
  page.getByRole('table', { name: table, exact: true }).locator(`tfoot [data-total="${column}"]`);

async function expectFooter(page: Page, table: string, rows: number, totals: Totals) {
  const foot = page.getByRole('table', { name: table, exact: true }).locator('tfoot');
  await expect(foot.getByText(`COUNT: ${rows}`, { exact: true })).toBeVisible();
  await expect(footer(page, table, 'tasks')).toHaveText(String(totals.totalTasks));
  await expect(footer(page, table, 'estimated')).toHaveText(`${totals.totalEstimatedTime} min`);
  await expect(footer(page, table, 'actual')).toHaveText(`${totals.totalActualTime} min`);
}

test.describe('reports', () => {
  test('tabs and date chips: every table footer matches the API', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { to: '/reports' });
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Day End Report', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'This Month' })).toBeChecked();

    const month = await apiGet<ClientsAnswer>(page.request, 'reports/clients?dateType=this-month');
    await page.getByRole('tab', { name: 'Clients Report', exact: true }).click();
    await expect(page).toHaveURL(/\/reports\/clients$/);
    await expect(page.getByTestId('report-period')).toHaveText(
      `This Month: ${ddmmyyyy(month.period.from)} – ${ddmmyyyy(month.period.to)}`,
    );
    await expect(page.getByRole('figure', { name: 'Estimated vs actual time by client' })).toBeVisible();
    await expectFooter(page, 'Clients Report', month.clients.length, month.totals);
    await screenshot(page, 'reports-clients-desktop');

    await page.getByText('All Time', { exact: true }).click();
    const all = await apiGet<ClientsAnswer>(page.request, 'reports/clients?dateType=all-time');
    await expect(page.getByTestId('report-period')).toContainText('All Time: everything up to');
    await expectFooter(page, 'Clients Report', all.clients.length, all.totals);

    for (const [label, tab] of TABS.slice(2)) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reports/${tab}$`));
      const path = tab === 'subtasks' ? 'sub-tasks' : tab;
      const answer = await apiGet<Record<string, unknown> & { totals: Totals }>(
        page.request,
        `reports/${path}?dateType=all-time`,
      );
      const rows = (answer[tab === 'subtasks' ? 'subTasks' : tab] as unknown[]).length;
      // The period chosen stays while moving between tabs.
      await expect(page.getByRole('radio', { name: 'All Time' })).toBeChecked();
      await expectFooter(page, label, rows, answer.totals);
      await screenshot(page, `reports-${tab}-desktop`);
    }

    await page.goto('/reports/no-such-report');
    await expect(page.getByRole('tab', { name: 'Day End Report', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('sorting a column, and time over the estimate shown in red', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { to: '/reports/users' });
    const table = page.getByRole('table', { name: 'Users Report', exact: true });
    await table.getByRole('button', { name: 'ACTUAL' }).click();
    await expect(table.getByRole('columnheader', { name: 'ACTUAL' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const actual = async () =>
      (await table.locator('tbody tr td:nth-child(5)').allInnerTexts()).map((text) =>
        Number.parseFloat(text),
      );
    const descending = await actual();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await table.getByRole('button', { name: 'ACTUAL' }).click();
    await expect(table.getByRole('columnheader', { name: 'ACTUAL' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await actual();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByRole('tab', { name: 'Sub-tasks Report', exact: true }).click();
    await page.getByText('All Time', { exact: true }).click();
    const over = page
      .getByRole('table', { name: 'Sub-tasks Report', exact: true })
      .locator('[data-variance="over"]')
      .first();
    const under = page
      .getByRole('table', { name: 'Sub-tasks Report', exact: true })
      .locator('[data-variance="under"]')
      .first();
    await expect(under).toBeVisible();
    await expect(under).toHaveText(/^−\d+ min$/);
    if ((await over.count()) > 0) {
      await expect(over).toHaveText(/^\+\d+ min$/);
      // Red, in the theme's shade dark enough to read (4.5:1) on white.
      const [r = 0, g = 0, b = 0] = (await over.evaluate((el) => getComputedStyle(el).color))
        .match(/\d+/g)
        ?.map(Number) ?? [0, 0, 0];
      expect(r).toBeGreaterThan(2 * g);
      expect(r).toBeGreaterThan(2 * b);
    }
  });

  test('custom range: sent only with both dates, from after to refused, then the range shown', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', { to: '/reports/tasks' });
    await page.getByText('Custom Date Range', { exact: true }).click();
    await expect(
      page.getByText('Choose both a from date and a to date for a custom date range'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    await from.fill('20/11/2026');
    await to.fill('02/11/2026');
    await expect(page.getByText('The from date must be on or before the to date').first()).toBeVisible();
    await from.fill('02/11/2026');
    await to.fill('20/11/2026');
    await expect(page.getByTestId('report-period')).toHaveText('Custom Date Range: 02/11/2026 – 20/11/2026');
    const answer = await apiGet<{ tasks: unknown[]; totals: Totals }>(
      page.request,
      'reports/tasks?dateType=custom&fromDate=2026-11-02&toDate=2026-11-20',
    );
    await expectFooter(page, 'Tasks Report', answer.tasks.length, answer.totals);

    await from.fill('01/01/2020');
    await to.fill('31/01/2020');
    await expect(page.getByText('No tasks found for the selected period')).toBeVisible();
  });

  test('day end: open a person’s section and see their tasks and minutes', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { to: '/reports/day-end' });
    const answer = await apiGet<DayEndAnswer>(page.request, 'reports/day-end?dateType=this-month');
    const first = answer.reports.find((g) => g.taskCount > 0);
    if (!first) throw new Error('the demo practice has no time this month');
    const section = page.getByRole('button', {
      name: new RegExp(
        `^${first.userName}\\s*:\\s*${first.taskCount} tasks?\\s*,\\s*${first.minutes} min logged`,
      ),
    });
    await expect(section).toBeVisible();
    await expect(page.getByRole('figure', { name: /Time logged by person/ })).toBeVisible();
    await screenshot(page, 'reports-day-end-desktop');
    await section.click();
    const tasks = page.getByRole('table', { name: `Tasks of ${first.userName}` });
    await expect(tasks).toBeVisible();
    await expect(tasks.locator('tbody tr')).toHaveCount(first.tasks.length);
    await screenshot(page, 'reports-day-end-open-desktop');
    await section.click();
    await expect(tasks).toBeHidden();
  });

  test('export: the xlsx read back has the totals of the screen and the API', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { to: '/reports/clients' });
    const answer = await apiGet<ClientsAnswer>(page.request, 'reports/clients?dateType=this-month');
    await expectFooter(page, 'Clients Report', answer.clients.length, answer.totals);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clients-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Report exported successfully')).toBeVisible();

    const book = XLSX.read(readFileSync((await file.path()) ?? ''), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Clients ?? {}, { header: 1, raw: true });
    expect(rows[0]).toEqual(['Clients Report']);
    expect(rows[1]).toEqual(['Period', 'This Month']);
    const header = rows.findIndex((r) => r[0] === 'Client');
    expect(rows[header]).toEqual([
      'Client',
      'Tasks',
      'Sub-tasks',
      'Estimated (min)',
      'Actual (min)',
      'Variance (min)',
    ]);
    const totals = rows.at(-1) ?? [];
    const { totalTasks, totalSubTasks, totalEstimatedTime, totalActualTime } = answer.totals;
    expect(totals).toEqual([
      `COUNT: ${answer.clients.length}`,
      totalTasks,
      totalSubTasks,
      totalEstimatedTime,
      totalActualTime,
      totalActualTime - totalEstimatedTime,
    ]);
    expect(rows.length - header - 2).toBe(answer.clients.length);
    await expect(footer(page, 'Clients Report', 'actual')).toHaveText(`${totals[4]} min`);

    await page.getByRole('tab', { name: 'Day End Report', exact: true }).click();
    const dayEnd = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const dayEndFile = await dayEnd;
    expect(dayEndFile.suggestedFilename()).toMatch(/^day-end-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const dayEndBook = XLSX.read(readFileSync((await dayEndFile.path()) ?? ''), { type: 'buffer' });
    expect(dayEndBook.SheetNames).toEqual(['Day End', 'Day Ends Submitted']);
    const work = XLSX.utils.sheet_to_json<unknown[]>(dayEndBook.Sheets['Day End'] ?? {}, {
      header: 1,
      raw: true,
    });
    const groups = await apiGet<DayEndAnswer>(page.request, 'reports/day-end?dateType=this-month');
    expect(work.at(-1)?.[0]).toBe(`COUNT: ${groups.totals.taskCount}`);
    expect(work.at(-1)?.[6]).toBe(groups.totals.minutes);
  });

  test('a Team Member sees only their own work', async ({ page }) => {
    await signIn(page, 'member@demo.test', { to: '/reports/users' });
    const answer = await apiGet<{ users: { userName: string }[]; totals: Totals }>(
      page.request,
      'reports/users?dateType=this-month',
      'member@demo.test',
    );
    expect(answer.users.length).toBeLessThanOrEqual(1);
    await expectFooter(page, 'Users Report', answer.users.length, answer.totals);
    const names = await page
      .getByRole('table', { name: 'Users Report', exact: true })
      .locator('tbody tr td:first-child')
      .allInnerTexts();
    expect(names).toEqual(answer.users.map((u) => u.userName));
  });
});

test.describe('reports on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab fits the screen; tables scroll inside their card', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    for (const [label, tab] of TABS) {
      await page.goto(`/reports/${tab}`);
      await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('report-period')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} is wider than the phone`).toBeLessThanOrEqual(0);
      if (tab === 'day-end')
        await page
          .getByRole('button', { name: /tasks?\s*,\s*\d+ min logged/ })
          .first()
          .click();
      await screenshot(page, `reports-${tab}-phone`);
    }
    // The table is wider than the phone and scrolls within its card, not the page.
    const box = await page.getByRole('table', { name: 'Sub-tasks Report', exact: true }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(390);
  });
});

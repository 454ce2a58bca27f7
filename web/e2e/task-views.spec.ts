// The task view in the address bar: a chip, a search and a sort survive a reload and travel in
// a copied link; 'Clear filters (N)' clears them; a remembered filter that finds nothing says so.
import { expect, type Page, test } from './fixtures';
import { apiGet, screenshot, signIn } from './helpers';

interface ApiTask {
  client: { name: string } | null;
  task: string;
  et: number;
}

const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][row-index="${row}"] [col-id="${col}"]`).first();

/** What the first rows show: enough to tell two views apart. */
async function firstRows(page: Page, count: number) {
  const rows: string[] = [];
  for (let row = 0; row < count; row++) {
    rows.push(
      `${await cell(page, row, 'client').innerText()} | ${await cell(page, row, 'task').innerText()} | ${await cell(page, row, 'et').innerText()}`,
    );
  }
  return rows;
}

test('a chip, a search and a sort live in the address: a reload and a copied link show the same rows', async ({
  page,
  browser,
  request,
}) => {
  // A search that finds several To Do tasks of the practice: the client of the first one.
  const todo = await apiGet<{ tasks: ApiTask[] }>(request, 'tasks?scope=all&status=TODO&limit=50');
  const search = todo.tasks.find((t) => t.client)?.client?.name.split(' ')[0] ?? '';
  expect(search.length).toBeGreaterThan(1);
  const expected = await apiGet<{ tasks: ApiTask[]; pagination: { total: number } }>(
    request,
    `tasks?scope=all&status=TODO&search=${encodeURIComponent(search)}&sortBy=et&sortOrder=asc&limit=3`,
  );
  const total = expected.pagination.total;
  expect(total).toBeGreaterThan(0);
  const shown = Math.min(3, total);

  await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
  await expect(cell(page, 0, 'status')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: /^Clear filters/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^1\s*\.\s*To Do/ }).click();
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(search);
  await page.locator('.ag-header-cell[col-id="et"]').getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]chip=TODO/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(search)}`));
  await expect(page).toHaveURL(/[?&]sort=et/);
  await expect(page).toHaveURL(/[?&]order=asc/);
  await expect(page.getByTestId('footer-count')).toHaveText(String(total));
  await expect(cell(page, 0, 'et')).toHaveText(String(expected.tasks[0]?.et));
  const rows = await firstRows(page, shown);
  await expect(page.getByRole('button', { name: 'Clear filters (2)' })).toBeVisible();
  await screenshot(page, 'task-views-clear-filters-desktop');

  // A reload shows the same view.
  await page.reload();
  await expect(page.getByTestId('footer-count')).toHaveText(String(total));
  await expect(page.getByRole('button', { name: /^1\s*\.\s*To Do/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Search tasks' })).toHaveValue(search);
  await expect(cell(page, 0, 'et')).toHaveText(String(expected.tasks[0]?.et));
  expect(await firstRows(page, shown)).toEqual(rows);

  // The link, opened by someone else in another browser, shows the same rows after signing in.
  const link = page.url();
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const colleague = await other.newPage();
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/login\?redirect=/);
  await colleague.getByLabel('Email').fill('admin@demo.test');
  await colleague.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByTestId('footer-count')).toHaveText(String(total));
  await expect(cell(colleague, 0, 'et')).toHaveText(String(expected.tasks[0]?.et));
  expect(await firstRows(colleague, shown)).toEqual(rows);
  await expect(colleague.getByRole('button', { name: 'Clear filters (2)' })).toBeVisible();
  await other.close();

  // Clear filters: every task again, the sort kept, the address without the filters.
  const everything = await apiGet<{ pagination: { total: number } }>(request, 'tasks?scope=all&limit=1');
  await page.getByRole('button', { name: 'Clear filters (2)' }).click();
  await expect(page.getByTestId('footer-count')).toHaveText(String(everything.pagination.total));
  await expect(page.getByRole('textbox', { name: 'Search tasks' })).toHaveValue('');
  await expect(page.getByRole('button', { name: /^1\s*\.\s*To Do/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page).not.toHaveURL(/chip=|q=/);
  await expect(page).toHaveURL(/sort=et/);
  await expect(page.getByRole('button', { name: /^Clear filters/ })).toHaveCount(0);
});

test('the toolbar shows Clear filters on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/all-tasks?tab=overdue&chip=TODO');
  await expect(page.getByRole('button', { name: 'Clear filters (2)' })).toBeVisible();
  await screenshot(page, 'task-views-clear-filters-mobile');
});

test('a remembered filter that finds nothing says why, and Clear filters brings every task back', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  // A filter remembered from another day, on a client the practice no longer has.
  await page.evaluate(() => {
    const auth = JSON.parse(sessionStorage.getItem('practice-desk.auth') ?? '{}') as { user: { id: string } };
    localStorage.setItem(
      `practice-desk.tasks.${auth.user.id}.all`,
      JSON.stringify({ columnFilters: { client: ['Gone Traders LLP'] }, hiddenColumns: [] }),
    );
  });
  await page.goto('/all-tasks');
  // The remembered view is put into the address, so the page says what it shows.
  await expect(page).toHaveURL(/[?&]client=/);
  await expect(page.getByTestId('footer-count')).toHaveText('0');
  const notice = page.getByRole('status').filter({ hasText: 'No tasks match the active filter' });
  await expect(notice).toBeVisible();
  await screenshot(page, 'task-views-empty-with-filters-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await screenshot(page, 'task-views-empty-with-filters-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await notice.getByRole('button', { name: 'Clear filters (1)' }).click();
  const everything = await apiGet<{ pagination: { total: number } }>(request, 'tasks?scope=all&limit=1');
  await expect(page.getByTestId('footer-count')).toHaveText(String(everything.pagination.total));
  await expect(notice).toHaveCount(0);
  await expect(page).not.toHaveURL(/client=/);
  // Cleared for good: the next visit without an address view starts unfiltered.
  await page.goto('/all-tasks');
  await expect(page.getByTestId('footer-count')).toHaveText(String(everything.pagination.total));
});

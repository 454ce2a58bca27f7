// The task grid driven as a keyboard-first person would, checking the database through the API
// after each step.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { DEMO_PASSWORD, screenshot, signIn, watchErrors } from './helpers';

interface ApiTask {
  id: string;
  client: { id: string; name: string } | null;
  task: string;
  subTask: string;
  et: number;
  tt: number;
  status: string;
  priority: string;
  helpRequiredUser: { id: string; name: string } | null;
  allottedTo: { id: string; name: string } | null;
  teamLeader: { id: string; name: string } | null;
}

/** GET through the API as a demo person (a fresh sign-in: e2e access tokens live 20 s). */
async function apiGet<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.accessToken as string;
  const res = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

/** A cell of a saved row (by row index) or of the first unsaved row ('new', pinned on top). */
const cell = (page: Page, row: number | 'new', col: string) =>
  page.locator(`[role=row][row-index="${row === 'new' ? 't-0' : row}"] [col-id="${col}"]`).first();

test.describe('task grid as an Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('create a task by typing in a new row, then edit ET and status with the keyboard', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    await screenshot(page, 'tasks-all-desktop');

    // A new row by shortcut; typing on its client cell opens the picker already searched.
    await page.keyboard.press('Control+Alt+n');
    await expect(page.getByText('New task row added')).toBeVisible();
    await expect(cell(page, 'new', 'client')).toBeFocused();
    // The answer that counts, not the 401 of a token that lapsed (20 s here): that call is sent again.
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST' && r.status() !== 401,
    );
    await page.keyboard.type('Sabarmati', { delay: 40 });
    await expect(page.getByRole('option', { name: 'Sabarmati Chemicals Ltd' })).toBeVisible();
    await page.keyboard.press('Enter');
    const task = (await (await created).json()).data.task as ApiTask;
    expect(task.client?.name).toBe('Sabarmati Chemicals Ltd');
    expect(task).toMatchObject({ status: 'To Do', priority: 'Medium', et: 0, tt: 0 });

    // Tab saves and moves right, opening the next cell: the same row is filled in one go and
    // later edits update the task created above.
    await cell(page, 'new', 'client').click();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Payroll Processing', { delay: 40 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Salary register', { delay: 40 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('45', { delay: 40 });
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () =>
          (await apiGet<{ task: ApiTask }>(page.request, 'admin@demo.test', `tasks/${task.id}`)).task,
      )
      .toMatchObject({ task: 'Payroll Processing', subTask: 'Salary register', et: 45 });
    const all = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Salary%20register',
    );
    expect(all.pagination.total).toBe(1);

    // Refresh: the saved row joins the list; edit its ET by keyboard (Enter edits, Enter saves and moves down).
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('Salary register');
    await expect(cell(page, 0, 'subTask')).toHaveText('Salary register');
    await expect(page.getByTestId('footer-count')).toHaveText('1');
    await cell(page, 0, 'et').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('90', { delay: 40 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'et')).toHaveText('90');
    // A refused value is not sent and the cell keeps its value.
    await cell(page, 0, 'tt').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('-5', { delay: 40 });
    await page.keyboard.press('Enter');
    // The editor stays open with its message until the value is fixed or Escape cancels it.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter minutes (90) or h:mm (1:30)' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 'tt')).toHaveText('0');

    // Status by keyboard: Help Required asks who should help.
    await cell(page, 0, 'status').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Help', { delay: 40 });
    await page.keyboard.press('Enter');
    await expect(page.getByPlaceholder('Search users...')).toBeFocused();
    await page.keyboard.type('zzz', { delay: 40 });
    await expect(page.getByText('No users found')).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Neha', { delay: 40 });
    await screenshot(page, 'tasks-help-required-picker');
    const statusSaved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/tasks/${task.id}`) && r.request().method() === 'PUT' && r.status() !== 401,
    );
    await page.keyboard.press('Enter');
    await statusSaved;
    await expect(cell(page, 0, 'status')).toHaveText('Help Required - Neha Bhide');
    const saved = (await apiGet<{ task: ApiTask }>(request, 'admin@demo.test', `tasks/${task.id}`)).task;
    expect(saved).toMatchObject({
      et: 90,
      tt: 0,
      status: 'Help Required',
      helpRequiredUser: { name: 'Neha Bhide' },
    });

    // Any other status clears the helper.
    await cell(page, 0, 'status').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('To Do', { delay: 40 });
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'status')).toHaveText('To Do');
    await expect
      .poll(
        async () =>
          (await apiGet<{ task: ApiTask }>(request, 'admin@demo.test', `tasks/${task.id}`)).task
            .helpRequiredUser,
      )
      .toBeNull();
    expect(errors).toEqual([]);
  });

  test('chips, quick tabs, search and sort ask the server and agree with it', async ({ page, request }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    const total = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&limit=1',
    );
    await expect(page.getByTestId('footer-count')).toHaveText(String(total.pagination.total));

    await page.getByRole('button', { name: /^1\s*\.\s*To Do/ }).click();
    const todo = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&status=TODO&limit=1',
    );
    await expect(page.getByTestId('footer-count')).toHaveText(String(todo.pagination.total));
    await expect(cell(page, 0, 'status')).toHaveText('To Do');

    await page.getByRole('tab', { name: /Overdue/ }).click();
    const overdue = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&status=TODO&due=overdue&limit=1',
    );
    await expect(page.getByTestId('footer-count')).toHaveText(String(overdue.pagination.total));
    await screenshot(page, 'tasks-chip-and-tab');

    // Clicking the chip again clears it; the tab stays.
    await page.getByRole('button', { name: /^1\s*\.\s*To Do/ }).click();
    await page.getByRole('tab', { name: /All Tasks/ }).click();
    await expect(page.getByTestId('footer-count')).toHaveText(String(total.pagination.total));

    await page.getByRole('textbox', { name: 'Search tasks' }).fill('Sabarmati');
    const found = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Sabarmati&limit=1',
    );
    await expect(page.getByTestId('footer-count')).toHaveText(String(found.pagination.total));
    await expect(cell(page, 0, 'client')).toHaveText(/Sabarmati/);
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('');
    await expect(page.getByTestId('footer-count')).toHaveText(String(total.pagination.total));

    // Sort by ET ascending: the first row is the smallest ET of all.
    await page.locator('.ag-header-cell[col-id="et"]').getByRole('button').first().click();
    const smallest = await apiGet<{ tasks: ApiTask[] }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&sortBy=et&sortOrder=asc&limit=1',
    );
    await expect(cell(page, 0, 'et')).toHaveText(String(smallest.tasks[0]?.et));
    // Sort persists across visits.
    await page.reload();
    await expect(cell(page, 0, 'et')).toHaveText(String(smallest.tasks[0]?.et));
    await page.locator('.ag-header-cell[col-id="et"]').getByRole('button').first().click();
    await page.locator('.ag-header-cell[col-id="et"]').getByRole('button').first().click();
  });

  test('select with Space and bulk-change the priority', async ({ page, request }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    await cell(page, 0, 'task').click();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('footer-selected')).toHaveText('2');
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    const first = await cell(page, 0, 'subTask').textContent();
    await page.getByRole('button', { name: /Bulk change/ }).click();
    await page.getByRole('menuitem', { name: 'Priority: High' }).click();
    await expect(page.getByText('2 tasks updated successfully')).toBeVisible();
    await expect(cell(page, 0, 'priority')).toHaveText('High');
    await expect(cell(page, 1, 'priority')).toHaveText('High');
    const rows = await apiGet<{ tasks: ApiTask[] }>(request, 'admin@demo.test', 'tasks?scope=all&limit=2');
    expect(rows.tasks.map((t) => t.priority)).toEqual(['High', 'High']);
    expect(rows.tasks[0]?.subTask).toBe(first);
  });

  test('import a small xlsx with one bad row, and export the current filters', async ({ page, request }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Client', 'Task', 'SubTask', 'Status', 'Priority', 'ET', 'TT', 'Due Date'],
      ['Patil Family Trust', 'Trust Audit', 'Form 10B', 'To Do', 'High', 120, 0, '2026-12-15'],
      ['Nobody Known Ltd', 'Trust Audit', 'Form 10B', 'To Do', 'High', 30, 0, '2026-12-15'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Tasks');
    const file = join(tmpdir(), `tasks-import-${Date.now()}.xlsx`);
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    await page.getByTestId('task-import-input').setInputFiles(file);
    const report = page.getByRole('dialog', { name: /Import of/ });
    await expect(report).toBeVisible();
    await expect(report.getByText('Unknown client')).toBeVisible();
    await screenshot(page, 'tasks-import-report');
    await page.keyboard.press('Escape');
    const imported = await apiGet<{ tasks: ApiTask[] }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Form%2010B',
    );
    expect(imported.tasks).toHaveLength(1);
    expect(imported.tasks[0]).toMatchObject({
      client: { name: 'Patil Family Trust' },
      et: 120,
      priority: 'High',
    });

    await page.getByRole('textbox', { name: 'Search tasks' }).fill('Form 10B');
    await expect(page.getByTestId('footer-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const saved = join(tmpdir(), `tasks-export-${Date.now()}.xlsx`);
    expect((await download).suggestedFilename()).toMatch(/^tasks-\d{8}-\d{6}\.xlsx$/);
    await (await download).saveAs(saved);
    const exported = XLSX.read(readFileSync(saved));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      exported.Sheets[exported.SheetNames[0] ?? ''] ?? {},
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Client: 'Patil Family Trust', SubTask: 'Form 10B', ET: 120 });
  });

  test('comment, log time, quote, delete, add a task and submit the day from the grid', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    const first = (await apiGet<{ tasks: ApiTask[] }>(request, 'admin@demo.test', 'tasks?scope=all&limit=1'))
      .tasks[0];
    if (!first) throw new Error('no task');
    const actions = page.locator(`[role=row][row-index="0"] [col-id="actions"]`);

    // Comment: Enter sends; it is stored with its author.
    await actions.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', { name: /^Comments/ });
    await comments.getByLabel('New comment').fill('Client sent the bank statements');
    await page.keyboard.press('Enter');
    await expect(comments.getByText('Client sent the bank statements')).toBeVisible();
    await screenshot(page, 'tasks-comments');
    await page.keyboard.press('Escape');
    const stored = await apiGet<{ comments: { content: string; author: { name: string } }[] }>(
      request,
      'admin@demo.test',
      `tasks/${first.id}/comments`,
    );
    expect(stored.comments.at(-1)).toMatchObject({
      content: 'Client sent the bank statements',
      author: { name: 'Anita Deshpande' },
    });

    // Time entry: TT grows by the minutes logged.
    await actions.getByRole('button', { name: 'Time entry' }).click();
    const time = page.getByRole('dialog', { name: /^Time entry/ });
    await time.getByLabel('Minutes').fill('25');
    await time.getByLabel('Note').fill('Reconciliation');
    await time.getByRole('button', { name: 'Log time' }).click();
    await expect(time.getByRole('table', { name: 'Time entries' }).getByText('Reconciliation')).toBeVisible();
    await screenshot(page, 'tasks-time-entry');
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 'tt')).toHaveText(String(first.tt + 25));
    const timed = (await apiGet<{ task: ApiTask }>(request, 'admin@demo.test', `tasks/${first.id}`)).task;
    expect(timed.tt).toBe(first.tt + 25);

    // Quotation: the amount is required; Save sets the task Pending.
    await actions.getByRole('button', { name: 'Create Quotation' }).click();
    const quote = page.getByRole('dialog', { name: /^Create Quotation/ });
    await quote.getByLabel('Quotation amount').fill('');
    await quote.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(quote.getByText('Please enter quotation amount')).toBeVisible();
    await quote.getByLabel('Quotation amount').fill('4500.50');
    await quote.getByLabel('Remarks').fill('Quarterly retainer');
    await screenshot(page, 'tasks-quotation');
    await quote.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Quotation saved successfully')).toBeVisible();
    const quoted = (
      await apiGet<{ task: ApiTask & { quotationAmount: string } }>(
        request,
        'admin@demo.test',
        `tasks/${first.id}`,
      )
    ).task;
    expect(quoted).toMatchObject({ status: 'Pending', quotationAmount: '4500.50' });

    // Add Task: one task per sub-task for the chosen client.
    await page.getByRole('button', { name: 'Add Task' }).click();
    const add = page.getByRole('dialog', { name: 'Add Task' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Task is required')).toBeVisible();
    await add.getByRole('combobox', { name: 'Client' }).fill('Kulkarni');
    await page.getByRole('option', { name: 'Kulkarni Textiles' }).click();
    await add.getByRole('combobox', { name: 'Task', exact: true }).fill('Tax Audit 3CD');
    await add.getByRole('textbox', { name: 'Sub-task 1' }).fill('Clause 44 working');
    await add.getByRole('button', { name: 'Add sub-task' }).click();
    await add.getByRole('textbox', { name: 'Sub-task 2' }).fill('Form 3CA signing');
    await screenshot(page, 'tasks-add-task');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    const added = await apiGet<{ tasks: ApiTask[] }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Tax%20Audit%203CD',
    );
    expect(added.tasks.map((t) => t.subTask).sort()).toEqual(['Clause 44 working', 'Form 3CA signing']);
    expect(added.tasks.every((t) => t.client?.name === 'Kulkarni Textiles')).toBe(true);

    // Delete: the spec's question, then gone from the database.
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('Clause 44 working');
    await expect(page.getByTestId('footer-count')).toHaveText('1');
    await actions.getByRole('button', { name: 'Delete task' }).click();
    await expect(page.getByText('Are You sure you want to delete this task ?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Task deleted successfully')).toBeVisible();
    await expect(page.getByTestId('footer-count')).toHaveText('0');
    const left = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Clause%2044',
    );
    expect(left.pagination.total).toBe(0);

    // End Day: today is submitted with the minutes logged today.
    await page.keyboard.press('Control+Alt+d');
    const endDay = page.getByRole('dialog', { name: 'End Day' });
    await expect(endDay.getByText('Submitted', { exact: true })).toBeVisible();
    await screenshot(page, 'tasks-end-day');
    await endDay.getByRole('button', { name: 'Submit day' }).click();
    await expect(page.getByText('Day submitted successfully')).toBeVisible();
    const month = await apiGet<{ today: string; submitted: { date: string; totalMinutes: number }[] }>(
      request,
      'admin@demo.test',
      'day-ends',
    );
    const today = month.submitted.find((d) => d.date === month.today);
    expect(today?.totalMinutes).toBeGreaterThanOrEqual(25);
  });

  test('column filter, visible columns, estimates, Create Status and Delete Selected', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await expect(cell(page, 0, 'status')).not.toBeEmpty();

    // Multi-select column filter on Status.
    await page.getByRole('button', { name: 'Filter Status' }).click();
    await page.getByRole('checkbox', { name: 'Completed' }).check();
    await page.getByRole('checkbox', { name: 'Archived' }).check();
    const closed = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&statusIn=Completed&statusIn=Archived&limit=1',
    );
    await expect(page.getByTestId('footer-count')).toHaveText(String(closed.pagination.total));
    await screenshot(page, 'tasks-column-filter');
    await page.keyboard.press('Escape');
    await expect(cell(page, 0, 'status')).toHaveText(/Completed|Archived/);

    // Hide a column; the choice is remembered.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: 'Frequency' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ag-header-cell[col-id="frequency"]')).toHaveCount(0);
    await page.reload();
    await expect(cell(page, 0, 'status')).not.toBeEmpty();
    await expect(page.locator('.ag-header-cell[col-id="frequency"]')).toHaveCount(0);
    await expect(page.getByTestId('footer-count')).toHaveText(String(closed.pagination.total));

    // Estimated Time per User for the same filters.
    await page.getByRole('button', { name: 'Estimates' }).click();
    const estimates = page.getByRole('dialog', { name: 'Estimated Time per User' });
    const expected = await apiGet<{ total: { estimatedMinutes: number } }>(
      request,
      'admin@demo.test',
      'tasks/estimates-by-user?scope=all&statusIn=Completed&statusIn=Archived',
    );
    await expect(estimates.getByRole('row', { name: /Total/ })).toContainText(
      `${expected.total.estimatedMinutes} min`,
    );
    await screenshot(page, 'tasks-estimates');
    await page.keyboard.press('Escape');

    // Create Status by shortcut.
    await page.keyboard.press('Control+Alt+Shift+S');
    const status = page.getByRole('dialog', { name: 'Create Status' });
    await status.getByLabel('Name').fill('Waiting For Client');
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Status "Waiting For Client" created successfully')).toBeVisible();
    const statuses = await apiGet<{ statuses: { name: string }[] }>(
      request,
      'admin@demo.test',
      'config/statuses',
    );
    expect(statuses.statuses.map((x) => x.name)).toContain('Waiting For Client');

    // Select all loaded rows of a small set, then delete them after the question.
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('Charminar');
    await page.getByRole('button', { name: 'Filter Status' }).click();
    await page.getByRole('checkbox', { name: 'Completed' }).uncheck();
    await page.getByRole('checkbox', { name: 'Archived' }).uncheck();
    await page.keyboard.press('Escape');
    const matching = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Charminar&limit=1',
    );
    expect(matching.pagination.total).toBeGreaterThan(0);
    await expect(page.getByTestId('footer-count')).toHaveText(String(matching.pagination.total));
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByTestId('footer-selected')).toHaveText(String(matching.pagination.total));
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Deleted ${matching.pagination.total} selected task(s)`)).toBeVisible();
    const gone = await apiGet<{ pagination: { total: number } }>(
      request,
      'admin@demo.test',
      'tasks?scope=all&search=Charminar&limit=1',
    );
    expect(gone.pagination.total).toBe(0);
  });

  test('on a phone: the floating bar, the grid scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tasks');
    // On a phone only the first columns are drawn; the pinned serial column always is.
    await expect(cell(page, 0, 'serial')).toHaveText('1');
    const bar = page.getByRole('toolbar', { name: 'Task actions' });
    await expect(bar.getByRole('button', { name: 'Add' })).toBeVisible();
    await bar.getByRole('button', { name: 'Add' }).click();
    await expect(cell(page, 'new', 'client')).toBeVisible();
    await page.locator('[role=row][row-index="t-0"] input[type=checkbox]').check();
    await bar.getByRole('button', { name: 'Delete New' }).click();
    await expect(page.getByText('Selected new tasks deleted')).toBeVisible();
    await expect(cell(page, 'new', 'client')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'tasks-mobile');
  });
});

test('a Team Member sees only their tasks and cannot edit ET', async ({ page, request }) => {
  await signIn(page, 'member@demo.test', { to: '/tasks' });
  await expect(cell(page, 0, 'status')).not.toBeEmpty();
  const me = await apiGet<{ user: { id: string } }>(request, 'member@demo.test', 'auth/verify');
  const mine = await apiGet<{ tasks: ApiTask[]; pagination: { total: number } }>(
    request,
    'member@demo.test',
    'tasks?limit=100',
  );
  await expect(page.getByTestId('footer-count')).toHaveText(String(mine.pagination.total));
  for (const t of mine.tasks) {
    const ids = [t.allottedTo?.id, t.teamLeader?.id, t.helpRequiredUser?.id];
    expect(ids).toContain(me.user.id);
  }
  await cell(page, 0, 'et').dblclick();
  await expect(page.locator('.ag-cell-inline-editing')).toHaveCount(0);
  await screenshot(page, 'tasks-member');
  await page.goto('/all-tasks');
  await expect(page).toHaveURL(/\/unauthorized/);
});

test('a Team Leader sees the tasks they lead on My Team Tasks and cannot delete', async ({
  page,
  request,
}) => {
  await signIn(page, 'leader@demo.test', { to: '/team-tasks' });
  await expect(page.getByRole('heading', { name: 'My Team Tasks' })).toBeVisible();
  await expect(cell(page, 0, 'status')).not.toBeEmpty();
  const me = await apiGet<{ user: { id: string } }>(request, 'leader@demo.test', 'auth/verify');
  const led = await apiGet<{ tasks: ApiTask[]; pagination: { total: number } }>(
    request,
    'leader@demo.test',
    'tasks?scope=team&limit=100',
  );
  await expect(page.getByTestId('footer-count')).toHaveText(String(led.pagination.total));
  expect(led.tasks.every((t) => t.teamLeader?.id === me.user.id)).toBe(true);
  await expect(page.getByRole('button', { name: 'Delete Selected' })).toHaveCount(0);
  await expect(
    page.locator('[role=row][row-index="0"] [col-id="actions"]').getByRole('button', { name: 'Delete task' }),
  ).toHaveCount(0);
  await screenshot(page, 'tasks-team-leader');
});

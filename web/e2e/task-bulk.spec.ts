// Bulk actions a practice can trust: selection belongs to the view, "select all" can take the
// whole view (found by the server), and deleting goes to a Trash with Undo, Restore and Delete
// for good.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const BATCH = 'Bulk view audit';
const BATCH_SIZE = 105;

interface Listed {
  tasks: { id: string; task: string; subTask: string; priority: string }[];
  pagination: { total: number };
}

const inBatch = (request: APIRequestContext, extra = '') =>
  apiGet<Listed>(request, `tasks?scope=all&search=${encodeURIComponent(BATCH)}&limit=500${extra}`);

const bar = (page: Page) => page.getByTestId('selection-bar');

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(text);
}

test.describe('bulk actions on the task grid', () => {
  test.beforeAll(async ({ request }) => {
    // A view larger than the grid's first loaded block.
    for (let i = 1; i <= BATCH_SIZE; i++)
      await apiSend(request, 'post', 'tasks', { task: BATCH, subTask: `Voucher ${i}` });
  });

  test.afterAll(async ({ request }) => {
    // Leave the demo practice as it was for the other specs.
    const left = await inBatch(request);
    if (left.tasks.length)
      await apiSend(request, 'post', 'tasks/bulk-delete', { ids: left.tasks.map((t) => t.id) });
    const trash = await apiGet<{ tasks: { id: string; task: string }[] }>(request, 'tasks/trash');
    const ours = trash.tasks.filter((t) => t.task === BATCH).map((t) => t.id);
    if (ours.length) await apiSend(request, 'post', 'tasks/trash/purge', { ids: ours });
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('a change of chip, search or tab clears the selection, so Delete Selected takes nothing hidden', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await search(page, BATCH);
    await expect(page.getByTestId('footer-count')).toHaveText(String(BATCH_SIZE));
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await expect(bar(page)).toContainText('2 task(s) selected');
    await expect(page.getByTestId('footer-selected')).toHaveText('2');

    // The chip hides the ticked rows: the selection goes with the view.
    await page.getByRole('button', { name: /^1\s*\.\s*To Do/ }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByTestId('footer-selected')).toHaveText('0');
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect(page.getByText('No tasks selected to delete')).toBeVisible();
    await page.getByRole('button', { name: /^1\s*\.\s*To Do/ }).click();

    // The same for the search box and the quick tabs.
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await expect(bar(page)).toContainText('1 task(s) selected');
    await search(page, `${BATCH} x`);
    await expect(page.getByTestId('footer-selected')).toHaveText('0');
    await search(page, BATCH);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('tab', { name: /Overdue/ }).click();
    await expect(page.getByTestId('footer-selected')).toHaveText('0');
    expect((await inBatch(request)).pagination.total).toBe(BATCH_SIZE);
  });

  test('the header box offers every task of the view, and a bulk change then takes all of them', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await search(page, BATCH);
    await expect(page.getByTestId('footer-count')).toHaveText(String(BATCH_SIZE));
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(bar(page)).toContainText('100 task(s) selected');
    await bar(page)
      .getByRole('button', { name: `Select all ${BATCH_SIZE} tasks in this view` })
      .click();
    await expect(bar(page)).toContainText(`All ${BATCH_SIZE} tasks in this view are selected`);
    await expect(page.getByRole('button', { name: `Bulk change (${BATCH_SIZE})` })).toBeVisible();

    await page.getByRole('button', { name: /Bulk change/ }).click();
    await page.getByRole('menuitem', { name: 'Priority: High' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Change ${BATCH_SIZE} task(s)?`);
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await expect(dialog).toContainText(`and ${BATCH_SIZE - 5} more`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`${BATCH_SIZE} tasks updated successfully`)).toBeVisible();
    const high = await inBatch(request, '&priority=High');
    expect(high.pagination.total).toBe(BATCH_SIZE);
  });

  test('deleting the whole view goes to the Trash, and Undo brings exactly those tasks back', async ({
    page,
    request,
  }) => {
    await page.goto('/all-tasks');
    await search(page, BATCH);
    await expect(page.getByTestId('footer-count')).toHaveText(String(BATCH_SIZE));
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await bar(page)
      .getByRole('button', { name: `Select all ${BATCH_SIZE} tasks in this view` })
      .click();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Delete ${BATCH_SIZE} task(s)?`);
    const newest = (await inBatch(request)).tasks[0];
    await expect(dialog.getByRole('listitem').first()).toHaveText(`${BATCH} – ${newest?.subTask}`);
    await expect(dialog).toContainText('Deleted tasks stay in the Trash for 30 days.');
    await screenshot(page, 'task-bulk-confirm-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'task-bulk-confirm-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: 'Yes' }).click();
    const toast = page.locator('.mantine-Notification-root', {
      hasText: `Deleted ${BATCH_SIZE} selected task(s)`,
    });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('footer-count')).toHaveText('0');
    expect((await inBatch(request)).pagination.total).toBe(0);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Restored ${BATCH_SIZE} task(s)`)).toBeVisible();
    await expect(page.getByTestId('footer-count')).toHaveText(String(BATCH_SIZE));
    expect((await inBatch(request)).pagination.total).toBe(BATCH_SIZE);
  });

  test('the Trash lists who deleted what and when, restores, and deletes for good', async ({
    page,
    request,
  }) => {
    const [first, second] = (await inBatch(request)).tasks;
    if (!first || !second) throw new Error('the batch is missing');
    await apiSend(request, 'post', 'tasks/bulk-delete', { ids: [first.id, second.id] });

    await page.goto('/all-tasks');
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.getByRole('dialog', { name: 'Trash' });
    const row = (task: { subTask: string }) =>
      trash.getByRole('row', { name: new RegExp(`${task.subTask}\\b`) });
    await expect(row(first)).toContainText('Anita Deshpande');
    await expect(row(second)).toContainText('Anita Deshpande');
    await screenshot(page, 'task-trash-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'task-trash-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await row(first).getByRole('checkbox').check();
    await trash.getByRole('button', { name: 'Restore (1)' }).click();
    await expect(page.getByText('Restored 1 task(s)')).toBeVisible();
    await expect(row(first)).toHaveCount(0);
    expect((await apiGet<{ task: { id: string } }>(request, `tasks/${first.id}`)).task.id).toBe(first.id);

    await row(second).getByRole('checkbox').check();
    await trash.getByRole('button', { name: 'Delete for good (1)' }).click();
    await expect(page.getByText('Delete 1 task(s) for good? This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Deleted 1 task(s) for good')).toBeVisible();
    await expect(row(second)).toHaveCount(0);
    const left = await apiGet<{ tasks: { id: string }[] }>(request, 'tasks/trash');
    expect(left.tasks.map((t) => t.id)).not.toContain(second.id);
  });
});

// Triage as a team leader works it: the queues with their counts, Enter on 'Unassigned' opens the
// team's task list narrowed to it (its chip pressed, the queue in the address), and a bulk change
// allots the queue's tasks at once, then moves their due date; the count falls by as many.
// Two ticked tasks change without a confirmation, as any ticked few do (a whole view is confirmed).
import type { TaskListAnswer, TaskRow, TriageAnswer } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn, typedDate } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

test('a leader opens the unassigned queue and allots its tasks, then moves their due date, in bulk', async ({
  page,
  request,
}) => {
  const mark = `Unowned ${Date.now().toString(36)}`;
  const people = await apiGet<{ users: { id: string; email: string; name: string }[] }>(request, 'users');
  const rahul = people.users.find((u) => u.email === 'leader@demo.test');
  const amit = people.users.find((u) => u.email === 'amit@demo.test');
  for (const subTask of ['April', 'May'])
    await apiSend<{ task: TaskRow }>(request, 'post', 'tasks', {
      task: mark,
      subTask,
      et: 90,
      allottedTo: null,
      teamLeader: rahul?.id,
    });
  const unassigned = async () =>
    (await apiGet<TriageAnswer>(request, 'triage', 'leader@demo.test')).queues.find(
      (q) => q.key === 'unassigned',
    )?.count ?? 0;
  const before = await unassigned();
  expect(before).toBeGreaterThanOrEqual(2);

  await withAxe(page);
  await signIn(page, 'leader@demo.test', { to: '/triage' });
  await expect(page.getByTestId('queue-count-unassigned')).toHaveText(String(before));
  await screenshot(page, 'triage-desktop');
  expect((await axeFindings(page, 'triage')).grave).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'triage-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: new RegExp(`^Unassigned\\s*:\\s*${before} tasks`) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team-tasks\?/);
  expect(decodeURIComponent(page.url())).toContain('queue=["unassigned"]');
  await expect(
    page.getByRole('group', { name: 'Triage queues' }).getByRole('button', { name: 'Unassigned' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(mark);
  // The search reaches the view after a pause, and a new view clears the ticks: wait for it (the
  // queue alone may already count 2, so the footer is no sign the search has landed).
  await expect(page).toHaveURL(/[?&]q=Unowned/);
  await expect(page.getByTestId('footer-count')).toHaveText('2');
  await expect(page.getByRole('gridcell', { name: 'April' })).toBeVisible();
  await screenshot(page, 'triage-queue-in-grid-desktop');

  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: /Bulk change/ }).click();
  await page.getByRole('menuitem', { name: `Allot to: ${amit?.name}` }).click();
  await expect(page.getByText('2 tasks updated successfully')).toBeVisible();
  // Allotted, the tasks leave the queue.
  await expect(page.getByTestId('footer-count')).toHaveText('0');
  expect(await unassigned()).toBe(before - 2);

  // The same two, now by their name alone, to a new due date.
  await page
    .getByRole('group', { name: 'Triage queues' })
    .getByRole('button', { name: 'Unassigned' })
    .click();
  await expect(page.getByTestId('footer-count')).toHaveText('2');
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: /Bulk change/ }).click();
  await page.getByRole('menuitem', { name: 'Due date…' }).click();
  const due = dayjs().add(40, 'day').format('YYYY-MM-DD');
  const asked = page.getByRole('dialog', { name: 'Due date of 2 task(s)' });
  await asked.getByRole('textbox', { name: 'New due date' }).fill(typedDate(due));
  await asked.getByRole('button', { name: 'Apply' }).click();
  await expect(asked).toBeHidden();
  // The allotment's toast may still show beside this one: the server says what was saved.
  const search = `tasks?scope=all&search=${encodeURIComponent(mark)}`;
  await expect
    .poll(async () =>
      (await apiGet<TaskListAnswer>(request, search)).tasks.map((t) => [t.dueDate, t.allottedTo?.id]),
    )
    .toEqual([
      [due, amit?.id],
      [due, amit?.id],
    ]);
  await expect(page.getByText('2 tasks updated successfully').last()).toBeVisible();
  const listed = await apiGet<TaskListAnswer>(request, search);
  await apiSend(request, 'post', 'tasks/bulk-delete', { ids: listed.tasks.map((t) => t.id) });
});

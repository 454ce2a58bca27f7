// A task's estimate as its budget, as the people on it see it: the Team Member types the minutes
// taken into the grid by keyboard, the TT cell's bar turns orange past 80% of ET, and the Team
// Leader finds 'Task at 80% of its estimate' in the bell, once.
import { BUDGET_MESSAGES, type NotificationList, type TaskRow } from '@practice-desk/contracts';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const cell = (page: Page, col: string) => page.locator(`[role=row][row-index="0"] [col-id="${col}"]`).first();

test('the minutes typed into TT fill the budget bar, and the team leader is told at 80%', async ({
  page,
  request,
}) => {
  const subTask = `Budget ${Date.now().toString(36)}`;
  const people = await apiGet<{ users: { id: string; email: string }[] }>(request, 'users');
  const id = (email: string) => people.users.find((u) => u.email === email)?.id;
  const { task } = await apiSend<{ task: TaskRow }>(request, 'post', 'tasks', {
    task: 'Tax Audit',
    subTask,
    et: 60,
    allottedTo: id('member@demo.test'),
    teamLeader: id('leader@demo.test'),
  });

  await signIn(page, 'member@demo.test');
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
  // The search answers after a pause: the list then holds this task alone.
  await expect(page.getByTestId('footer-count')).toHaveText('1');
  await expect(cell(page, 'subTask')).toHaveText(subTask);
  await expect(cell(page, 'tt')).toHaveAttribute('title', BUDGET_MESSAGES.bar(0, 60));

  // 50 of 60 minutes by keyboard: 83%, past the 80% threshold.
  await cell(page, 'tt').click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'TT', exact: true })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('50', { delay: 40 });
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/tasks/${task.id}`) && r.request().method() === 'PUT' && r.status() !== 401,
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(cell(page, 'tt')).toHaveText('50');
  await expect(cell(page, 'tt')).toHaveAttribute('title', BUDGET_MESSAGES.bar(50, 60));
  const fill = cell(page, 'tt').locator('[aria-hidden=true] > span');
  expect(await fill.evaluate((el) => (el as HTMLElement).style.width)).toBe('83%');
  // Orange from 80%, red from 100%.
  await expect(fill).toHaveClass(/budgetNear/);
  await screenshot(page, 'task-budget-bar-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'task-budget-bar-mobile');

  const told = (
    await apiGet<NotificationList>(request, 'notifications', 'leader@demo.test')
  ).notifications.filter((n) => n.type === 'task_budget' && n.taskId === task.id);
  expect(told.map((n) => n.title)).toEqual([BUDGET_MESSAGES.title(80)]);

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'leader@demo.test');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByRole('button', { name: new RegExp(`${BUDGET_MESSAGES.title(80)}.*${subTask}`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`has taken 0:50 of its 1:00 estimate (83%)`);
  await screenshot(page, 'task-budget-notification-desktop');
});

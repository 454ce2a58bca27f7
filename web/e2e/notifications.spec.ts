// Notifications and Plans & Billing: a Team Leader asks a Team Member for help; the member sees it
// arrive in the bell, opens the task from it and marks everything read; the Plans & Billing tab
// shows the practice's real usage, the same figures the API gives.

import type { NotificationList, PracticeUsage } from '@practice-desk/contracts';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, DEMO_PASSWORD, screenshot, signIn } from './helpers';

async function session(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { accessToken, user } = (await login.json()).data as {
    accessToken: string;
    user: { id: string; name: string };
  };
  return { headers: { authorization: `Bearer ${accessToken}` }, userId: user.id, name: user.name };
}

/** As leader@demo.test, through the API: a new task the leader leads, then Help Required of the member. */
async function askMemberForHelp(request: APIRequestContext, task: string) {
  const leader = await session(request, 'leader@demo.test');
  const member = await session(request, 'member@demo.test');
  const created = await request.post('/api/tasks', {
    headers: leader.headers,
    data: { task, subTask: 'Reconcile ITC with GSTR-2B', et: 60 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.task.id as string;
  const asked = await request.put(`/api/tasks/${id}`, {
    headers: leader.headers,
    data: { status: 'Help Required', helpRequiredUser: member.userId },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  return { id, leaderName: leader.name };
}

const memberNotifications = (page: Page) =>
  apiGet<NotificationList>(page.request, 'notifications', 'member@demo.test');

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function bothSizes(page: Page, name: string, show: () => Promise<void>) {
  await show();
  await screenshot(page, name);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await show();
  await screenshot(page, `${name}-phone`);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a Team Member is asked for help, opens the task from the bell and marks all read', async ({ page }) => {
  const taskName = `Help with GST reconciliation ${Date.now().toString(36)}`;
  const { id: taskId, leaderName } = await askMemberForHelp(page.request, taskName);

  await signIn(page, 'member@demo.test');
  const before = await memberNotifications(page);
  expect(before.unreadCount).toBeGreaterThan(0);
  await expect(bell(page)).toHaveAccessibleName(`Notifications (${before.unreadCount} unread)`);
  await expect(page.getByTestId('notifications-badge').getByText(String(before.unreadCount))).toBeVisible();

  const openBell = async () => {
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  };
  const item = () => page.getByRole('button', { name: new RegExp(`Help requested.*${taskName}`) });
  await openBell();
  await expect(item()).toBeVisible();
  await expect(item()).toContainText(`${leaderName} asked for your help on ${taskName}`);
  await expect(item()).toContainText(/ago/);
  await page.keyboard.press('Escape');
  await bothSizes(page, 'notifications-dropdown', async () => {
    await openBell();
    await expect(item()).toBeVisible();
  });

  await openBell();
  await item().click();
  // The task is shown by a view with only a search, named in the address.
  await expect(page).toHaveURL(/\/tasks\?q=/);
  await expect(page.getByRole('textbox', { name: 'Search tasks' })).toHaveValue('Reconcile ITC with GSTR-2B');
  await expect(page.locator('[role=row][row-index="0"] [col-id="task"]')).toHaveText(taskName);
  const afterClick = await memberNotifications(page);
  const opened = afterClick.notifications.find((n) => n.taskId === taskId && n.type === 'help_requested');
  expect(opened?.unread).toBe(false);
  expect(afterClick.unreadCount).toBe(before.unreadCount - 1);

  await openBell();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect((await memberNotifications(page)).unreadCount).toBe(0);
});

test('a new notification arrives without a reload', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  const member = await session(page.request, 'member@demo.test');
  await page.request.post('/api/notifications/mark-all-read', { headers: member.headers });
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await askMemberForHelp(page.request, `Second opinion ${Date.now().toString(36)}`);
  // The bell asks again when the window regains focus (and every 30 s).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
});

test('Plans & Billing shows the practice’s real usage and the plan', async ({ page }) => {
  await signIn(page, 'member@demo.test', { to: '/profile/plans-billing' });
  await expect(page.getByRole('tab', { name: 'Plans & Billing' })).toHaveAttribute('aria-selected', 'true');
  const { usage } = await apiGet<{ usage: PracticeUsage }>(
    page.request,
    'practice/usage',
    'member@demo.test',
  );
  expect(usage.activeUsers).toBeGreaterThanOrEqual(3);
  expect(usage.tasks).toBeGreaterThan(0);
  for (const key of ['activeUsers', 'clients', 'tasks', 'invoicesThisYear'] as const)
    await expect(page.getByTestId(`usage-${key}`)).toHaveText(usage[key].toLocaleString('en-IN'));
  await expect(page.getByText(`Invoices in FY ${usage.financialYear.label}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Self-hosted: all features' })).toBeVisible();
  await bothSizes(page, 'profile-plans-billing', async () => {
    await expect(page.getByTestId('usage-tasks')).toBeVisible();
  });

  await page.getByRole('button', { name: 'View Plans' }).click();
  const modal = page.getByRole('dialog', { name: 'Plans' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Self-hosted: all features');
  await expect(modal).toContainText('Unlimited users, clients, tasks and invoices');
  await screenshot(page, 'profile-plans-modal');
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toBeHidden();
});

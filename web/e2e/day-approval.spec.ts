// End Day approval: a member submits a day, their team leader approves it from the Day Approvals
// queue by keyboard, and the member can no longer change that day's time; a returned day shows
// the leader's comment to the member. The data is checked through the API as well.

import { DAY_END_MESSAGES, type DayEndMonth, type DayQueue, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const MEMBER = 'member@demo.test';
const LEADER = 'leader@demo.test';

interface Person {
  id: string;
  name: string;
  email: string;
}

/** A task of the member's, led by the demo leader, with `minutes` logged on `date` by the member. */
async function memberTask(request: APIRequestContext, subTask: string, date: string, minutes: number) {
  const { people } = await apiGet<{ people: Person[] }>(request, 'people');
  const member = people.find((p) => p.email === MEMBER);
  const leader = people.find((p) => p.email === LEADER);
  if (!member || !leader) throw new Error('no demo member or leader');
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    task: 'Day approval checks',
    subTask,
    allottedTo: member.id,
    teamLeader: leader.id,
    dueDate: '2026-12-15',
  });
  await apiSend(
    request,
    'post',
    `tasks/${task.id}/time-entries`,
    { date, minutes, note: 'Ledger scrutiny' },
    MEMBER,
  );
  return { taskId: task.id, member };
}

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

/** The member's row of this sub-task on My Tasks (row 0 once searched). */
async function openOwnRow(page: Page, subTask: string) {
  await page.goto('/tasks');
  const search = page.getByRole('textbox', { name: 'Search tasks' });
  await search.fill(subTask);
  await expect(page.locator('[role=row][row-index="0"] [col-id="subTask"]').first()).toHaveText(subTask);
  // Shortcuts are not taken while typing in a field.
  await search.blur();
  return page.locator('[role=row][row-index="0"] [col-id="actions"]');
}

const monthOf = (request: APIRequestContext, month: string) =>
  apiGet<DayEndMonth>(request, `day-ends?month=${month}`, MEMBER);

let reopenAfter: string | null = null;

test.afterAll(async ({ request }) => {
  // Leave the member's today open for the specs that follow.
  if (reopenAfter)
    await apiSend(request, 'post', `day-ends/${reopenAfter}/reopen`, { comment: 'End of the check' }, LEADER);
});

test('a leader approves a submitted day from the queue and the member cannot change its time', async ({
  browser,
  request,
}) => {
  const today = todayIn('Asia/Kolkata');
  const subTask = `Approval ${Date.now()}`;
  const { taskId, member } = await memberTask(request, subTask, today, 40);

  // The member submits today from End Day (Ctrl+Alt+D on the task page).
  const memberPage = await pageAs(browser, MEMBER);
  await openOwnRow(memberPage, subTask);
  await memberPage.keyboard.press('Control+Alt+d');
  const endDay = memberPage.getByRole('dialog', { name: 'End Day' });
  await endDay.getByRole('button', { name: 'Submit day' }).click();
  await expect(memberPage.getByText('Day submitted successfully')).toBeVisible();
  await expect(endDay.getByTestId('day-end-state')).toContainText('Submitted');
  await memberPage.keyboard.press('Escape');

  // The leader finds it in Day Approvals, selects it with the keyboard and approves it.
  const leaderPage = await pageAs(browser, LEADER);
  await leaderPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Day Approvals' })
    .click();
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Day Approvals' })).toBeVisible();
  const label = `${member.name}, ${dayjs(today).format('ddd D MMM YYYY')}`;
  const card = leaderPage.getByRole('article', { name: label });
  await expect(card.getByRole('row').filter({ hasText: subTask })).toContainText('Ledger scrutiny');
  const queued = (await apiGet<DayQueue>(request, 'day-ends/queue', LEADER)).days.find(
    (d) => d.user.id === member.id && d.date === today,
  );
  // The day holds the demo's own time of today as well as ours.
  expect(queued?.entries).toContainEqual(
    expect.objectContaining({ subTask, minutes: 40, note: 'Ledger scrutiny' }),
  );
  const dayMinutes = queued?.totalMinutes ?? 0;
  const dayId = queued?.id ?? '';
  const approve = leaderPage.getByRole('button', { name: /^Approve/ });
  await expect(approve).toBeDisabled();
  await card.getByRole('checkbox', { name: `Select ${label}` }).focus();
  await leaderPage.keyboard.press('Space');
  await expect(card.getByRole('checkbox', { name: `Select ${label}` })).toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await screenshot(leaderPage, 'day-approvals');
  await leaderPage.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(leaderPage, 'day-approvals-mobile');
  await leaderPage.setViewportSize({ width: 1440, height: 900 });
  await approve.click();
  await expect(leaderPage.getByText('Day approved')).toBeVisible();
  await expect(card).toHaveCount(0);
  reopenAfter = dayId;
  const month = await monthOf(request, today.slice(0, 7));
  expect(month.submitted.find((d) => d.date === today)).toMatchObject({
    status: 'approved',
    totalMinutes: dayMinutes,
  });

  // The member tries to log more time on the approved day: refused, with the lock message.
  const actions = await openOwnRow(memberPage, subTask);
  await actions.getByRole('button', { name: 'Time entry' }).click();
  const time = memberPage.getByRole('dialog', { name: /^Time entry/ });
  await time.getByLabel('Minutes').fill('15');
  await time.getByRole('button', { name: 'Log time' }).click();
  await expect(memberPage.getByText(DAY_END_MESSAGES.locked)).toBeVisible();
  await screenshot(memberPage, 'day-approval-locked');
  await memberPage.keyboard.press('Escape');
  const stored = await apiGet<{ task: { tt: number } }>(request, `tasks/${taskId}`, MEMBER);
  expect(stored.task.tt).toBe(40);
  const entries = await apiGet<{ timeEntries: unknown[] }>(request, `tasks/${taskId}/time-entries`, MEMBER);
  expect(entries.timeEntries).toHaveLength(1);

  // End Day says the day is approved and offers no submit.
  await memberPage.keyboard.press('Control+Alt+d');
  await expect(endDay.getByTestId('day-end-state')).toContainText('Approved and locked');
  await expect(endDay.getByRole('button', { name: 'Submit day' })).toBeDisabled();
  await screenshot(memberPage, 'day-approval-end-day-approved');
});

test('a returned day shows the leader’s comment to the member, who submits it again', async ({
  browser,
  request,
}) => {
  // A past working day of this month or the last that the member has not submitted.
  const today = todayIn('Asia/Kolkata');
  const months = [today.slice(0, 7), dayjs(today).subtract(1, 'month').format('YYYY-MM')];
  let date = '';
  for (const m of months) {
    const pending = (await monthOf(request, m)).pending;
    date = pending.at(-1) ?? '';
    if (date) break;
  }
  if (!date) throw new Error('no pending day for the demo member');
  const subTask = `Returned ${Date.now()}`;
  const { member } = await memberTask(request, subTask, date, 30);
  await apiSend(request, 'post', 'day-ends', { date }, MEMBER);

  const leaderPage = await pageAs(browser, LEADER);
  await leaderPage.goto('/day-approvals');
  const label = `${member.name}, ${dayjs(date).format('ddd D MMM YYYY')}`;
  const card = leaderPage.getByRole('article', { name: label });
  await card.getByRole('button', { name: `Return ${label}` }).click();
  const dialog = leaderPage.getByRole('dialog', { name: 'Return day' });
  await dialog.getByRole('button', { name: 'Return day' }).click();
  await expect(dialog.getByText(DAY_END_MESSAGES.commentRequired)).toBeVisible();
  await dialog.getByLabel('Comment').fill('Add the client call to this day');
  await screenshot(leaderPage, 'day-approvals-return');
  await leaderPage.keyboard.press('Control+Enter');
  await expect(leaderPage.getByText('Day returned')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The member sees the day returned with the comment, and submits it again.
  const memberPage = await pageAs(browser, MEMBER);
  await openOwnRow(memberPage, subTask);
  await memberPage.keyboard.press('Control+Alt+d');
  const endDay = memberPage.getByRole('dialog', { name: 'End Day' });
  if (date.slice(0, 7) !== today.slice(0, 7))
    await endDay.getByRole('button', { name: 'Previous month' }).click();
  await endDay.getByRole('button', { name: new RegExp(`^${dayjs(date).format('D MMMM YYYY')}`) }).click();
  await expect(endDay.getByText('Add the client call to this day')).toBeVisible();
  await screenshot(memberPage, 'day-approval-returned');
  await endDay.getByRole('button', { name: 'Submit again' }).click();
  await expect(memberPage.getByText('Day submitted successfully')).toBeVisible();
  const month = await monthOf(request, date.slice(0, 7));
  expect(month.submitted.find((d) => d.date === date)).toMatchObject({ status: 'submitted' });
});

test('reports count approved days only when the switch is on', async ({ page, request }) => {
  await signIn(page, 'admin@demo.test', { to: '/reports/users' });
  await page.getByText('All Time', { exact: true }).click();
  const foot = page
    .getByRole('table', { name: 'Users Report', exact: true })
    .locator('tfoot [data-total="actual"]');
  const every = await apiGet<{ totals: { totalActualTime: number } }>(
    request,
    'reports/users?dateType=all-time',
  );
  const approved = await apiGet<{ totals: { totalActualTime: number } }>(
    request,
    'reports/users?dateType=all-time&approvedOnly=true',
  );
  await expect(foot).toContainText(String(every.totals.totalActualTime));
  await page.getByRole('switch', { name: 'Approved days only' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('report-period')).toContainText('approved days only');
  await expect(foot).toContainText(String(approved.totals.totalActualTime));
  expect(approved.totals.totalActualTime).toBeLessThan(every.totals.totalActualTime);
  await screenshot(page, 'reports-approved-only');
});

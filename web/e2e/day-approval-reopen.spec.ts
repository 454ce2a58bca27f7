// Reopening an approved day from the web: the member's timesheet shows each day's state (Submitted,
// Approved and locked, Returned with the leader's comment); a leader approves a day, the member
// fails to change its time, the leader reopens it from the Approved list with a comment, and the
// member's change then goes through. The data is checked through the API as well.

import {
  DAY_END_MESSAGES,
  type DayQueue,
  type TimesheetWeek,
  todayIn,
  weekDays,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn, typedDate } from './helpers';

const MEMBER = 'member@demo.test';
const LEADER = 'leader@demo.test';

interface Person {
  id: string;
  name: string;
  email: string;
}

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

const ttOf = async (request: APIRequestContext, id: string) =>
  (await apiGet<{ task: { tt: number } }>(request, `tasks/${id}`, MEMBER)).task.tt;
const weekOf = (request: APIRequestContext, monday: string) =>
  apiGet<TimesheetWeek>(request, `timesheets?week=${monday}`, MEMBER);

/** The row index of the timesheet row whose task text holds `text`. */
async function rowOf(page: Page, text: string): Promise<string> {
  const row = page.locator('[role=row]', { hasText: text }).first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('row-index')) ?? '';
}
const sheetCell = (page: Page, row: string, col: string) =>
  page.locator(`[role=row][row-index="${row}"] [col-id="${col}"]`).first();
const dayHeader = (page: Page, date: string) => page.locator(`.ag-header-cell[col-id="${date}"]`);

test('a leader reopens an approved day from the Approved list and the member can change its time again', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Last week's Monday to Wednesday: all past, all writable.
  const monday = dayjs(weekStart(todayIn('Asia/Kolkata')))
    .subtract(7, 'day')
    .format('YYYY-MM-DD');
  const [approvedDay, submittedDay, returnedDay] = weekDays(monday) as [string, string, string];
  const subTask = `Reopen ${Date.now()}`;
  const { people } = await apiGet<{ people: Person[] }>(request, 'people');
  const member = people.find((p) => p.email === MEMBER);
  const leader = people.find((p) => p.email === LEADER);
  if (!member || !leader) throw new Error('no demo member or leader');
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    task: 'Reopen checks',
    subTask,
    allottedTo: member.id,
    teamLeader: leader.id,
    dueDate: '2026-12-15',
  });
  for (const [date, minutes] of [
    [approvedDay, 60],
    [submittedDay, 45],
    [returnedDay, 30],
  ] as const) {
    await apiSend(
      request,
      'post',
      `tasks/${task.id}/time-entries`,
      { date, minutes, note: 'Ledger' },
      MEMBER,
    );
    await apiSend(request, 'post', 'day-ends', { date }, MEMBER);
  }
  const queue = await apiGet<DayQueue>(request, 'day-ends/queue', LEADER);
  const idOf = (date: string) => queue.days.find((d) => d.user.id === member.id && d.date === date)?.id ?? '';
  await apiSend(
    request,
    'post',
    `day-ends/${idOf(returnedDay)}/return`,
    { comment: 'Add the bank visit' },
    LEADER,
  );

  // The member has last week open while the leader decides.
  const memberPage = await pageAs(browser, MEMBER);
  await memberPage.goto('/timesheet');
  await memberPage.getByRole('button', { name: 'Previous week' }).click();
  const row = await rowOf(memberPage, subTask);
  await expect(sheetCell(memberPage, row, approvedDay)).toHaveText('1:00');
  await expect(dayHeader(memberPage, approvedDay)).toContainText('Submitted');

  // The leader approves the day from the Waiting list.
  const leaderPage = await pageAs(browser, LEADER);
  await leaderPage.goto('/day-approvals');
  const label = `${member.name}, ${dayjs(approvedDay).format('ddd D MMM YYYY')}`;
  const waiting = leaderPage.getByRole('article', { name: label });
  await waiting.getByRole('checkbox', { name: `Select ${label}` }).check();
  await leaderPage.getByRole('button', { name: /^Approve/ }).click();
  await expect(leaderPage.getByText('Day approved')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The member's page still offers the cell: the server refuses, the cell goes back, the message shows.
  // Writes the server answered: a write sent with an access token that had just expired is answered
  // 401 and sent again after the refresh (tokens live 20 s here), which is one write, not two.
  const writes: string[] = [];
  memberPage.on('response', (r) => {
    if (r.url().includes('/api/timesheets/cell') && r.status() !== 401) writes.push(r.url());
  });
  await sheetCell(memberPage, row, approvedDay).click();
  await memberPage.keyboard.press('Enter');
  await memberPage.keyboard.type('2:00', { delay: 20 });
  await memberPage.keyboard.press('Enter');
  await expect(memberPage.getByText(DAY_END_MESSAGES.locked).first()).toBeVisible();
  await expect(sheetCell(memberPage, row, approvedDay)).toHaveText('1:00');
  expect(writes).toHaveLength(1);
  expect(await ttOf(request, task.id)).toBe(135);

  // Reloaded, the day says Approved and its cells no longer open: typing calls nothing.
  await expect(dayHeader(memberPage, approvedDay)).toContainText('Approved');
  await expect(dayHeader(memberPage, submittedDay)).toContainText('Submitted');
  await expect(dayHeader(memberPage, returnedDay)).toContainText('Returned');
  await expect(memberPage.getByTestId('day-comments')).toContainText('Add the bank visit');
  await sheetCell(memberPage, row, approvedDay).click();
  await memberPage.keyboard.press('Enter');
  await memberPage.keyboard.type('3:00', { delay: 20 });
  await memberPage.keyboard.press('Enter');
  await expect(sheetCell(memberPage, row, approvedDay)).toHaveText('1:00');
  await expect(memberPage.locator('.ag-popup-editor')).toHaveCount(0);
  expect(writes).toHaveLength(1);
  await dayHeader(memberPage, returnedDay).locator('[title]').hover();
  await screenshot(memberPage, 'timesheet-day-states');
  await memberPage.setViewportSize({ width: 390, height: 844 });
  // Narrowed to a phone, the week is a card per task under a day picker: the approved day's time
  // shows and cannot be typed; the returned day says so.
  const card = memberPage.getByRole('listitem').filter({ hasText: subTask });
  await memberPage.getByText(dayjs(approvedDay).format('dd D'), { exact: true }).click();
  await expect(card.getByRole('textbox')).toHaveValue('1:00');
  await expect(card.getByRole('textbox')).toBeDisabled();
  await expect(memberPage.getByText(DAY_END_MESSAGES.locked).first()).toBeVisible();
  await memberPage.getByText(dayjs(returnedDay).format('dd D'), { exact: true }).click();
  await expect(memberPage.getByText(/Returned/).first()).toBeVisible();
  await screenshot(memberPage, 'timesheet-day-states-mobile');
  await memberPage.setViewportSize({ width: 1440, height: 900 });

  // The leader finds it in the Approved list, narrowed to the member and the day, and reopens it.
  await leaderPage.locator('label', { hasText: /^Approved$/ }).click();
  await leaderPage.getByRole('combobox', { name: 'Person' }).click();
  await leaderPage.getByRole('option', { name: member.name, exact: true }).click();
  await leaderPage.getByLabel('From').fill(typedDate(approvedDay));
  await leaderPage.getByLabel('To').fill(typedDate(submittedDay));
  const approved = leaderPage.getByRole('article', { name: label });
  await expect(approved).toContainText(`Approved by ${leader.name}`);
  await expect(approved.getByRole('row').filter({ hasText: subTask })).toContainText('Ledger');
  await expect(leaderPage.getByRole('article')).toHaveCount(1);
  await screenshot(leaderPage, 'day-approvals-approved');
  await leaderPage.setViewportSize({ width: 390, height: 844 });
  await screenshot(leaderPage, 'day-approvals-approved-mobile');
  await leaderPage.setViewportSize({ width: 1440, height: 900 });

  await approved.getByRole('button', { name: `Reopen ${label}` }).click();
  const dialog = leaderPage.getByRole('dialog', { name: 'Reopen day' });
  await dialog.getByRole('button', { name: 'Reopen day' }).click();
  await expect(dialog.getByText(DAY_END_MESSAGES.commentRequired)).toBeVisible();
  await dialog.getByLabel('Comment').fill('Split the ledger time by client');
  await screenshot(leaderPage, 'day-approvals-reopen');
  await leaderPage.setViewportSize({ width: 390, height: 844 });
  await screenshot(leaderPage, 'day-approvals-reopen-mobile');
  await leaderPage.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Reopen day' }).click();
  await expect(leaderPage.getByText(DAY_END_MESSAGES.reopened)).toBeVisible();
  await expect(approved).toHaveCount(0);
  const reopened = (await weekOf(request, monday)).submitted.find((d) => d.date === approvedDay);
  expect(reopened).toMatchObject({ status: 'reopened', comment: 'Split the ledger time by client' });

  // The member's change now goes through.
  await memberPage.reload();
  await memberPage.getByRole('button', { name: 'Previous week' }).click();
  const again = await rowOf(memberPage, subTask);
  await expect(dayHeader(memberPage, approvedDay)).toContainText('Reopened');
  await sheetCell(memberPage, again, approvedDay).click();
  await memberPage.keyboard.press('Enter');
  await memberPage.keyboard.type('1:15', { delay: 20 });
  await memberPage.keyboard.press('Enter');
  await expect(sheetCell(memberPage, again, approvedDay)).toHaveText('1:15');
  await expect.poll(() => ttOf(request, task.id)).toBe(150);
});

// The workload view as a team leader uses it: the red cell of an overloaded week, Enter to list
// its tasks, two ticked and moved to a colleague by keyboard (R opens the picker with each person's
// load), and both cells change; each of the two people is told once.
import {
  type CapacityAnswer,
  hoursLabel,
  loadLevel,
  type NotificationList,
  type TaskRow,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn, typedDate } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

const cellOf = (page: Page, personId: string, week: string) =>
  page.locator(`[role=row][row-id="${personId}"] [col-id="week:${week}"]`).first();

test('a leader finds the red week and moves two of its tasks to a colleague by keyboard', async ({
  page,
  request,
}) => {
  const mark = Date.now().toString(36);
  const people = await apiGet<{ users: { id: string; email: string; name: string }[] }>(request, 'users');
  const person = (email: string) =>
    people.users.find((u) => u.email === email) as { id: string; name: string };
  const amit = person('amit@demo.test');
  const neha = person('neha@demo.test');
  const rahul = person('leader@demo.test');
  // Three weeks ahead, out of the demo's own work: 3 × 20 hours against Amit's 48-hour week.
  const week = dayjs(weekStart(dayjs().format('YYYY-MM-DD')))
    .add(21, 'day')
    .format('YYYY-MM-DD');
  const due = dayjs(week).add(2, 'day').format('YYYY-MM-DD');
  const made: TaskRow[] = [];
  for (const [who, subTask, et] of [
    [amit, `Heavy A ${mark}`, 1200],
    [amit, `Heavy B ${mark}`, 1200],
    [amit, `Heavy C ${mark}`, 1200],
    [neha, `Light ${mark}`, 60],
  ] as const) {
    const { task } = await apiSend<{ task: TaskRow }>(request, 'post', 'tasks', {
      task: 'Tax Audit',
      subTask,
      et,
      dueDate: due,
      allottedTo: who.id,
      teamLeader: rahul.id,
    });
    made.push(task);
  }
  const before = await apiGet<CapacityAnswer>(request, 'capacity', 'leader@demo.test');
  const weekAt = before.weeks.findIndex((w) => w.start === week);
  const loadOf = (answer: CapacityAnswer, id: string) =>
    answer.people.find((p) => p.id === id)?.weeks[weekAt];
  const amitBefore = loadOf(before, amit.id);
  const nehaBefore = loadOf(before, neha.id);
  expect(amitBefore && amitBefore.planned >= amitBefore.available).toBe(true);

  await withAxe(page);
  await signIn(page, 'leader@demo.test', { to: '/workload' });
  const red = cellOf(page, amit.id, week);
  await expect(red).toHaveText(
    `${hoursLabel(amitBefore?.planned ?? 0).replace(' h', '')} / ${hoursLabel(amitBefore?.available ?? 0)}`,
  );
  await expect(red).toHaveClass(/over/);
  await screenshot(page, 'workload-desktop');
  expect((await axeFindings(page, 'the workload view')).grave).toEqual([]);

  await red.click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(amit.name) });
  await expect(dialog).toBeVisible();
  for (const name of [`Heavy A ${mark}`, `Heavy B ${mark}`]) {
    await dialog.getByRole('checkbox', { name: new RegExp(name) }).focus();
    await page.keyboard.press('Space');
  }
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`Heavy A ${mark}`) })).toBeChecked();
  await page.keyboard.press('r');
  const picker = dialog.getByRole('combobox', { name: 'Move to' });
  await expect(picker).toBeFocused();
  await expect(page.getByRole('option', { name: new RegExp(`^${neha.name} — `) })).toBeVisible();
  await screenshot(page, 'workload-move-picker-desktop');
  await page.keyboard.type('Neha');
  const moved = page.waitForResponse((r) => r.url().includes('/api/workload/move') && r.status() !== 401);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect((await moved).status()).toBe(200);
  await expect(page.getByText('2 tasks moved')).toBeVisible();
  await page.keyboard.press('Escape');

  const after = await apiGet<CapacityAnswer>(request, 'capacity', 'leader@demo.test');
  expect(loadOf(after, amit.id)?.planned).toBe((amitBefore?.planned ?? 0) - 2400);
  expect(loadOf(after, neha.id)?.planned).toBe((nehaBefore?.planned ?? 0) + 2400);
  const text = (c: CapacityAnswer['people'][number]['weeks'][number] | undefined) =>
    `${hoursLabel(c?.planned ?? 0).replace(' h', '')} / ${hoursLabel(c?.available ?? 0)}`;
  await expect(cellOf(page, amit.id, week)).toHaveText(text(loadOf(after, amit.id)));
  await expect(cellOf(page, neha.id, week)).toHaveText(text(loadOf(after, neha.id)));
  const nehaAfter = loadOf(after, neha.id);
  const level = loadLevel(nehaAfter?.planned ?? 0, nehaAfter?.available ?? 0);
  await expect(cellOf(page, neha.id, week)).toHaveClass(new RegExp(`_${level}_`));

  const told = async (email: string) =>
    (await apiGet<NotificationList>(request, 'notifications', email)).notifications
      .filter((n) => n.type === 'tasks_moved')
      .map((n) => n.message);
  expect(await told('neha@demo.test')).toContain(`${rahul.name} moved 2 tasks to you`);
  expect(await told('amit@demo.test')).toContain(`${rahul.name} moved 2 tasks of yours to ${neha.name}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'workload-mobile');
  for (const task of made) await apiSend(request, 'post', 'tasks/bulk-delete', { ids: [task.id] });
});

test('a Team Member sees only their own row, and the team is in the address for an Admin', async ({
  page,
  request,
}) => {
  await signIn(page, 'member@demo.test', { to: '/workload' });
  // The header row, Priya's own, and the totals.
  await expect(page.getByTestId('workload-grid').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('gridcell', { name: 'Priya Joshi' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'admin@demo.test');
  const leader2 = (await apiGet<{ users: { id: string; email: string }[] }>(request, 'users')).users.find(
    (u) => u.email === 'leader2@demo.test',
  );
  await page.goto('/workload');
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'Sneha Patwardhan’s team' }).click();
  await expect(page).toHaveURL(new RegExp(`team=${leader2?.id}`));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('Sneha Patwardhan’s team');
});

test('a member records a half day of leave and their week has half a day less', async ({ page, request }) => {
  const monday = dayjs(weekStart(dayjs().format('YYYY-MM-DD'))).add(35, 'day');
  // The Tuesday of that week: a working day (a holiday would be skipped).
  const tuesday = monday.add(1, 'day').format('YYYY-MM-DD');
  // Week 5 of the six the view opens on (this week is week 0).
  const available = async () =>
    (await apiGet<CapacityAnswer>(request, 'capacity', 'member@demo.test')).people[0]?.weeks[5]?.available ??
    0;
  const before = await available();

  await signIn(page, 'member@demo.test', { to: '/workload' });
  await page.getByRole('button', { name: 'Leave and hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave and hours' });
  await dialog.getByRole('textbox', { name: 'From' }).fill(typedDate(tuesday));
  await dialog.getByRole('switch', { name: 'Half day' }).press('Space');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Bank errand');
  await dialog.getByRole('button', { name: 'Add leave' }).click();
  await expect(page.getByText('1 day of leave added')).toBeVisible();
  await expect(
    dialog.getByRole('row', { name: new RegExp(`${typedDate(tuesday)}.*Half day.*Bank errand`) }),
  ).toBeVisible();
  await screenshot(page, 'workload-leave-desktop');
  expect(await available()).toBe(before - 240);

  await dialog.getByRole('button', { name: `Remove leave on ${typedDate(tuesday)}` }).click();
  await expect(dialog.getByText('No leave from today.')).toBeVisible();
  expect(await available()).toBe(before);
});

test('an Admin gives a person their own working week, and takes it back', async ({ page, request }) => {
  const people = await apiGet<{ users: { id: string; email: string; name: string }[] }>(request, 'users');
  const vikram = people.users.find((u) => u.email === 'vikram@demo.test') as { id: string; name: string };
  // Next week, whole: no leave or holiday of the demo's in it is assumed, only compared.
  const available = async () =>
    (await apiGet<CapacityAnswer>(request, 'capacity')).people.find((p) => p.id === vikram.id)?.weeks[1]
      ?.available ?? 0;
  const before = await available();

  await signIn(page, 'admin@demo.test', { to: '/workload' });
  await page.getByRole('button', { name: 'Leave and hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave and hours' });
  await dialog.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: vikram.name }).click();
  await dialog.getByRole('switch', { name: "Works their own week (not the practice's)" }).press('Space');
  await dialog.getByRole('textbox', { name: 'Saturday' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Friday' }).fill('4:30');
  await screenshot(page, 'workload-person-week-desktop');
  await dialog.getByRole('button', { name: 'Save working week' }).click();
  await expect(page.getByText('Working week saved')).toBeVisible();
  // Saturday's 8 hours off, and Friday's 8 become 4:30 (less any day off the demo has that week).
  expect(await available()).toBeLessThanOrEqual(before - 480);

  await dialog.getByRole('switch', { name: "Works their own week (not the practice's)" }).press('Space');
  await dialog.getByRole('button', { name: 'Save working week' }).click();
  await expect.poll(available).toBe(before);
});

// The practice's formats on a browser set to the United States: dates are typed and shown as the
// practice chose (DD/MM/YYYY), never as the browser's locale; durations are typed as h:mm.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const cell = (page: Page, col: string) => page.locator(`[role=row][row-index="0"] [col-id="${col}"]`).first();

const entriesOf = (request: APIRequestContext, taskId: string) =>
  apiGet<{ timeEntries: { date: string; minutes: number }[] }>(request, `tasks/${taskId}/time-entries`);

async function openTimeEntry(page: Page, subTask: string) {
  await page.goto('/all-tasks');
  const search = page.getByRole('textbox', { name: 'Search tasks' });
  await search.fill(subTask);
  await expect(cell(page, 'subTask')).toHaveText(subTask);
  await search.blur();
  await cell(page, 'actions').getByRole('button', { name: 'Time entry' }).click();
  return page.getByRole('dialog', { name: /^Time entry/ });
}

test("1:30 typed in the time entry's minutes is 90 minutes; the grid shows due dates as DD/MM/YYYY", async ({
  page,
  request,
}) => {
  const subTask = `Formats ${Date.now().toString(36)}`;
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    task: 'Bookkeeping',
    subTask,
    dueDate: '2026-09-25',
  });
  await signIn(page, 'admin@demo.test');
  const dialog = await openTimeEntry(page, subTask);
  await dialog.getByRole('textbox', { name: 'Minutes' }).fill('1:30');
  await dialog.getByRole('button', { name: 'Log time' }).click();
  await expect
    .poll(async () => (await entriesOf(request, task.id)).timeEntries.map((e) => e.minutes))
    .toEqual([90]);
  expect((await apiGet<{ task: { tt: number } }>(request, `tasks/${task.id}`)).task.tt).toBe(90);
  await page.keyboard.press('Escape');
  // The grid shows the due date as the practice writes it, not the browser's 9/25/2026.
  await expect(cell(page, 'dueDate')).toHaveText('25/09/2026');
});

test('a time entry dated 25/09/2026 is saved on 2026-09-25 and listed as 25/09/2026; 31/02/2026 is refused', async ({
  page,
  request,
}) => {
  const subTask = `Formats dated ${Date.now().toString(36)}`;
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    task: 'Bookkeeping',
    subTask,
  });
  await signIn(page, 'admin@demo.test');
  const dialog = await openTimeEntry(page, subTask);
  const date = dialog.getByRole('textbox', { name: 'Date' });
  await dialog.getByRole('textbox', { name: 'Minutes' }).fill('45');
  // A date that is not on the calendar is refused where it was typed, and nothing is logged.
  await date.fill('31/02/2026');
  await date.press('Tab');
  await expect(
    dialog.getByText('Please enter a valid date: 31/02/2026 is not on the calendar'),
  ).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Log time' }).click();
  await expect(date).toBeFocused();
  await screenshot(page, 'formats-invalid-date');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'formats-invalid-date-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await entriesOf(request, task.id)).timeEntries).toHaveLength(0);

  await date.fill('25/09/2026');
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Log time' }).click();
  const row = dialog.getByRole('table', { name: 'Time entries' }).getByRole('row').nth(1);
  await expect(row).toContainText('25/09/2026');
  await screenshot(page, 'formats-time-entry');
  await expect
    .poll(async () => (await entriesOf(request, task.id)).timeEntries)
    .toEqual([expect.objectContaining({ date: '2026-09-25', minutes: 45 })]);
});

test('the calendar picks a date into the field in the practice format', async ({ page }) => {
  await signIn(page, 'admin@demo.test', { to: '/compliance' });
  await page.getByRole('button', { name: 'Generate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate compliance tasks' });
  const from = generate.getByRole('textbox', { name: 'Due from' });
  await from.fill('25/09/2026');
  await generate.getByRole('button', { name: 'Open calendar' }).first().click();
  await expect(page.getByRole('button', { name: '28 September 2026' })).toBeVisible();
  await screenshot(page, 'formats-calendar');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'formats-calendar-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The calendar opens on the typed month; picking the 28th writes it as the practice does.
  await page.getByRole('button', { name: '28 September 2026' }).click();
  await expect(from).toHaveValue('28/09/2026');
  await screenshot(page, 'formats-generate-picked');
});

test('Compliance → Generate sends the dates typed as 25/09/2026 as ISO and answers for them', async ({
  page,
  request,
}) => {
  // A client without a compliance profile: generating for it alone makes nothing in the demo data.
  const name = `Formats Traders ${Date.now().toString(36)}`;
  await apiSend(request, 'post', 'clients', {
    name,
    email: `${name.replace(/\W+/g, '.')}@example.test`,
    address: 'Shop 4, Laxmi Road, Pune 411030',
  });
  await signIn(page, 'admin@demo.test', { to: '/compliance' });
  await page.getByRole('button', { name: 'Generate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate compliance tasks' });
  await generate.getByRole('textbox', { name: 'Due from' }).fill('25/09/2026');
  await generate.getByRole('textbox', { name: 'Due to' }).fill('31/12/2026');
  const clients = generate.getByLabel('Clients');
  await clients.click();
  await clients.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  // A MultiSelect keeps its list open for more: leaving the field closes it.
  await page.keyboard.press('Tab');
  // The calls the server answered: one sent with an access token that had just expired (20 s here)
  // is answered 401 and sent again after the refresh, which is one call, not two. Each body is read
  // as the request goes out (a response's request showed Playwright no body in a full run).
  const bodies: unknown[] = [];
  let answered = 0;
  await page.route('**/api/compliance/generate', async (route) => {
    const body = route.request().postData();
    if (body) bodies.push(JSON.parse(body));
    await route.continue();
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/compliance/generate') && response.status() !== 401) answered += 1;
  });
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(generate.getByText('0 created, 0 already there')).toBeVisible();
  expect(answered).toBe(1);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies)
    expect(body).toEqual(expect.objectContaining({ from: '2026-09-25', to: '2026-12-31' }));
  await screenshot(page, 'formats-generate');
});

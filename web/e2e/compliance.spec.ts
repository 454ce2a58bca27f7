// The compliance calendar driven as a person would: give a client a compliance profile, generate
// its tasks from the screen, find them in the calendar (by mouse and by keyboard), record a filing
// with its acknowledgement PDF, read the status board, extend a due date, complete a generated
// task from the task grid, and the digest opt-in; each step checked through the API.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import {
  type BoardAnswer,
  type CalendarAnswer,
  type CalendarItem,
  COMPLIANCE_MESSAGES,
  type ComplianceProfile,
  financialYearOfPeriod,
  financialYearRange,
  gstinCheckChar,
  obligationsBetween,
  periodLabel,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn, typedDate } from './helpers';

const ISO = 'YYYY-MM-DD';
const today = () => dayjs().format(ISO);
const dayText = (date: string) => dayjs(date).format('D MMM YYYY');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) =>
  Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A company registered for GST in Maharashtra, filing monthly: GSTR-1 on the 11th, GSTR-3B on the 20th. */
function companyProfile(): ComplianceProfile {
  const pan = `${letters(3)}C${letters(1)}${digits(4)}${letters(1)}`;
  const first14 = `27${pan}1Z`;
  return {
    entityType: 'company',
    pan,
    gstin: `${first14}${gstinCheckChar(first14)}`,
    gstFrequency: 'monthly',
    gstAnnualReturn: false,
    gstReconciliation: false,
    tan: null,
    tdsForms: [],
    advanceTax: 'none',
    taxAudit: false,
    transferPricing: false,
    businessIncome: true,
    agmDate: null,
    dpt3: false,
    directors: [],
    contacts: [
      {
        name: 'Asha Kulkarni',
        role: 'Director',
        email: 'asha@example.test',
        phone: '9820012345',
        primary: true,
      },
    ],
  };
}

/** A new client with a compliance profile, through the API. */
async function clientWithProfile(request: APIRequestContext, name: string) {
  const profile = companyProfile();
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    address: 'Plot 12, MIDC Bhosari, Pune 411026',
    gst: profile.gstin,
  });
  await apiSend(request, 'put', `clients/${client.id}/compliance`, profile);
  return { id: client.id, name, profile };
}

const calendarOf = (request: APIRequestContext, query: Record<string, string>) =>
  apiGet<CalendarAnswer>(request, `compliance/calendar?${new URLSearchParams(query)}`);

/** Choose an option of a Mantine Select or MultiSelect by typing part of it. */
async function choose(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect keeps its list open for more: leaving the field closes it.
  await page.keyboard.press('Tab');
}

/** Move the calendar to the month of a date with its month buttons. */
async function showMonthOf(page: Page, date: string) {
  const steps = dayjs(date).startOf('month').diff(dayjs().startOf('month'), 'month');
  const button = page.getByRole('button', { name: steps < 0 ? 'Previous month' : 'Next month' });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(page.getByRole('heading', { level: 2, name: dayjs(date).format('MMMM YYYY') })).toBeVisible();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('compliance as an Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('generate from the screen, see the calendar, file one with its PDF, read the board, extend one', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const client = await clientWithProfile(request, `Indrayani Polymers ${Date.now().toString(36)} Pvt Ltd`);
    const from = dayjs().subtract(2, 'month').format(ISO);
    const to = dayjs().add(3, 'month').format(ISO);
    const expected = obligationsBetween(client.profile, from, to).length;
    expect(expected).toBeGreaterThan(4);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/\/compliance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    await expect(
      page.getByText('a due date that falls on a Sunday or a holiday stays as it is'),
    ).toBeVisible();

    // Generate: today to three months ahead by default; from two months back for this client.
    await page.getByRole('button', { name: 'Generate' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate compliance tasks' });
    await expect(generate.getByLabel('Due from')).toHaveValue(typedDate(today()));
    await expect(generate.getByLabel('Due to')).toHaveValue(typedDate(to));
    await generate.getByLabel('Due from').fill(typedDate(from));
    await choose(page, generate.getByLabel('Clients'), client.name.slice(0, 18), client.name);
    // Saving the profile already generated the months ahead (the profile is followed at once).
    const already = (await calendarOf(request, { from, to, clientId: client.id })).items.length;
    expect(already).toBeGreaterThan(0);
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate.getByText(`${expected - already} created, ${already} already there`)).toBeVisible();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate.getByText(`0 created, ${expected} already there`)).toBeVisible();
    await generate.getByRole('button', { name: 'Close' }).last().click();

    const generated = (await calendarOf(request, { from, to, clientId: client.id })).items;
    expect(generated).toHaveLength(expected);
    expect(generated.every((item) => item.taskId)).toBe(true);
    const byDue = (a: CalendarItem, b: CalendarItem) => a.dueDate.localeCompare(b.dueDate);
    const overdue = generated.filter((i) => i.code === 'GSTR-3B' && i.status === 'overdue').sort(byDue)[0];
    const open = generated.filter((i) => i.code === 'GSTR-3B' && i.status === 'open').sort(byDue)[0];
    if (!overdue || !open) throw new Error('expected an overdue and an open GSTR-3B');

    // The calendar of the overdue item's month, for this client: the counts match the API's.
    await choose(
      page,
      page.getByRole('combobox', { name: 'Client', exact: true }),
      client.name.slice(0, 18),
      client.name,
    );
    await showMonthOf(page, overdue.dueDate);
    const month = dayjs(overdue.dueDate);
    const answer = await calendarOf(request, {
      from: month.startOf('month').format(ISO),
      to: month.endOf('month').format(ISO),
      clientId: client.id,
    });
    await expect(page.getByTestId('count-overdue')).toContainText(String(answer.counts.overdue));
    await expect(page.getByTestId('count-dueThisWeek')).toContainText(String(answer.counts.dueThisWeek));
    const listRow = page.getByRole('row').filter({ hasText: overdue.title });
    await expect(listRow).toContainText('Overdue');
    await expect(listRow).toContainText(overdue.periodLabel);
    await expect(listRow).toContainText(dayText(overdue.dueDate));
    await screenshot(page, 'compliance-calendar-desktop');

    // By keyboard: from the day before, the right arrow reaches the due date; Enter opens its list.
    await page.locator(`[data-date="${month.subtract(1, 'day').format(ISO)}"]`).focus();
    await page.keyboard.press('ArrowRight');
    const dueCell = page.locator(`[data-date="${overdue.dueDate}"]`);
    await expect(dueCell).toBeFocused();
    await expect(dueCell).toHaveAccessibleName(/1 overdue/);
    await page.keyboard.press('Enter');
    const day = page.getByRole('dialog', { name: `Due on ${month.format('ddd D MMM YYYY')}` });
    await expect(day.getByRole('row').filter({ hasText: overdue.title })).toBeVisible();
    await day.getByRole('button', { name: `Record filing of ${overdue.title} for ${client.name}` }).click();

    // Filing proof: a GST ARN is 15 characters; filed today, after the due date, it is late.
    const filing = page.getByRole('dialog', { name: 'Record the filing' });
    await expect(filing.getByLabel('Filing date')).toHaveValue(typedDate(today()));
    await filing.getByRole('textbox', { name: 'ARN', exact: true }).fill('AA27112');
    await filing.getByRole('button', { name: 'Record filing' }).click();
    await expect(filing.getByText(COMPLIANCE_MESSAGES.gstArn)).toBeVisible();
    const arn = `AA27${digits(10)}Z`;
    await filing.getByRole('textbox', { name: 'ARN', exact: true }).fill(arn);
    await filing
      .locator('input[type=file]')
      .setInputFiles({ name: 'ack.pdf', mimeType: 'application/pdf', buffer: PDF });
    await screenshot(page, 'compliance-filing-dialog');
    await filing.getByRole('button', { name: 'Record filing' }).click();
    await expect(page.getByText(`Filing recorded for ${overdue.title}`)).toBeVisible();
    await expect(filing).toHaveCount(0);
    await expect(listRow).toContainText('Filed late');
    await expect(listRow).toContainText(arn);
    const filed = (await calendarOf(request, { from, to, clientId: client.id })).items.find(
      (i) => i.id === overdue.id,
    );
    expect(filed).toMatchObject({ status: 'filed-late', arn, filedOn: today(), hasAcknowledgement: true });

    const download = page.waitForEvent('download');
    await listRow
      .getByRole('button', { name: `Download the acknowledgement of ${overdue.title} for ${client.name}` })
      .click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The calendar's export, for the same filters.
    const calendarExport = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const calendarFile = await calendarExport;
    expect(calendarFile.suggestedFilename()).toMatch(/\.xlsx$/);
    const calendarSheet = XLSX.read(readFileSync(await calendarFile.path()));
    const calendarText = XLSX.utils.sheet_to_csv(
      calendarSheet.Sheets[calendarSheet.SheetNames[0] ?? ''] ?? {},
    );
    expect(calendarText).toContain(client.name);

    // The status board: GSTR-3B for the year of the filed period, the client's row in words.
    const year = financialYearOfPeriod(overdue.period) ?? '';
    await page.getByRole('tab', { name: 'Status board' }).click();
    await expect(page).toHaveURL(/\/compliance\/board$/);
    await expect(page.getByRole('combobox', { name: 'Form', exact: true })).toHaveValue('GSTR-3B');
    await page.getByRole('combobox', { name: 'Financial year' }).click();
    await page.getByRole('option', { name: `FY ${year}`, exact: true }).click();
    const boardRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: client.name }) });
    await expect(boardRow).toContainText('Filed late');
    if (financialYearOfPeriod(open.period) === year) await expect(boardRow).toContainText('Open');
    const board = await apiGet<BoardAnswer>(request, `compliance/board?code=GSTR-3B&financialYear=${year}`);
    expect(board.rows.find((r) => r.clientId === client.id)?.cells[overdue.period]?.status).toBe(
      'filed-late',
    );
    await screenshot(page, 'compliance-board-desktop');
    const boardExport = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const boardFile = await boardExport;
    expect(boardFile.suggestedFilename()).toMatch(/\.xlsx$/);

    // On a phone the board scrolls sideways with the client column held in place.
    await page.setViewportSize({ width: 390, height: 844 });
    const clientHeader = boardRow.getByRole('rowheader');
    const before = await clientHeader.boundingBox();
    await page.getByRole('region', { name: /^Status board of/ }).evaluate((el) => {
      el.scrollLeft = 400;
    });
    const after = await clientHeader.boundingBox();
    expect(Math.abs((after?.x ?? 99) - (before?.x ?? 0))).toBeLessThan(3);
    await screenshot(page, 'compliance-board-phone');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.locator(`[data-date="${overdue.dueDate}"]`)).toBeVisible();
    await screenshot(page, 'compliance-calendar-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Extend the next open GSTR-3B of this client by ten days with the notification's note.
    const newDue = dayjs(open.dueDate).add(10, 'day').format(ISO);
    const note = `Notification ${digits(2)}/2026-Central Tax`;
    await page.getByRole('tab', { name: 'Extensions' }).click();
    await page.getByRole('button', { name: 'Extend due date' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend due date' });
    await choose(page, extend.getByRole('combobox', { name: 'Form', exact: true }), 'GSTR-3B', 'GSTR-3B');
    await extend.getByRole('combobox', { name: 'Financial year' }).click();
    await page.getByRole('option', { name: `FY ${financialYearOfPeriod(open.period)}`, exact: true }).click();
    await extend.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: periodLabel(open.period) ?? '', exact: true }).click();
    await extend.getByLabel('New due date').fill(typedDate(newDue));
    await extend.getByLabel('Note').fill(note);
    await choose(page, extend.getByLabel('Clients'), client.name.slice(0, 18), client.name);
    await extend.getByRole('button', { name: 'Extend' }).click();
    await expect(extend.getByText(`1 open item moved to ${dayText(newDue)}`)).toBeVisible();
    await extend.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('row').filter({ hasText: note })).toContainText(dayText(newDue));
    const moved = (
      await calendarOf(request, { from, to: dayjs(to).add(1, 'month').format(ISO), clientId: client.id })
    ).items.find((i) => i.id === open.id);
    expect(moved).toMatchObject({ dueDate: newDue, originalDueDate: open.dueDate, extensionNote: note });

    // The calendar list says so beside the new date.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'This month' }).click();
    await showMonthOf(page, newDue);
    await expect(page.getByRole('row').filter({ hasText: open.title })).toContainText(
      `Extended to ${dayText(newDue)} (${note})`,
    );
  });

  test('completing a generated task in the task grid asks for the filing first', async ({
    page,
    request,
  }) => {
    const client = await clientWithProfile(request, `Bhima Sugar ${Date.now().toString(36)} Pvt Ltd`);
    await apiSend(request, 'post', 'compliance/generate', {
      from: today(),
      to: dayjs().add(2, 'month').format(ISO),
      clientIds: [client.id],
    });
    const { tasks } = await apiGet<{
      tasks: {
        id: string;
        task: string;
        status: string;
        dueDate: string;
        compliance?: { itemId: string; filedOn: string | null } | null;
      }[];
    }>(request, `tasks?scope=all&search=${encodeURIComponent(client.name)}&limit=50`);
    // The soonest due: its period has begun, so it can be filed today.
    const task = tasks
      .filter((t) => t.compliance && !t.compliance.filedOn)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    if (!task?.compliance) throw new Error('expected a generated task with its compliance item');

    await page.goto(`/all-tasks?q=${encodeURIComponent(client.name)}`);
    const status = page
      .locator('[role=row]')
      .filter({ hasText: task.task })
      .locator('[col-id="status"]')
      .first();
    await expect(status).toHaveText(task.status);
    const complete = async () => {
      await status.click();
      await page.keyboard.press('Enter');
      await page.keyboard.type('Completed', { delay: 30 });
      await page.keyboard.press('Enter');
    };

    // Closing the dialog saves nothing.
    await complete();
    const filing = page.getByRole('dialog', { name: 'Record the filing' });
    await expect(filing.getByText(task.task)).toBeVisible();
    await filing.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveText(task.status);
    expect((await apiGet<{ task: { status: string } }>(request, `tasks/${task.id}`)).task.status).toBe(
      task.status,
    );

    // Recording the filing completes the task.
    await complete();
    const arn = `AA27${digits(10)}Z`;
    await filing.getByRole('textbox', { name: 'ARN', exact: true }).fill(arn);
    await filing.getByRole('button', { name: 'Record filing' }).click();
    await expect
      .poll(async () => (await apiGet<{ task: { status: string } }>(request, `tasks/${task.id}`)).task.status)
      .toBe('Completed');
    await expect(status).toHaveText('Completed');
    const item = (
      await calendarOf(request, {
        // Saving the profile back-filled the year: the soonest unfiled item may be past due.
        from: task.dueDate,
        to: dayjs().add(2, 'month').format(ISO),
        clientId: client.id,
      })
    ).items.find((i) => i.id === task.compliance?.itemId);
    // Filed today: on time, or late for a back-filled item past due.
    expect(item).toMatchObject({ arn, filedOn: today(), status: expect.stringMatching(/^filed/) });
  });

  test('the daily digest is opted into on the profile page', async ({ page, request }) => {
    await page.goto('/profile/account-details');
    const digest = page.getByRole('switch', { name: 'Email me a daily digest of my compliance items' });
    await expect(digest).not.toBeChecked();
    await digest.check();
    await expect(page.getByText('Daily digest turned on')).toBeVisible();
    const verify = await apiGet<{ user: { complianceDigest: boolean } }>(request, 'auth/verify');
    expect(verify.user.complianceDigest).toBe(true);
    await page.reload();
    await expect(digest).toBeChecked();
    await digest.uncheck();
    await expect(page.getByText('Daily digest turned off')).toBeVisible();
    expect(
      (await apiGet<{ user: { complianceDigest: boolean } }>(request, 'auth/verify')).user.complianceDigest,
    ).toBe(false);
  });
});

test('a Team Member reaches the calendar by shortcut and sees only their items, without Generate', async ({
  page,
  request,
}) => {
  await signIn(page, 'member@demo.test');
  await page.keyboard.press('Control+Alt+7');
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Status board' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Extensions' })).toHaveCount(0);

  const me = (await apiGet<{ user: { id: string } }>(request, 'auth/verify', 'member@demo.test')).user;
  const fy = financialYearRange(today());
  const { items } = await apiGet<CalendarAnswer>(
    request,
    `compliance/calendar?from=${fy.from}&to=${fy.to}`,
    'member@demo.test',
  );
  expect(items.every((item) => item.assigneeId === me.id)).toBe(true);

  // The shortcut is listed in the help.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: /Keyboard Shortcuts/ });
  await help.getByRole('tab', { name: /Navigation/ }).click();
  await expect(help.getByText('Go to Compliance')).toBeVisible();
});

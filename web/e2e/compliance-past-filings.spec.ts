// A practice's first week: what was already filed this year recorded at once. Three items of a
// client ticked in the calendar's list and marked filed together, each with its acknowledgement
// under its own portal's name (ARN for GST, acknowledgement number for a TDS challan); and a
// file of past filings imported after its preview. Each step checked through the API.

import {
  type CalendarAnswer,
  type CalendarItem,
  COMPLIANCE_MESSAGES,
  type ComplianceProfile,
  financialYearOfPeriod,
  gstinCheckChar,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, signIn, typedDate } from './helpers';

const ISO = 'YYYY-MM-DD';
const SHOTS = '/work/wt/shots/filings';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) =>
  Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const gstArn = () => `AA27${digits(10)}Z`;

/** A Maharashtra company filing GST monthly and deducting TDS: GSTR-1, GSTR-3B and a TDS challan a month. */
function profile(): ComplianceProfile {
  const pan = `${letters(3)}C${letters(1)}${digits(4)}${letters(1)}`;
  const first14 = `27${pan}1Z`;
  return {
    entityType: 'company',
    pan,
    gstin: `${first14}${gstinCheckChar(first14)}`,
    gstFrequency: 'monthly',
    gstAnnualReturn: false,
    gstReconciliation: false,
    tan: `PNE${letters(1)}${digits(5)}${letters(1)}`,
    tdsForms: [],
    advanceTax: 'none',
    taxAudit: false,
    transferPricing: false,
    businessIncome: true,
    agmDate: null,
    dpt3: false,
    directors: [],
    contacts: [],
  };
}

/** A new client with that profile and its items of last month generated, through the API. */
async function clientWithLastMonth(request: APIRequestContext, name: string) {
  const given = profile();
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name,
    address: 'Plot 7, Chakan MIDC, Pune 410501',
    gst: given.gstin,
  });
  await apiSend(request, 'put', `clients/${client.id}/compliance`, given);
  const lastMonth = dayjs().subtract(1, 'month');
  const range = { from: lastMonth.startOf('month').format(ISO), to: lastMonth.endOf('month').format(ISO) };
  await apiSend(request, 'post', 'compliance/generate', { ...range, clientIds: [client.id] });
  const { items } = await apiGet<CalendarAnswer>(
    request,
    `compliance/calendar?${new URLSearchParams({ ...range, clientId: client.id })}`,
  );
  return { id: client.id, name, items, range };
}

async function openCalendarOfLastMonth(page: Page, clientName: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  const clientFilter = page.getByRole('combobox', { name: 'Client', exact: true });
  await clientFilter.click();
  await clientFilter.fill(clientName.slice(0, 20));
  await page.getByRole('option', { name: clientName, exact: true }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: dayjs().subtract(1, 'month').format('MMMM YYYY') }),
  ).toBeVisible();
}

const byCode = (items: CalendarItem[], code: string) => {
  const item = items.find((i) => i.code === code);
  if (!item) throw new Error(`no ${code} item last month`);
  return item;
};

test.describe('recording past filings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('ticks three items in the calendar list and marks them filed at once', async ({ page, request }) => {
    test.setTimeout(120_000);
    const client = await clientWithLastMonth(request, `Bhima Castings ${Date.now().toString(36)} Pvt Ltd`);
    const [gstr1, gstr3b, tds] = ['GSTR-1', 'GSTR-3B', 'TDS-PAYMENT'].map((code) =>
      byCode(client.items, code),
    );
    if (!gstr1 || !gstr3b || !tds) throw new Error('expected three items');
    await openCalendarOfLastMonth(page, client.name);

    for (const item of [gstr1, gstr3b, tds])
      await page.getByRole('checkbox', { name: `Select ${item.title} for ${client.name}` }).check();
    await page.getByRole('button', { name: 'Mark 3 filed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark 3 filed' });
    // Each number is named as its portal names it.
    await expect(dialog.locator('label').filter({ hasText: /^ARN/ })).toHaveCount(2);
    await expect(dialog.locator('label').filter({ hasText: /^Acknowledgement number/ })).toHaveCount(1);
    await expect(dialog.getByLabel('Same date for all')).toBeChecked();
    const filedOn = dayjs(client.range.from).add(4, 'day').format(ISO);
    await dialog.getByLabel('Filing date').fill(typedDate(filedOn));
    const numberOf = (item: CalendarItem, label: string) =>
      dialog.getByRole('textbox', { name: `${label} of ${item.title} for ${client.name}` });
    const arn1 = gstArn();
    const arn3b = gstArn();
    const challan = `0510308${digits(5)}${digits(5)}`;
    await numberOf(gstr1, 'ARN').fill('AA27SHORT');
    await numberOf(gstr3b, 'ARN').fill(arn3b);
    await numberOf(tds, 'Acknowledgement number').fill(challan);
    await dialog.getByRole('button', { name: 'Mark 3 filed' }).click();
    await expect(dialog.getByText(COMPLIANCE_MESSAGES.gstArn)).toBeVisible();
    await numberOf(gstr1, 'ARN').fill(arn1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/bulk-filing-dialog-1440.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/bulk-filing-dialog-390.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Mark 3 filed' }).click();
    // Three tasks completed in one transaction: a busy machine may take a while.
    await expect(page.getByText('3 filings recorded')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toHaveCount(0);

    for (const [item, arn] of [
      [gstr1, arn1],
      [gstr3b, arn3b],
      [tds, challan],
    ] as const) {
      const row = page.getByRole('row').filter({ hasText: item.title });
      await expect(row).toContainText('Filed');
      await expect(row).toContainText(arn);
    }
    await page.screenshot({ path: `${SHOTS}/calendar-list-filed-1440.png`, animations: 'disabled' });
    const { items } = await apiGet<CalendarAnswer>(
      request,
      `compliance/calendar?${new URLSearchParams({ ...client.range, clientId: client.id })}`,
    );
    expect(byCode(items, 'GSTR-1')).toMatchObject({ status: 'filed', filedOn, arn: arn1 });
    expect(byCode(items, 'GSTR-3B')).toMatchObject({ status: 'filed', filedOn, arn: arn3b });
    expect(byCode(items, 'TDS-PAYMENT')).toMatchObject({ status: 'filed', filedOn, arn: challan });
  });

  test('ticks a status board cell and marks it filed', async ({ page, request }) => {
    test.setTimeout(120_000);
    const client = await clientWithLastMonth(request, `Indrayani Forge ${Date.now().toString(36)} Pvt Ltd`);
    const gstr3b = byCode(client.items, 'GSTR-3B');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
    await page.getByRole('tab', { name: 'Status board' }).click();
    await expect(page.getByRole('combobox', { name: 'Form', exact: true })).toHaveValue('GSTR-3B');
    await page.getByRole('combobox', { name: 'Financial year' }).click();
    await page
      .getByRole('option', { name: `FY ${financialYearOfPeriod(gstr3b.period)}`, exact: true })
      .click();
    const boardRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: client.name }) });
    await boardRow
      .getByRole('checkbox', { name: `Select GSTR-3B – ${gstr3b.periodLabel} for ${client.name}` })
      .check();
    await page.screenshot({ path: `${SHOTS}/board-ticked-1440.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'Mark 1 filed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark 1 filed' });
    const filedOn = dayjs(gstr3b.dueDate).format(ISO);
    await dialog.getByLabel('Filing date').fill(typedDate(filedOn));
    const arn = gstArn();
    await dialog
      .getByRole('textbox', { name: `ARN of GSTR-3B – ${gstr3b.periodLabel} for ${client.name}` })
      .fill(arn);
    await dialog.getByRole('button', { name: 'Mark 1 filed' }).click();
    await expect(page.getByText('Filing recorded', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(boardRow).toContainText(`Filed ${dayjs(filedOn).format('D MMM')}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/board-filed-390.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 1440, height: 900 });
    const { items } = await apiGet<CalendarAnswer>(
      request,
      `compliance/calendar?${new URLSearchParams({ ...client.range, clientId: client.id })}`,
    );
    expect(byCode(items, 'GSTR-3B')).toMatchObject({ status: 'filed', filedOn, arn });
  });

  test('imports a file of past filings after its preview', async ({ page, request }) => {
    test.setTimeout(120_000);
    const client = await clientWithLastMonth(request, `Pavana Dyes ${Date.now().toString(36)} Pvt Ltd`);
    const gstr3b = byCode(client.items, 'GSTR-3B');
    const filedOn = dayjs(gstr3b.dueDate).subtract(1, 'day');
    const arn = gstArn();
    const csv = [
      'Client,Form,Period,Filed on,ARN',
      `${client.name},GSTR-3B,${gstr3b.periodLabel},${filedOn.format('DD/MM/YYYY')},${arn}`,
      `No Such Client Ltd,GSTR-3B,${gstr3b.periodLabel},${filedOn.format('DD/MM/YYYY')},${gstArn()}`,
    ].join('\n');
    await openCalendarOfLastMonth(page, client.name);
    await page.getByRole('button', { name: 'Import past filings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import past filings' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'past-filings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('1 ready')).toBeVisible();
    await expect(dialog.getByText("No client named 'No Such Client Ltd'")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/import-preview-1440.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/import-preview-390.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Record 1 filing' }).click();
    await expect(page.getByText('Filing recorded', { exact: true })).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: gstr3b.title });
    await expect(row).toContainText(arn);
    const { items } = await apiGet<CalendarAnswer>(
      request,
      `compliance/calendar?${new URLSearchParams({ ...client.range, clientId: client.id })}`,
    );
    expect(byCode(items, 'GSTR-3B')).toMatchObject({ status: 'filed', arn, filedOn: filedOn.format(ISO) });
  });
});

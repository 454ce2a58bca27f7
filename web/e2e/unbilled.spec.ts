// The unbilled queue driven as a person would: finished work appears with its suggested amount
// (the practice's hourly rate × TT), becomes a draft invoice, or is written off with a reason.

import type { WriteOffRow } from '@practice-desk/contracts';
import { type APIRequestContext, expect, test } from './fixtures';
import {
  apiGet,
  apiSend,
  expectToast,
  invoiceRowOf,
  type NumberedInvoice,
  screenshot,
  signIn,
} from './helpers';

const stamp = () => Date.now().toString(36);

/** A task of the client with `minutes` logged, then Completed. */
async function finishedTask(request: APIRequestContext, client: string, subTask: string, minutes: number) {
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client,
    task: 'Bookkeeping',
    subTask,
  });
  await apiSend(request, 'post', `tasks/${task.id}/time-entries`, { minutes });
  await apiSend(request, 'put', `tasks/${task.id}`, { status: 'Completed' });
  return task.id;
}

test('unbilled work: see the suggestion, draft the invoice, write off another', async ({ page, request }) => {
  // Drafting, then writing off, each wait for the server; on a busy machine that passes a minute.
  test.setTimeout(120_000);
  const id = stamp();
  const [subA, subB] = [`Ledger A-${id}`, `Ledger B-${id}`];
  await apiSend(request, 'put', 'invoicing/rates/hourly', { hourlyRate: '1200' });
  const clientName = `Unbilled Traders ${id}`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: clientName,
    address: 'Office 7, Baner, Pune 411045',
    stateCode: '27',
  });
  await finishedTask(request, client.id, subA, 90);
  const taskB = await finishedTask(request, client.id, subB, 30);

  await signIn(page, 'admin@demo.test', { to: '/invoicing/pending' });
  await page.getByRole('tab', { name: /^Unbilled/ }).click();
  await expect(page).toHaveURL(/\/invoicing\/unbilled$/);
  await expect(page.getByText(/unbilled for 30 days or more/)).toBeVisible();
  await screenshot(page, 'unbilled-top');
  const group = page.getByRole('region', { name: `Unbilled work of ${clientName}` });
  await expect(group.getByRole('row').filter({ hasText: subA })).toContainText('0 days');
  // 1,200 an hour × 1 h 30 min.
  await expect(group.getByRole('textbox', { name: `Amount for Bookkeeping – ${subA}` })).toHaveValue(
    '1800.00',
  );
  await expect(group.getByRole('textbox', { name: `Amount for Bookkeeping – ${subB}` })).toHaveValue(
    '600.00',
  );
  await group.scrollIntoViewIfNeeded();
  await screenshot(page, 'unbilled-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await group.scrollIntoViewIfNeeded();
  await screenshot(page, 'unbilled-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Draft: the suggested amount becomes the invoice line's rate.
  await group.getByRole('checkbox', { name: new RegExp(subA) }).check();
  await expect(page.getByText('1 task(s) selected')).toBeVisible();
  await page.getByRole('button', { name: 'Create draft invoices' }).click();
  // The notice names the new invoice: a draft, without a number until it is issued.
  const notice = page.getByRole('status', { name: 'Invoice generated' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Draft');
  await expect(group.getByRole('row').filter({ hasText: subA })).toBeHidden();
  const generated = (
    await apiGet<{ invoices: NumberedInvoice[] }>(request, 'invoices?status=generated&limit=200')
  ).invoices;
  const invoice = generated.find((i) => i.items.some((line) => line.description.includes(subA)));
  if (!invoice) throw new Error('no draft invoice');
  expect(invoice).toMatchObject({ status: 'Generated', clientName });
  expect(Number(invoice.subtotal)).toBe(1800);
  await page.getByRole('tab', { name: 'Invoices Generated' }).click();
  await expect(invoiceRowOf(page, invoice)).toBeVisible();

  // Write off the other, with a reason kept for the report.
  await page.getByRole('tab', { name: /^Unbilled/ }).click();
  await group.getByRole('checkbox', { name: new RegExp(subB) }).check();
  await page.getByRole('button', { name: 'Write off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write off unbilled work' });
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(dialog.getByText('Give a reason for the write-off')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Courtesy review, not billable');
  await screenshot(page, 'unbilled-write-off');
  await expectToast(page, 'Task written off', () =>
    dialog.getByRole('button', { name: 'Write off' }).click(),
  );
  await expect(page.getByRole('region', { name: `Unbilled work of ${clientName}` })).toBeHidden({
    timeout: 20_000,
  });
  const { writeOffs } = await apiGet<{ writeOffs: WriteOffRow[] }>(request, 'invoicing/write-offs');
  expect(writeOffs.find((w) => w.taskId === taskB)).toMatchObject({
    reason: 'Courtesy review, not billable',
    suggestedAmount: '600.00',
  });

  // The write-offs register: on screen, and as a workbook.
  await page.getByRole('button', { name: 'Show written-off work' }).click();
  const register = page.getByRole('region', { name: 'Written-off work' });
  const written = register.getByRole('row').filter({ hasText: subB });
  await expect(written).toContainText('Courtesy review, not billable');
  await expect(written).toContainText('₹600.00');
  await expect(written).toContainText('Anita Deshpande');
  await written.scrollIntoViewIfNeeded();
  await screenshot(page, 'unbilled-write-offs-1440');
  const download = page.waitForEvent('download');
  await register.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^write-offs-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await written.scrollIntoViewIfNeeded();
  await screenshot(page, 'unbilled-write-offs-390');
});

test('an Admin sets the rates: hourly rate, a person’s billing and cost rates, a client’s template fee', async ({
  page,
  request,
}) => {
  const id = stamp();
  const clientName = `Fee Client ${id}`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: clientName,
    address: 'Kothrud, Pune',
    stateCode: '27',
  });
  const { template } = await apiSend<{ template: { id: string; name: string } }>(
    request,
    'post',
    'config/task-templates',
    { name: `Tax audit ${id}`, subTasks: ['Form 3CD'], defaultEstimatedTime: 60 },
  );
  await signIn(page, 'admin@demo.test');

  await page.goto('/configurations/invoices');
  await page.getByLabel('Hourly rate (₹)').fill('1750.5');
  await page.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByText('Rates saved')).toBeVisible();

  await page.goto('/configurations/users');
  const rates = page.getByRole('table', { name: 'Hourly rates' });
  const member = rates
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: /^Billing rate of / }) });
  const first = member.first();
  const name = (await first.getByRole('cell').first().textContent()) ?? '';
  await first.getByRole('textbox', { name: `Billing rate of ${name}` }).fill('2000');
  await first.getByRole('textbox', { name: `Cost rate of ${name}` }).fill('800.25');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rates saved').first()).toBeVisible();
  await screenshot(page, 'unbilled-user-rates');

  await page.goto('/configurations/clients');
  await page.getByLabel('Search clients').fill(clientName);
  await page.getByRole('button', { name: `Edit ${clientName}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Client' });
  const fees = drawer.getByRole('group', { name: 'Fees per task template' });
  await fees.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: template.name }).click();
  await fees.getByLabel('Fee (₹)').fill('15000');
  await fees.getByRole('button', { name: 'Set fee' }).click();
  await expect(fees.getByRole('cell', { name: '₹15,000.00' })).toBeVisible();
  await fees.scrollIntoViewIfNeeded();
  await screenshot(page, 'unbilled-client-fees');

  const saved = await apiGet<{
    hourlyRate: string;
    users: { name: string; billingRate: string; costRate: string }[];
  }>(request, 'invoicing/rates');
  expect(saved.hourlyRate).toBe('1750.50');
  expect(saved.users.find((u) => u.name === name)).toMatchObject({
    billingRate: '2000.00',
    costRate: '800.25',
  });
  expect((await apiGet<{ fees: unknown[] }>(request, `clients/${client.id}/fees`)).fees).toEqual([
    { templateId: template.id, templateName: template.name, fee: '15000.00' },
  ]);
});

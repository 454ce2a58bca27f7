// Money before the invoice and fees that recur: record an advance for a client (its receipt
// voucher downloaded), adjust it against the client's draft invoice and see the balance fall by
// it, then set up a monthly retainer for the same client.
import { readFileSync } from 'node:fs';
import { type AdvanceRow, invoiceFileName } from '@practice-desk/contracts';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, invoiceRowOf, type NumberedInvoice, screenshot, signIn } from './helpers';

const CLIENT = 'Kulkarni Textiles';

async function draftFor(request: APIRequestContext, clientId: string): Promise<NumberedInvoice> {
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: clientId,
    task: 'Statutory Audit',
    subTask: `Audit ADV-${Date.now().toString(36)}`,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${task.id}/quotation`, { amount: '10000', remarks: 'Audit fee' });
  const { invoices } = await apiSend<{ invoices: NumberedInvoice[] }>(
    request,
    'post',
    'invoices/generate-from-tasks',
    {
      taskIds: [task.id],
    },
  );
  const [invoice] = invoices;
  if (!invoice) throw new Error('generation failed');
  return invoice;
}

async function chooseClient(page: Page) {
  await page.getByRole('combobox', { name: 'Client' }).fill('Kulkarni');
  await page.getByRole('option', { name: CLIENT }).click();
}

test('an advance is recorded, adjusted against a draft, and a retainer is set up', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent(CLIENT)}`,
  );
  const client = clients.find((c) => c.name === CLIENT);
  if (!client) throw new Error(`no demo client ${CLIENT}`);

  // Record advance: ₹5,900 received, GST inside it.
  await page.goto('/invoicing/advances');
  await expect(page.getByRole('tab', { name: 'Advances & Retainers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await chooseClient(page);
  await page.getByRole('button', { name: 'Record advance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record advance' });
  await dialog.getByLabel('Amount received').fill('5900');
  await dialog.getByLabel('Reference').fill('UTR 88120');
  await dialog.getByLabel('For (description of service)').fill('Statutory audit, advance fee');
  await screenshot(page, 'advance-record');
  await dialog.getByRole('button', { name: 'Record advance' }).click();
  await expect(
    page.getByText(/^Advance recorded; receipt voucher RV\/\d{2}-\d{2}\/\d{3} issued$/),
  ).toBeVisible();
  const { advances } = await apiGet<{ advances: AdvanceRow[] }>(request, `clients/${client.id}/advances`);
  const [advance] = advances;
  if (!advance) throw new Error('no advance recorded');
  expect(advance).toMatchObject({ amount: '5900.00', taxableAmount: '5000.00', unadjustedAmount: '5900.00' });
  const table = page.getByRole('table', { name: 'Advances received' });
  await expect(table.getByRole('row').filter({ hasText: advance.voucherNumber })).toContainText('₹5,900.00');
  await screenshot(page, 'advances-tab');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: `Download ${advance.voucherNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(invoiceFileName(advance.voucherNumber));
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Adjust it against a draft of ₹11,800: the balance falls to ₹5,900.
  const invoice = await draftFor(request, client.id);
  await page.goto('/invoicing/generated');
  await invoiceRowOf(page, invoice).getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: `Invoice for ${CLIENT}` });
  await detail.getByRole('button', { name: 'Adjust advance' }).click();
  await detail.getByLabel('Advance', { exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${advance.voucherNumber.replaceAll('/', '\\/')}`) })
    .click();
  await expect(detail.getByLabel('Amount to adjust')).toHaveValue('5900.00');
  await detail.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(page.getByText(`Advance ${advance.voucherNumber} adjusted against the invoice`)).toBeVisible();
  const adjusted = detail.getByRole('table', { name: 'Advances adjusted' });
  await expect(adjusted).toContainText(`Less: advance received vide ${advance.voucherNumber}`);
  await expect(adjusted.getByRole('row').filter({ hasText: 'Balance due' })).toContainText('₹5,900.00');
  await adjusted.scrollIntoViewIfNeeded();
  await screenshot(page, 'advance-adjusted');
  const after = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(after).toMatchObject({
    totalAmount: '11800.00',
    advanceAdjustedAmount: '5900.00',
    balance: '5900.00',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await adjusted.scrollIntoViewIfNeeded();
  await screenshot(page, 'advance-adjusted-mobile');
  await page.keyboard.press('Escape');

  // A monthly retainer for the same client.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/invoicing/advances');
  await chooseClient(page);
  await page.getByRole('button', { name: 'Add retainer' }).click();
  const form = page.getByRole('dialog', { name: 'Add retainer' });
  await form.getByLabel('Amount (before GST)').fill('15000');
  await form.getByLabel('Description').fill('Monthly accounting retainer');
  await form.getByLabel('Day of issue').fill('5');
  await form.getByRole('switch', { name: "Send automatically to the client's e-mail" }).press('Space');
  await screenshot(page, 'retainer-form');
  await form.getByRole('button', { name: 'Save retainer' }).click();
  await expect(page.getByText('Retainer saved')).toBeVisible();
  const retainers = page.getByRole('table', { name: 'Client retainers' });
  await expect(retainers).toContainText('Monthly accounting retainer');
  await expect(retainers).toContainText('Monthly · day 5 · sent automatically');
  await expect(retainers).toContainText('₹15,000.00');
  await screenshot(page, 'retainers-tab');
  await page.setViewportSize({ width: 390, height: 844 });
  // Opened on a phone, the tab bar shows the open tab, not the first ones.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Advances & Retainers' })).toBeInViewport();
  await screenshot(page, 'advances-tab-mobile');
});

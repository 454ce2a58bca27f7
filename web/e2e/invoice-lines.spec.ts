// Invoices with several lines (issue 18): generate from a pending task, add an expense paid for
// the client (reimbursement, no GST) and a discounted free-text line with the keyboard, see the
// totals follow, download the PDF; once Sent the lines are no longer editable.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { invoiceFileName, paiseOf } from '@practice-desk/contracts';
import { type APIRequestContext, expect, test } from './fixtures';
import { apiGet, apiSend, invoiceRowOf, type NumberedInvoice, screenshot, signIn } from './helpers';

const stamp = () => Date.now().toString(36);

async function kulkarniTask(request: APIRequestContext, subTask: string) {
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent('Kulkarni Textiles')}`,
  );
  const client = clients.find((c) => c.name === 'Kulkarni Textiles');
  if (!client) throw new Error('no demo client Kulkarni Textiles');
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: client.id,
    task: 'Statutory Audit',
    subTask,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${task.id}/quotation`, {
    amount: '10000',
    remarks: 'Fees as agreed',
  });
  return task.id;
}

test('a draft invoice takes a reimbursement and a discounted line, then is read-only once Sent', async ({
  page,
  request,
}) => {
  const subTask = `Audit lines-${stamp()}`;
  await kulkarniTask(request, subTask);
  await signIn(page, 'admin@demo.test');

  // Generate from the Pending tab.
  await page.goto('/invoicing/pending');
  await page.getByRole('row').filter({ hasText: subTask }).getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  const { invoices } = await apiGet<{ invoices: NumberedInvoice[] }>(
    request,
    'invoices?status=generated&limit=200',
  );
  const invoice = invoices.find((i) => i.items.some((l) => l.description.includes(subTask)));
  if (!invoice) throw new Error('the invoice was not generated');

  await page.goto('/invoicing/generated');
  await invoiceRowOf(page, invoice).getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Invoice for Kulkarni Textiles' });
  await expect(view.getByLabel('Description of line 1')).toHaveValue(new RegExp(subTask));

  // An expense paid for the client as a pure agent: a reimbursement, saved with Enter.
  await view.getByRole('button', { name: 'Add line' }).click();
  await view.getByLabel('Description of line 2').fill('ROC filing fee (challan)');
  await view.getByLabel('Kind of line 2').selectOption('reimbursement');
  await view.getByLabel('Rate of line 2').fill('600');
  await expect(view.getByTestId('draft-total')).toHaveText('₹12,400.00'); // live: 10,000 + 18% + 600
  await view.getByLabel('Rate of line 2').press('Enter');
  await expect(page.getByText('Line added')).toBeVisible();
  await expect(view.getByLabel('SAC of line 2')).toHaveValue('');

  // A free-text line, two months less a discount, typed and saved from the keyboard.
  await view.getByRole('button', { name: 'Add line' }).click();
  await view.getByLabel('Description of line 3').fill('Retainer – November 2026');
  await view.getByLabel('Description of line 3').press('Tab'); // to Kind
  await view.getByLabel('Quantity of line 3').fill('2');
  await view.getByLabel('Rate of line 3').fill('5000');
  await view.getByLabel('Discount of line 3').fill('1000');
  await view.getByLabel('Discount of line 3').press('Enter');
  await expect(page.getByText('Line added').last()).toBeVisible();

  // 10,000 + 9,000 taxable, 18% GST 3,420, reimbursement 600: 23,020.00 — the API agrees.
  const totals = view.getByRole('table', { name: 'Totals' });
  await expect(totals).toContainText('Taxable value₹19,000.00');
  await expect(totals).toContainText('Reimbursements (no GST)₹600.00');
  await expect(view.getByTestId('draft-total')).toHaveText('₹23,020.00');
  await expect
    .poll(
      async () =>
        (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice.totalAmount,
    )
    .toBe('23020.00');
  const saved = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(saved.items.map((i) => [i.kind, i.amount, i.discount])).toEqual([
    ['service', '10000.00', '0.00'],
    ['reimbursement', '600.00', '0.00'],
    ['service', '9000.00', '1000.00'],
  ]);
  expect(paiseOf(saved.reimbursements)).toBe(60000);
  // The editor's cells are labelled and usable by keyboard and screen reader (no serious axe finding).
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id),
  ).toEqual([]);
  await screenshot(page, 'invoice-lines-editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'invoice-lines-editor-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Download draft PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(invoiceFileName(invoice.invoiceNumber));
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await view.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Sent: the lines are what was issued; no editing is offered.
  await apiSend(request, 'put', `invoices/${invoice.id}/status`, { status: 'Sent' });
  await page.goto('/invoicing/sent');
  await invoiceRowOf(page, invoice).getByRole('button', { name: 'View' }).click();
  await expect(view.getByRole('table', { name: 'Line items' })).toContainText('Retainer – November 2026');
  await expect(view.getByRole('table', { name: 'Line items' })).toContainText('Reimbursement');
  await expect(view.getByRole('button', { name: 'Add line' })).toHaveCount(0);
  await expect(view.getByLabel('Description of line 1')).toHaveCount(0);
  await screenshot(page, 'invoice-lines-sent');
});

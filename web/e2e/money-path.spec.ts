// From finished work to cash, as a practice's Admin does it in one sitting: finished work waits in
// Unbilled, becomes a draft invoice, takes an expense paid for the client (a reimbursement), is
// sent, is part paid with TDS deducted, is corrected by a credit note, and the client's statement
// of account ends at what the client still owes.

import { gstinCheckChar } from '@practice-desk/contracts';
import { type APIRequestContext, expect, test } from './fixtures';
import { apiGet, apiSend, expectToast, type NumberedInvoice, screenshot, signIn } from './helpers';

const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

/** A client of the practice's own state with an e-mail, and 2 h of finished work for it. */
async function finishedWork(request: APIRequestContext, clientName: string, subTask: string) {
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: clientName,
    email: 'accounts@shreeganesh.example.test',
    address: 'Plot 12, MIDC Bhosari, Pune 411026',
    gst: GSTIN,
  });
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: client.id,
    task: 'Tax Audit',
    subTask,
  });
  await apiSend(request, 'post', `tasks/${task.id}/time-entries`, { minutes: 120 });
  await apiSend(request, 'put', `tasks/${task.id}`, { status: 'Completed' });
  return client.id;
}

test('unbilled work to a draft with an expense, sent, part paid with TDS, credited, and the statement balances', async ({
  page,
  request,
}) => {
  const id = Date.now().toString(36);
  const clientName = `Shree Ganesh Fabricators ${id}`;
  const subTask = `Form 3CD-${id}`;
  // 1,200 an hour × 2 h = 2,400 suggested.
  await apiSend(request, 'put', 'invoicing/rates/hourly', { hourlyRate: '1200' });
  await finishedWork(request, clientName, subTask);
  await signIn(page, 'admin@demo.test');

  // Unbilled → one draft invoice for the client.
  await page.goto('/invoicing/unbilled');
  // The demo's queue holds some 800 finished tasks by now (its filed returns), shown a few groups
  // at a time in alphabetical order: this client's group, near the end, comes last.
  test.slow();
  const group = page.getByRole('region', { name: `Unbilled work of ${clientName}` });
  await expect(group.getByRole('textbox', { name: `Amount for Tax Audit – ${subTask}` })).toHaveValue(
    '2400.00',
    { timeout: 60_000 },
  );
  await group.getByRole('checkbox', { name: new RegExp(subTask) }).check();
  await expectToast(page, 'Draft invoice created', () =>
    page.getByRole('button', { name: 'Create draft invoices' }).click(),
  );
  const generated = await apiGet<{ invoices: NumberedInvoice[] }>(
    request,
    'invoices?status=generated&limit=200',
  );
  const invoice = generated.invoices.find((i) => i.items.some((line) => line.description.includes(subTask)));
  if (!invoice) throw new Error('no draft invoice for the unbilled work');
  // A draft has no number yet: its row is found by its id.
  const row = () => page.locator(`tr[data-invoice-id="${invoice.id}"]`);

  // The draft takes the ROC challan paid for the client: a reimbursement, outside GST.
  await page.getByRole('tab', { name: 'Invoices Generated' }).click();
  await row().getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: `Invoice for ${clientName}` });
  await detail.getByRole('button', { name: 'Add line' }).click();
  await detail.getByLabel('Description of line 2').fill('ROC filing fee (challan)');
  await detail.getByLabel('Kind of line 2').selectOption('reimbursement');
  await detail.getByLabel('Rate of line 2').fill('600');
  await detail.getByLabel('Rate of line 2').press('Enter');
  await expect(page.getByText('Line added')).toBeVisible();
  // 2,400 + 18% GST (432) + 600 = 3,432.
  await expect(detail.getByTestId('draft-total')).toHaveText('₹3,432.00');
  await screenshot(page, 'money-path-draft');
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Sent by e-mail: the draft is issued as it goes, and takes the next number then.
  await row().getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send Draft' }).getByRole('button', { name: 'Send' }).click();
  // The server's first PDF starts its browser: on a busy machine sending took past 10 s.
  await expect(page.getByText('Invoice sent to accounts@shreeganesh.example.test')).toBeVisible({
    timeout: 30_000,
  });
  const sent = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(sent.invoiceNumber).toMatch(/^INV-\d+$/);

  // Part payment: 1,500 received and 10% of the taxable value (240) deducted as TDS.
  await page.getByRole('tab', { name: 'Invoices Sent' }).click();
  await row().getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment · ${sent.invoiceNumber}` });
  await pay.getByLabel('Amount received').fill('1500');
  await pay.getByRole('button', { name: 'Use ₹240.00' }).click();
  await expect(pay.getByLabel('TDS deducted')).toHaveValue('240.00');
  await expect(pay.getByText('Settles ₹1,740.00 of ₹3,432.00')).toBeVisible();
  await pay.getByLabel('Reference').fill('NEFT UTIB0000042');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(row().getByTestId('invoice-money-status')).toHaveText('Part paid');

  // A credit note of 500 + 18%: the invoice is corrected, never deleted.
  await row().getByRole('button', { name: 'View' }).click();
  await expect(detail.getByText('Balance: ₹1,692.00')).toBeVisible();
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await detail.getByLabel('Taxable value to credit').fill('500');
  await detail.getByLabel('Reason').fill('Fee reduced: Form 3CD annexures not needed');
  await expect(
    detail.getByText('Credit note total ₹590.00 (with tax) · balance after ₹1,102.00'),
  ).toBeVisible();
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(page.getByText(/^Credit note CN\/.+ raised$/)).toBeVisible();
  await expect(detail.getByText('Balance: ₹1,102.00')).toBeVisible();
  await screenshot(page, 'money-path-invoice');
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // What the client owes: the ageing and the statement agree with the invoice.
  await page.goto('/reports/receivables');
  const ageing = page.getByRole('table', { name: 'Receivables by client' });
  await expect(ageing.getByRole('row').filter({ hasText: clientName })).toContainText('₹1,102.00');
  await ageing
    .getByRole('row')
    .filter({ hasText: clientName })
    .getByRole('button', { name: clientName })
    .click();
  const statement = page.getByRole('dialog', { name: `Statement of account – ${clientName}` });
  const entries = statement.getByRole('table', { name: 'Statement of account' });
  for (const kind of ['Invoice', 'Payment', 'TDS deducted', 'Credit note'])
    await expect(entries).toContainText(kind);
  await expect(statement.getByTestId('statement-closing')).toHaveText('₹1,102.00');
  await screenshot(page, 'money-path-statement');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'money-path-statement-390');

  const saved = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(saved).toMatchObject({
    status: 'Sent',
    moneyStatus: 'Part paid',
    totalAmount: '3432.00',
    paidAmount: '1500.00',
    tdsAmount: '240.00',
    balance: '1102.00',
  });
});

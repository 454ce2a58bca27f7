// After sending, an invoice is corrected by a credit note, never reverted: send an invoice, raise a
// credit note for part of it from the invoice's detail, see its number and the balance it leaves,
// download its PDF; Revert is not offered on the sent invoice.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  type CreditNoteRow,
  financialYearOf,
  gstinCheckChar,
  invoiceFileName,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import {
  apiGet,
  apiSend,
  invoiceRowOf,
  kulkarniInvoice,
  type NumberedInvoice,
  screenshot,
  signIn,
} from './helpers';

test('a sent invoice is reduced by a credit note, never reverted', async ({ page, request }) => {
  await signIn(page, 'admin@demo.test');
  const invoice = await kulkarniInvoice(request, `Audit CN-${Date.now().toString(36)}`);
  const row = () => invoiceRowOf(page, invoice);

  // Send it: it moves to Invoices Sent, where Revert is no longer offered.
  await page.goto('/invoicing/generated');
  await expect(row().getByRole('button', { name: 'Revert to pending' })).toBeVisible();
  await row().getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send Draft' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invoice sent to kulkarnitex@gmail.com')).toBeVisible();
  await page.getByRole('tab', { name: 'Invoices Sent' }).click();
  await expect(row()).toBeVisible();
  await expect(row().getByRole('button', { name: 'Revert to pending' })).toHaveCount(0);

  // 10,000 + 9% CGST + 9% SGST = 11,800; a credit of 2,500 taxable comes to 2,950 with tax.
  await row().getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Invoice for Kulkarni Textiles' });
  await expect(detail.getByText('No credit notes.')).toBeVisible();
  await expect(detail.getByRole('button', { name: /revert|delete/i })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await detail.getByLabel('Taxable value to credit').fill('2500');
  await detail.getByLabel('Reason').fill('Fee reduced as agreed after the audit');
  await expect(
    detail.getByText('Credit note total ₹2,950.00 (with tax) · balance after ₹8,850.00'),
  ).toBeVisible();
  await screenshot(page, 'credit-note-form');
  await detail.getByRole('button', { name: 'Raise credit note' }).click();

  // The answer first (its toast), then what the API holds.
  await expect(page.getByText(/^Credit note CN\/.+ raised$/)).toBeVisible();
  const number = new RegExp(`^CN/${financialYearOf(dayjs().format('YYYY-MM-DD'))}/\\d{3}$`);
  const { creditNotes } = await apiGet<{ creditNotes: CreditNoteRow[] }>(
    request,
    `invoices/${invoice.id}/credit-notes`,
  );
  const [note] = creditNotes;
  if (!note) throw new Error('no credit note raised');
  expect(note.creditNoteNumber).toMatch(number);
  expect(note).toMatchObject({
    taxableAmount: '2500.00',
    totalAmount: '2950.00',
    // The draft took its number as it was sent.
    invoiceNumber: (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice
      .invoiceNumber,
  });
  await expect(page.getByText(`Credit note ${note.creditNoteNumber} raised`)).toBeVisible();
  const notes = detail.getByRole('table', { name: 'Credit notes' });
  await expect(notes).toContainText(note.creditNoteNumber);
  await expect(notes).toContainText('₹2,950.00');
  await expect(detail.getByText('Credited: ₹2,950.00')).toBeVisible();
  await expect(detail.getByText('Balance: ₹8,850.00')).toBeVisible();
  await screenshot(page, 'credit-note-listed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notes.getByRole('button', { name: note.creditNoteNumber }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(invoiceFileName(note.creditNoteNumber));
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  const after = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(after.creditedAmount).toBe('2950.00');
  expect(after.balance).toBe('8850.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await detail.getByRole('table', { name: 'Credit notes' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'credit-note-mobile');
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await detail.getByLabel('Taxable value to credit').fill('1000');
  await detail.getByLabel('Reason').scrollIntoViewIfNeeded();
  await screenshot(page, 'credit-note-form-mobile');
  // Per line: the line's part, with its tax, is what the balance drops by (8,850 − 590).
  await detail.getByText('Per line').click();
  await detail.getByRole('textbox', { name: /^Credit for / }).fill('500');
  await expect(
    detail.getByText('Credit note total ₹590.00 (with tax) · balance after ₹8,260.00'),
  ).toBeVisible();
  await screenshot(page, 'credit-note-lines-mobile');
});

test('a two-rate invoice, two credit notes and a payment with TDS: the receipt and the statement agree', async ({
  page,
  request,
}) => {
  // Two notes, a payment and a receipt PDF rendered by Chromium: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const id = Date.now().toString(36);
  const clientName = `Two Rates Traders ${id}`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: clientName,
    email: 'accounts@tworates.example.test',
    address: 'Shop 4, Laxmi Road, Pune 411030',
    gst: `27AAGCT7712Q1Z${gstinCheckChar('27AAGCT7712Q1Z')}`,
  });
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: client.id,
    task: 'GST Returns',
    subTask: `Annual return ${id}`,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${task.id}/quotation`, { amount: '10000', remarks: 'Fee' });
  const { invoices } = await apiSend<{ invoices: NumberedInvoice[] }>(
    request,
    'post',
    'invoices/generate-from-tasks',
    {
      taskIds: [task.id],
    },
  );
  const [draft] = invoices;
  if (!draft?.items[0]) throw new Error('generation failed');
  // 10,000 at 18% and 5,000 at 5%: 15,000 + 1,800 + 250 = 17,050.
  await apiSend(request, 'put', `invoices/${draft.id}/lines/${draft.items[0].id}`, {
    description: 'GST annual return (GSTR-9)',
    rate: '10000',
    gstRateBp: 1800,
  });
  await apiSend(request, 'post', `invoices/${draft.id}/lines`, {
    description: 'Books written up',
    rate: '5000',
    gstRateBp: 500,
  });
  await apiSend(request, 'put', `invoices/${draft.id}/status`, { status: 'Sent' });
  const invoice = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${draft.id}`)).invoice;
  expect(invoice.totalAmount).toBe('17050.00');

  await signIn(page, 'admin@demo.test', { to: '/invoicing/sent' });
  const row = invoiceRowOf(page, invoice);
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: `Invoice for ${clientName}` });

  // A line-wise note on the 18% line: 1,000 + 9% + 9% = 1,180.
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await detail.getByText('Per line').click();
  await detail.getByRole('textbox', { name: 'Credit for GST annual return (GSTR-9)' }).fill('1000');
  await detail.getByLabel('Reason').fill('Annual return: one GSTIN fewer');
  await expect(
    detail.getByText('Credit note total ₹1,180.00 (with tax) · balance after ₹15,870.00'),
  ).toBeVisible();
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(page.getByText(/^Credit note CN\/.+ raised$/)).toBeVisible();
  await expect(detail.getByText('Balance: ₹15,870.00')).toBeVisible();

  // An amount-only note, spread over what is left rate by rate: 642.86 at 18% and 357.14 at 5%,
  // CGST + SGST 57.86 each at 9% and 8.93 each at 2.5% = 1,133.58.
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await detail.getByLabel('Taxable value to credit').fill('1000');
  await detail.getByLabel('Reason').fill('Goodwill discount');
  await expect(
    detail.getByText('Credit note total ₹1,133.58 (with tax) · balance after ₹14,736.42'),
  ).toBeVisible();
  await screenshot(page, 'credit-two-rates-form');
  await detail.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(detail.getByText('Balance: ₹14,736.42')).toBeVisible();
  const { creditNotes } = await apiGet<{ creditNotes: CreditNoteRow[] }>(
    request,
    `invoices/${invoice.id}/credit-notes`,
  );
  expect(creditNotes.map((n) => n.totalAmount)).toEqual(['1180.00', '1133.58']);
  expect(creditNotes[1]?.taxes).toEqual([
    { name: 'CGST', rate: 9, amount: '57.86' },
    { name: 'SGST', rate: 9, amount: '57.86' },
    { name: 'CGST', rate: 2.5, amount: '8.93' },
    { name: 'SGST', rate: 2.5, amount: '8.93' },
  ]);
  await screenshot(page, 'credit-two-rates-notes');
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // 5,000 received and 500 deducted as TDS: 9,236.42 left.
  await row.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment · ${invoice.invoiceNumber}` });
  await pay.getByLabel('Amount received').fill('5000');
  await pay.getByLabel('TDS deducted').fill('500');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  const paid = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(paid.balance).toBe('9236.42');

  // The receipt's balance after it is the invoice's balance.
  const [payment] = paid.payments;
  if (!payment) throw new Error('no payment');
  await row.getByRole('button', { name: 'View' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: `Download receipt ${payment.receiptNumber}` }).click(),
  ]);
  const receipt = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  expect(receipt).toContain('Less: credit notes -2,313.58');
  expect(receipt).toContain('Balance after this receipt 9,236.42');
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // And the statement of account closes at the same figure.
  await page.goto('/reports/receivables');
  const ageing = page.getByRole('table', { name: 'Receivables by client' });
  await ageing
    .getByRole('row')
    .filter({ hasText: clientName })
    .getByRole('button', { name: clientName })
    .click();
  const statement = page.getByRole('dialog', { name: `Statement of account – ${clientName}` });
  await expect(statement.getByTestId('statement-closing')).toHaveText('₹9,236.42');
  await screenshot(page, 'credit-two-rates-statement');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'credit-two-rates-statement-390');
});

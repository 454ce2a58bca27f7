// A part payment with TDS, as a practice records a client's NEFT less 10% TDS under section 194J:
// accept the TDS hint with one key, see what it settles, record it; read the receipt on the
// invoice, download its PDF and e-mail it; find the TDS in the 'TDS receivable' tab.
import { readFileSync } from 'node:fs';
import { financialYearOf, invoiceFileName } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, expect, test } from './fixtures';
import {
  apiGet,
  apiSend,
  invoiceRowOf,
  kulkarniInvoice,
  latestMailTo,
  type NumberedInvoice,
  screenshot,
  signIn,
} from './helpers';

/** A sent invoice of 10,000 + 18% GST for Kulkarni Textiles (taxable value 10,000). */
async function sentInvoice(request: APIRequestContext, subTask: string): Promise<NumberedInvoice> {
  const draft = await kulkarniInvoice(request, subTask);
  // Marked Sent, the draft is issued: the answer carries its number.
  return (
    await apiSend<{ invoice: NumberedInvoice }>(request, 'put', `invoices/${draft.id}/status`, {
      status: 'Sent',
    })
  ).invoice;
}

test('a part payment with TDS gets a receipt, downloaded and e-mailed, and shows in TDS receivable', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  const invoice = await sentInvoice(request, `Audit TDS-${Date.now().toString(36)}`);
  const row = () => invoiceRowOf(page, invoice);

  await page.goto('/invoicing/sent');
  await row().getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment · ${invoice.invoiceNumber}` });
  await expect(pay.getByLabel('Amount received')).toHaveValue('11800.00');
  // The client paid 5,000 and kept back 10% of the taxable 10,000: ↓ in the empty field takes it.
  await pay.getByLabel('Amount received').fill('5000');
  await expect(pay.getByRole('button', { name: 'Use ₹1,000.00' })).toBeVisible();
  await pay.getByLabel('TDS deducted').focus();
  await page.keyboard.press('ArrowDown');
  await expect(pay.getByLabel('TDS deducted')).toHaveValue('1000.00');
  await expect(pay.getByText('Settles ₹6,000.00 of ₹11,800.00')).toBeVisible();
  await pay.getByLabel('Reference').fill('NEFT KKBK0000123');
  await screenshot(page, 'receipts-payment-modal');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(row()).toContainText('+ TDS ₹1,000.00');
  await expect(row()).toContainText('₹5,800.00');

  const paid = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`)).invoice;
  expect(paid).toMatchObject({
    paidAmount: '5000.00',
    tdsAmount: '1000.00',
    balance: '5800.00',
    status: 'Sent',
  });
  const [payment] = paid.payments;
  if (!payment) throw new Error('no payment');
  expect(payment.receiptNumber).toMatch(
    new RegExp(`^RCT/${financialYearOf(dayjs().format('YYYY-MM-DD'))}/\\d{3}$`),
  );

  // The invoice's payments: the receipt with its TDS, downloaded and e-mailed from there.
  await row().getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Invoice for Kulkarni Textiles' });
  const payments = detail.getByRole('table', { name: 'Payments' });
  await expect(payments).toContainText(payment.receiptNumber);
  await expect(payments).toContainText('₹1,000.00');
  await expect(detail.getByText('TDS: ₹1,000.00')).toBeVisible();
  await expect(detail.getByText('Balance: ₹5,800.00')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payments.getByRole('button', { name: `Download receipt ${payment.receiptNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(invoiceFileName(payment.receiptNumber));
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await payments.getByRole('button', { name: `E-mail receipt ${payment.receiptNumber}` }).click();
  const mail = page.getByRole('dialog', { name: `E-mail receipt ${payment.receiptNumber}` });
  await expect(mail.getByLabel('To')).toHaveValue('kulkarnitex@gmail.com');
  const cc = `accounts-${Date.now().toString(36)}@example.test`;
  await mail.getByLabel('Cc').fill(cc);
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Receipt sent to kulkarnitex@gmail.com')).toBeVisible();
  const sent = latestMailTo(cc);
  expect(sent).toContain(invoiceFileName(payment.receiptNumber));
  expect(sent).toContain('JVBERi'); // base64 of '%PDF'
  await screenshot(page, 'receipts-invoice-payments');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // TDS receivable: Kulkarni's TDS in this quarter of this financial year.
  await page.getByRole('tab', { name: 'TDS receivable' }).click();
  await expect(page).toHaveURL(/\/invoicing\/tds$/);
  const report = page.getByRole('table', { name: 'TDS receivable' });
  await expect(report.getByRole('row').filter({ hasText: 'Kulkarni Textiles' })).toContainText('₹1,000.00');
  await screenshot(page, 'receipts-tds-report');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^tds-receivable-\d{4}-\d{2}\.xlsx$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'receipts-tds-report-mobile');
  // Another invoice, on a phone: one click on the hint takes the TDS off the whole balance.
  const another = await sentInvoice(request, `Audit TDS2-${Date.now().toString(36)}`);
  await page.goto('/invoicing/sent');
  await invoiceRowOf(page, another).getByRole('button', { name: 'Record payment' }).click();
  const payAnother = page.getByRole('dialog', { name: `Record payment · ${another.invoiceNumber}` });
  await payAnother.getByRole('button', { name: 'Use ₹1,000.00' }).click();
  await expect(payAnother.getByLabel('TDS deducted')).toHaveValue('1000.00');
  await expect(payAnother.getByLabel('Amount received')).toHaveValue('10800.00');
  await expect(
    payAnother.getByText('Settles ₹11,800.00 of ₹11,800.00 — the invoice will be Done'),
  ).toBeVisible();
  await screenshot(page, 'receipts-payment-modal-mobile');
  await payAnother.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Invoice marked as done')).toBeVisible();
});

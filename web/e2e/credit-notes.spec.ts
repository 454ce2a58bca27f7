// After sending, an invoice is corrected by a credit note, never reverted: send an invoice, raise a
// credit note for part of it from the invoice's detail, see its number and the balance it leaves,
// download its PDF; Revert is not offered on the sent invoice.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type CreditNoteRow, financialYearOf, invoiceFileName } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { apiGet, invoiceRowOf, kulkarniInvoice, type NumberedInvoice, screenshot, signIn } from './helpers';

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

// Reports › Tally export: an Admin picks the period and clicks 'Export to Tally'; the XML file
// arrives and holds the sales voucher of an invoice sent today, balanced; 'Download masters' gives
// the parties' ledgers. On a phone the card stacks. Screenshots of both widths for review.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { apiSend, kulkarniInvoice, type NumberedInvoice, screenshot, signIn } from './helpers';

/** The downloaded XML read by the browser's own parser: its vouchers' types, numbers and sums. */
async function readVouchers(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return [...doc.querySelectorAll('VOUCHER')].map((v) => ({
      type: v.getAttribute('VCHTYPE'),
      number: v.querySelector('VOUCHERNUMBER')?.textContent,
      party: v.querySelector('PARTYLEDGERNAME')?.textContent,
      // In paise, so the sum is exact.
      sum: [...v.querySelectorAll('ALLLEDGERENTRIES\\.LIST > AMOUNT')].reduce(
        (s, a) => s + Math.round(Number(a.textContent) * 100),
        0,
      ),
    }));
  }, xml);
}

test('an Admin exports the period’s books for Tally: the vouchers file, then the masters', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const draft = await kulkarniInvoice(request, 'Tally export check');
  const sent = await apiSend<{ invoice: NumberedInvoice }>(request, 'put', `invoices/${draft.id}/status`, {
    status: 'Sent',
  });
  const number = sent.invoice.invoiceNumber;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.test', { to: '/reports/tally' });
  await expect(page.getByRole('tab', { name: 'Tally export' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Tally export' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'To' })).toBeVisible();
  await screenshot(page, 'tally-export-desktop');

  const [vouchers] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Tally' }).click(),
  ]);
  expect(vouchers.suggestedFilename()).toMatch(
    /^tally-vouchers-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xml$/,
  );
  const read = await readVouchers(page, readFileSync((await vouchers.path()) ?? '', 'utf8'));
  expect(read).not.toBeNull();
  expect(read).toContainEqual({ type: 'Sales', number, party: 'Kulkarni Textiles', sum: 0 });
  for (const voucher of read ?? []) expect(voucher.sum, voucher.number ?? '').toBe(0);

  const [masters] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download masters' }).click(),
  ]);
  expect(masters.suggestedFilename()).toMatch(/^tally-masters-.+\.xml$/);
  const mastersXml = readFileSync((await masters.path()) ?? '', 'utf8');
  expect(mastersXml).toContain('<LEDGER NAME="Kulkarni Textiles" ACTION="Create">');
  expect(mastersXml).toContain('<PARENT>Sundry Debtors</PARENT>');

  // A backwards period is refused before anything is asked of the server.
  await page.getByRole('textbox', { name: 'From' }).fill('31/12/2099');
  await page.getByRole('textbox', { name: 'From' }).blur();
  await expect(page.getByRole('button', { name: 'Export to Tally' })).toBeDisabled();

  // The ledgers the vouchers post to are the Admin's to name, on the invoice settings.
  await page.goto('/configurations/invoices');
  const ledgers = page.getByRole('group', { name: 'Tally ledgers' });
  await expect(ledgers.getByRole('textbox', { name: 'IGST output' })).toHaveValue('Output IGST');
  await ledgers.scrollIntoViewIfNeeded();
  await screenshot(page, 'tally-ledgers-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports/tally');
  await expect(page.getByRole('button', { name: 'Export to Tally' })).toBeVisible();
  await screenshot(page, 'tally-export-phone');
});

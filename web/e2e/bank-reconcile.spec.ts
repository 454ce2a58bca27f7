// Invoicing › Bank reconciliation: an Admin imports an HDFC-style statement; the credit that
// names the test's own client and is its invoice less 10% TDS is paid at once (strong); undone with
// `u`, it comes back with 'Accept all strong matches'; the credit that names no one is fixed from
// the keyboard (↓, c, Enter). The invoices read Done, the receipt and the TDS-receivable report
// show the payments, and the Tally export carries their receipt vouchers. Both widths are
// screenshotted, and axe finds nothing critical or serious.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import dayjs from 'dayjs';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiSend, DEMO_PASSWORD, type NumberedInvoice, screenshot, signIn } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

/** An issued invoice of `fees` (GST on top) for the demo client named, through the API. */
async function issuedInvoice(request: APIRequestContext, clientId: string, fees: string, subTask: string) {
  const created = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: clientId,
    task: 'Statutory Audit',
    subTask,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${created.task.id}/quotation`, { amount: fees, remarks: 'Fee' });
  const { invoices } = await apiSend<{ invoices: NumberedInvoice[] }>(
    request,
    'post',
    'invoices/generate-from-tasks',
    {
      taskIds: [created.task.id],
    },
  );
  const sent = await apiSend<{ invoice: NumberedInvoice }>(
    request,
    'put',
    `invoices/${invoices[0]?.id}/status`,
    {
      status: 'Sent',
    },
  );
  return sent.invoice;
}

/** The view of the list (a segmented control: its label takes the click). */
const show = (page: Page, view: string) =>
  page.locator('.mantine-SegmentedControl-root label', { hasText: view }).click();

/** No transition running (a dialog fading in is read by axe at full colour, not half way). */
const stillness = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const paiseOf = (money: string) => Math.round(Number(money) * 100);
const text = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });

/** An HDFC Bank NetBanking download, as CSV: banner rows, the header, the lines, the summary. */
function hdfcStatement(lines: { narration: string; ref: string; debit?: number; credit?: number }[]) {
  const day = dayjs().format('DD/MM/YY');
  let balance = 10_000_000;
  const rows = [
    ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
    ['DEMO & ASSOCIATES', '', '', '', 'Account No : 50200012345678'],
    ['', `Statement From : ${day} To : ${day}`],
    [],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    ...lines.map((line) => {
      balance += (line.credit ?? 0) - (line.debit ?? 0);
      return [
        day,
        line.narration,
        line.ref,
        day,
        line.debit ? text(line.debit) : '',
        line.credit ? text(line.credit) : '',
        text(balance),
      ];
    }),
    [],
    ['STATEMENT SUMMARY :-'],
  ];
  return rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
}

test('an Admin reconciles an HDFC statement: strong matches paid, one fixed by keyboard, receipts, TDS and Tally agree', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A client of its own, named in letters only (a narration names clients in words): the TDS and
  // payments made here are no other test's, and a retry's client is another one.
  const letters = Date.now()
    .toString(26)
    .replace(/./g, (d) => String.fromCharCode(97 + Number.parseInt(d, 26)));
  const NAME = `Vaidya ${letters} Fabrics`;
  const WORDS = NAME.toUpperCase();
  const { client: own } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: NAME,
    address: 'Laxmi Road, Pune',
    stateCode: '27',
  });
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(request, 'clients?limit=50');
  const other = clients.find((c) => c.name !== 'Kulkarni Textiles' && c.id !== own.id);
  if (!other) throw new Error('demo clients missing');
  // Odd fees, so no other open invoice of the demo has these balances.
  const strong = await issuedInvoice(request, own.id, '43217', 'Bank reconcile strong');
  const loose = await issuedInvoice(request, other.id, '27353', 'Bank reconcile loose');
  const tds = Math.floor((43_217_00 * 1000 + 5_000) / 10_000); // 10% of the fees, not the GST
  const strongCredit = paiseOf(strong.totalAmount) - tds;

  // An account of its own: the list shows only its lines, whatever other tests imported (and a
  // retry's account is not refused as a name taken).
  const account = `HDFC current (reconcile ${Date.now().toString(36)})`;
  await apiSend(request, 'post', 'bank-accounts', {
    name: account,
    bank: 'HDFC',
    last4: '5678',
  });
  const csv = hdfcStatement([
    {
      narration: `NEFT CR-HDFC0000240-${WORDS}-N3062612345`,
      ref: '0000N3062612345',
      credit: strongCredit,
    },
    { narration: 'IMPS-633412345678-PAYMENT', ref: '0000633412345678', credit: paiseOf(loose.totalAmount) },
    {
      narration: `NEFT CR-HDFC0000240-${WORDS} ADV-N3062612399`,
      ref: '0000N3062612399',
      credit: 5_000_00,
    },
    { narration: 'CHRG: SMS ALERT CHARGES', ref: '', debit: 1_770 },
  ]);

  await withAxe(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.test', { to: '/invoicing/reconcile' });
  await expect(page.getByRole('tab', { name: 'Bank reconciliation' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Import statement: the account, the file, the preview (HDFC's layout found), then the lines in.
  await page.getByRole('button', { name: 'Import statement' }).click();
  const importing = page.getByRole('dialog', { name: 'Import bank statement' });
  await importing.getByLabel('Bank account').click();
  await page.getByRole('option', { name: new RegExp(account.replace(/[()]/g, '\\$&')) }).click();
  await importing
    .locator('input[type=file]')
    .setInputFiles({ name: 'hdfc-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importing.getByRole('button', { name: 'Import 4 lines' }).click();
  await expect(importing.getByText('4 imported, 0 already imported, 0 balance mismatches')).toBeVisible();
  await expect(
    importing.getByText('1 matched at once (strong matches), 2 with a suggestion to review.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(importing).toBeHidden();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: new RegExp(account.replace(/[()]/g, '\\$&')) }).click();
  const list = page.getByRole('table', { name: 'Statement credits to reconcile' });
  // The strong one was paid on import: it is under Done; the loose one waits, suggested.
  await expect(list.getByRole('row')).toHaveCount(3);
  const looseRow = list.getByRole('row', { name: /IMPS-633412345678-PAYMENT/ });
  await expect(looseRow).toContainText(`amount = ${loose.invoiceNumber}`);
  await show(page, 'Done');
  const strongRow = list.getByRole('row', { name: new RegExp(`${WORDS}-N3062612345`) });
  await expect(strongRow).toContainText('Matched');
  await expect(strongRow).toContainText(strong.invoiceNumber);

  // Undo it from the keyboard, then 'Accept all strong matches' pays it again.
  await strongRow.click();
  await page.keyboard.press('u');
  await expect(page.getByText('Undone: the line is unmatched again')).toBeVisible();
  await show(page, 'To review');
  await expect(list.getByRole('row', { name: new RegExp(`${WORDS}-N3062612345`) })).toContainText('Strong');
  await screenshot(page, 'bank-reconcile-desktop');
  const found = await axeFindings(page, 'bank reconcile');
  expect(found.grave).toEqual([]);
  await page.getByRole('button', { name: /Accept all strong matches/ }).click();
  await expect(page.getByText('1 strong match accepted')).toBeVisible();

  // The loose one by keyboard: select it, c opens the candidates, Enter accepts the best.
  await expect(list.getByRole('row')).toHaveCount(3);
  await list.getByRole('row', { name: /IMPS-633412345678-PAYMENT/ }).click();
  // s offers the split, the suggested invoice ticked with its balance and Record split focused
  // (Enter would record it); Escape leaves it.
  await page.keyboard.press('s');
  const split = page.getByRole('dialog', { name: /^Split/ });
  await expect(split.getByRole('checkbox', { name: loose.invoiceNumber })).toBeChecked();
  await expect(split.getByRole('textbox', { name: `Received against ${loose.invoiceNumber}` })).toHaveValue(
    loose.totalAmount,
  );
  await expect(split.getByText(/^Adds up to/)).toBeVisible();
  await expect(split.getByRole('button', { name: 'Record split' })).toBeFocused();
  await stillness(page);
  expect((await axeFindings(page, 'bank reconcile split', true)).grave).toEqual([]);
  await screenshot(page, 'bank-reconcile-split-desktop');
  await page.keyboard.press('Escape');
  await expect(split).toBeHidden();
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`amount = ${loose.invoiceNumber}`)).toBeVisible();
  await stillness(page);
  expect((await axeFindings(page, 'bank reconcile candidates', true)).grave).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Matched: payment recorded')).toBeVisible();
  // The ₹5,000 that fits no invoice of the client's: Enter asks once more for an advance, Enter takes it.
  await list.getByRole('row', { name: new RegExp(`${WORDS} ADV`) }).click();
  await page.keyboard.press('Enter');
  const advance = page.getByRole('dialog', { name: /^Advance/ });
  await expect(advance.getByRole('button', { name: 'Take as advance' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Taken as an advance: receipt voucher made')).toBeVisible();
  await expect(page.getByText('No credit waiting for review.')).toBeVisible();

  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  // The invoices are Done, each with its receipt; the TDS report has the ₹4,321.70.
  for (const invoice of [strong, loose]) {
    const read = await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${invoice.id}`);
    expect(read.invoice.status).toBe('Done');
    expect(read.invoice.payments[0]?.mode).toBe('Bank Transfer');
    const receipt = await request.get(`/api/payments/${read.invoice.payments[0]?.id}/receipt`, {
      headers: auth,
    });
    expect(receipt.ok()).toBeTruthy();
    expect(receipt.headers()['content-type']).toContain('pdf');
  }
  const paid = await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${strong.id}`);
  expect(paid.invoice.tdsAmount).toBe((tds / 100).toFixed(2));
  await page.goto('/invoicing/tds');
  await expect(page.getByRole('row', { name: new RegExp(NAME) }).first()).toContainText(text(tds));

  // Tally: the receipt vouchers of both payments, balanced.
  await page.goto('/reports/tally');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Tally' }).click(),
  ]);
  const xml = readFileSync((await download.path()) ?? '', 'utf8');
  for (const invoice of [paid.invoice])
    expect(xml).toContain(
      `Receipt ${invoice.payments[0]?.receiptNumber} against invoice ${invoice.invoiceNumber}`,
    );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoicing/reconcile');
  await show(page, 'Done');
  await expect(list.getByRole('row', { name: new RegExp(`${WORDS}-N3062612345`) })).toBeVisible();
  await screenshot(page, 'bank-reconcile-phone');
});

// Money in the client portal end to end (issue 36): an Admin sets the practice's UPI ID; the client's
// contact signs in on a phone from the mailed invitation and finds nothing due yet; staff issue an
// invoice; the contact sees it and what is due, the UPI link is a upi://pay link for the balance,
// and sends 'I have paid'; staff confirm it in the app; the portal's statement shows the payment and
// a balance of 0. Every portal screen is checked with axe and shot at phone and desktop sizes.
import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES, PORTAL_MESSAGES, PORTAL_MONEY_MESSAGES } from '@practice-desk/contracts';
import { profileWith } from '@practice-desk/contracts/testing';
import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { apiGet, apiSend, mailedLink, screenshot, signIn, watchErrors } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

const suffix = randomUUID().slice(0, 6);
const CLIENT = `UPI Traders ${suffix}`;
const CONTACT = `meera-${suffix}@client.example`;
const UPI_ID = `demo.associates.${suffix}@okhdfcbank`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function shotBoth(page: Page, name: string, part?: Locator) {
  const start = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await part?.scrollIntoViewIfNeeded();
    await screenshot(page, `portal-money-${name}-${size}`);
  }
  await page.setViewportSize(start);
}

async function noGraveAxe(page: Page, screen: string, dialog = false) {
  await page.mouse.move(0, 0);
  const found = await axeFindings(page, screen, dialog);
  expect(found.grave.map((g) => `${g.impact} ${g.rule}: ${g.nodes}`)).toEqual([]);
}

/** A phone's browser; with a portal session's token, already signed in to the portal. */
async function phonePage(browser: Browser, token?: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  if (token) await context.addInitScript((t) => localStorage.setItem('portal-session', t), token);
  const page = await context.newPage();
  await withAxe(page);
  return page;
}

test.describe
  .serial('money in the client portal', () => {
    test.setTimeout(180_000);
    test.use({ actionTimeout: 15_000 });
    let clientId = '';
    let invoiceId = '';
    let invoiceNumber = '';
    let portalToken = '';

    test.beforeAll(async ({ request }) => {
      const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
        name: CLIENT,
        address: 'Karve Road, Pune',
        stateCode: '27',
      });
      clientId = client.id;
      const contacts = [{ name: 'Meera Joshi', email: CONTACT, role: 'Director', phone: '', primary: true }];
      await apiSend(request, 'put', `clients/${clientId}/compliance`, {
        ...profileWith({ contacts }),
        gstin: '',
      });
      await apiSend(request, 'post', `clients/${clientId}/portal-invites`, { email: CONTACT });
    });

    test('an Admin sets the practice’s UPI ID in invoice settings', async ({ page }) => {
      await withAxe(page);
      await signIn(page, 'admin@demo.test', { to: '/configurations/invoices' });
      await page.getByText('Bank Account Details').click();
      await page.getByLabel('UPI ID').fill('not a upi id');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(/Enter the UPI ID as name@bank/).first()).toBeVisible();
      await page.getByLabel('UPI ID').fill(UPI_ID);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Business details updated successfully')).toBeVisible();
      await noGraveAxe(page, 'invoice settings with the UPI ID');
      await shotBoth(page, 'staff-upi-id', page.getByLabel('UPI ID'));
    });

    test('the contact signs in on a phone and finds nothing due yet', async ({ browser }) => {
      const link = await mailedLink(CONTACT, '/portal/sign-in');
      const page = await phonePage(browser);
      const errors = watchErrors(page);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Document requests' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Portal' });
      await nav.getByRole('link', { name: 'Invoices' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('No invoices yet')).toBeVisible();
      await noGraveAxe(page, 'portal invoices, none yet');
      await shotBoth(page, 'invoices-empty');
      await nav.getByRole('link', { name: 'Receipts' }).click();
      await expect(page.getByText(/No receipts yet/)).toBeVisible();
      await expect(page.getByText(/No credit notes/)).toBeVisible();
      await noGraveAxe(page, 'portal receipts, none yet');
      await shotBoth(page, 'receipts-empty');
      await nav.getByRole('link', { name: 'Statement' }).click();
      await expect(page.getByText('Nothing this year yet')).toBeVisible();
      await noGraveAxe(page, 'portal statement, empty');
      await shotBoth(page, 'statement-empty');
      expect(errors).toEqual([]);
      portalToken = (await page.evaluate(() => localStorage.getItem('portal-session'))) ?? '';
      expect(portalToken).not.toBe('');
      await page.context().close();
    });

    test('staff issue an invoice for the client', async ({ page, request }) => {
      const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
        client: clientId,
        task: 'GST Returns',
        subTask: `GSTR-3B ${suffix}`,
        status: 'Completed',
      });
      await apiSend(request, 'post', `tasks/${task.id}/quotation`, { amount: '10000', remarks: 'Fee' });
      const { invoices } = await apiSend<{ invoices: { id: string }[] }>(
        request,
        'post',
        'invoices/generate-from-tasks',
        { taskIds: [task.id] },
      );
      invoiceId = invoices[0]?.id ?? '';
      await signIn(page, 'admin@demo.test', { to: '/invoicing/generated' });
      await page.locator(`tr[data-invoice-id="${invoiceId}"]`).getByRole('button', { name: 'View' }).click();
      const view = page.getByRole('dialog', { name: `Invoice for ${CLIENT}` });
      await view.getByRole('button', { name: 'Issue' }).click();
      await expect(page.getByText(/^Invoice issued as /)).toBeVisible();
      const { invoice } = await apiGet<{ invoice: { invoiceNumber: string; totalAmount: string } }>(
        request,
        `invoices/${invoiceId}`,
      );
      invoiceNumber = invoice.invoiceNumber;
      expect(invoice.totalAmount).toBe('11800.00');
    });

    test("the contact sees the invoice and what is due, the UPI link, and sends 'I have paid'", async ({
      browser,
    }) => {
      const page = await phonePage(browser, portalToken);
      const errors = watchErrors(page);
      await page.goto('/portal/invoices');
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
      const due = page.getByRole('region', { name: 'What is due' });
      await expect(due).toContainText('₹11,800.00');
      await expect(due).toContainText('1 unpaid invoice');
      const card = page.getByRole('article').filter({ hasText: invoiceNumber });
      await expect(card).toContainText('Balance ₹11,800.00');
      await expect(card).toContainText('Due');
      await noGraveAxe(page, 'portal invoices');
      await shotBoth(page, 'invoices');

      await card.getByRole('link', { name: `Invoice ${invoiceNumber}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeFocused();
      const pay = page.getByRole('link', { name: 'Pay ₹11,800.00 by UPI' });
      const uri = new URL((await pay.getAttribute('href')) ?? '');
      expect(uri.protocol).toBe('upi:');
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        pa: UPI_ID,
        am: '11800.00',
        cu: 'INR',
        tn: invoiceNumber,
      });
      await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹11,800.00' })).toBeVisible();
      await expect(page.getByText(`UPI ID: ${UPI_ID}`)).toBeVisible();
      await noGraveAxe(page, 'portal invoice');
      await shotBoth(page, 'invoice');
      await shotBoth(page, 'invoice-upi', page.getByRole('region', { name: 'Pay by UPI' }));

      // The PDF comes as a file, under the invoice's number.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download invoice PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      const form = page.getByRole('region', { name: 'I have paid' });
      await expect(form.getByLabel('Amount paid (₹)')).toHaveValue('11800.00');
      await form.getByRole('button', { name: "Send 'I have paid'" }).click();
      await expect(form.getByText(PORTAL_MONEY_MESSAGES.reference)).toBeVisible();
      await form.getByLabel('UPI or bank reference (UTR)').fill('412345678901');
      await shotBoth(page, 'i-have-paid', form);
      await form.getByRole('button', { name: "Send 'I have paid'" }).click();
      await expect(
        page.getByRole('status').filter({ hasText: PORTAL_MONEY_MESSAGES.noticeSent }),
      ).toBeVisible();
      const reported = page.getByRole('region', { name: 'Payments you reported' });
      await expect(reported).toContainText('Waiting for confirmation');
      await expect(reported).toContainText('reference 412345678901');
      // Nothing is paid until the practice confirms it.
      await expect(page.getByRole('region', { name: 'I have paid' })).toHaveCount(0);
      await expect(page.getByText('Balance due')).toBeVisible();
      await noGraveAxe(page, 'portal invoice, payment reported');
      await shotBoth(page, 'payment-reported', reported);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    test('staff confirm the payment in the app', async ({ page }) => {
      await withAxe(page);
      await signIn(page, 'admin@demo.test', { to: '/invoicing/reported' });
      await expect(page.getByRole('tab', { name: /Reported payments/ })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: CLIENT });
      await expect(row).toContainText('₹11,800.00');
      await expect(row).toContainText('Waiting for confirmation');
      await noGraveAxe(page, 'reported payments');
      await shotBoth(page, 'staff-reported');
      await row.getByRole('button', { name: /^Confirm/ }).click();
      const dialog = page.getByRole('dialog', { name: `Confirm payment · ${invoiceNumber}` });
      await expect(dialog.getByLabel('Amount received')).toHaveValue('11800.00');
      await expect(dialog.getByLabel('Reference')).toHaveValue('412345678901');
      await expect(dialog).toContainText('Meera Joshi of');
      await noGraveAxe(page, 'confirm payment', true);
      await shotBoth(page, 'staff-confirm');
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(
        page.getByText(`${PORTAL_MONEY_MESSAGES.confirmed}. ${INVOICE_MESSAGES.done}`),
      ).toBeVisible();
      await expect(page.getByText(PORTAL_MONEY_MESSAGES.noPendingNotices)).toBeVisible();
    });

    test('the portal statement shows the payment and a balance of 0', async ({ browser }) => {
      const page = await phonePage(browser, portalToken);
      const errors = watchErrors(page);
      await page.goto('/portal/statement');
      await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
      const entries = page.getByRole('list', { name: 'Entries' });
      await expect(entries.getByRole('listitem')).toHaveCount(2);
      await expect(entries.getByRole('listitem').nth(0)).toContainText(invoiceNumber);
      await expect(entries.getByRole('listitem').nth(1)).toContainText('Payment');
      await expect(entries.getByRole('listitem').nth(1)).toContainText('− ₹11,800.00');
      await expect(entries.getByRole('listitem').nth(1)).toContainText('Balance ₹0.00');
      await expect(page.getByText('Balance due').locator('..')).toContainText('₹0.00');
      await noGraveAxe(page, 'portal statement');
      await shotBoth(page, 'statement');

      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Invoices' }).click();
      await expect(page.getByRole('region', { name: 'What is due' })).toContainText('Nothing is due');
      await expect(page.getByRole('article').filter({ hasText: invoiceNumber })).toContainText(
        'Paid in full',
      );
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Receipts' }).click();
      await expect(page.getByRole('region', { name: 'Receipts' })).toContainText(
        `for invoice ${invoiceNumber}`,
      );
      await noGraveAxe(page, 'portal receipts');
      await shotBoth(page, 'receipts');
      expect(errors.filter((e) => !e.includes(PORTAL_MESSAGES.sessionExpired))).toEqual([]);
      await page.context().close();
    });
  });

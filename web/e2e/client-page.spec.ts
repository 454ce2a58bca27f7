// The client page: opened from the clients list and from an invoice, its tabs walked with the
// keyboard (each with its count, the tab in the address), a Team Member without the money tabs,
// and a phone that never pans sideways.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_IDENTITY_MESSAGES } from '@practice-desk/contracts';
import { gstinFor } from '@practice-desk/contracts/testing';
import { expect, type Page, test } from './fixtures';
import { apiSend, signIn, watchErrors } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? join(import.meta.dirname, '.screens');
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

const suffix = randomUUID().slice(0, 6);
const NAME = `Page Test Traders ${suffix}`;
const PAN = `AAGCP${String(Math.floor(1000 + Math.random() * 8999))}K`;
const GSTIN = gstinFor('27', PAN);

test.describe
  .serial('client page', () => {
    let clientId = '';
    let invoiceNumber = '';

    test.beforeAll(async ({ request }) => {
      const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
        name: NAME,
        address: 'FC Road, Pune',
        gst: GSTIN,
        cin: 'U74999MH2015PTC123456',
        group: `Page Group ${suffix}`,
      });
      clientId = client.id;
      await apiSend(request, 'post', 'tasks', { client: clientId, task: 'GST Returns', subTask: 'GSTR-1' });
      const done = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
        client: clientId,
        task: 'Statutory Audit',
        subTask: 'Final',
        status: 'Completed',
      });
      await apiSend(request, 'post', `tasks/${done.task.id}/quotation`, { amount: '5000', remarks: 'Fee' });
      const { invoices } = await apiSend<{ invoices: { invoiceNumber: string }[] }>(
        request,
        'post',
        'invoices/generate-from-tasks',
        { taskIds: [done.task.id] },
      );
      invoiceNumber = invoices[0]?.invoiceNumber ?? '';
    });

    test('opens from the clients list and walks its tabs with the keyboard', async ({ page }) => {
      const errors = watchErrors(page);
      await signIn(page, 'admin@demo.test', { to: '/configurations/clients' });
      await page.getByRole('textbox', { name: 'Search clients' }).fill(NAME);
      await page.getByRole('link', { name: NAME }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${clientId}$`));
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      const identifiers = page.getByLabel('Identifiers');
      await expect(identifiers).toContainText(GSTIN);
      // The PAN was left empty: it is the GSTIN's characters 3 to 12.
      await expect(identifiers).toContainText(PAN);
      await expect(identifiers).toContainText('U74999MH2015PTC123456');
      await shot(page, 'client-page-profile-1440');

      const tabs = page.getByRole('tablist', { name: `${NAME}: sections` });
      const tab = (name: RegExp) => tabs.getByRole('tab', { name });
      await expect(tab(/^Open tasks/)).toContainText('1');
      await expect(tab(/^Invoices/)).toContainText('1');
      await tab(/^Profile & contacts/).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(/^Compliance/)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/tab=compliance/);
      await page.keyboard.press('ArrowRight');
      await expect(tab(/^Open tasks/)).toBeFocused();
      await expect(page).toHaveURL(/tab=tasks/);
      await expect(page.getByRole('region', { name: 'Open tasks' })).toContainText('GSTR-1');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/tab=time/);
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/tab=invoices/);
      await expect(page.getByRole('region', { name: 'Invoices' })).toContainText(invoiceNumber);
      await shot(page, 'client-page-invoices-1440');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/tab=payments/);
      await expect(page.getByText(/^Balance due/)).toBeVisible();
      // End and Home move to the last and first tab; Enter opens it.
      await page.keyboard.press('End');
      await expect(tab(/^Documents & history/)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/tab=documents/);
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await expect(tab(/^Profile & contacts/)).toHaveAttribute('aria-selected', 'true');
      await expect(page).not.toHaveURL(/tab=/);
      expect(errors).toEqual([]);
    });

    test('opens from an invoice, and keeps its tab on reload', async ({ page }) => {
      await signIn(page, 'admin@demo.test', { to: '/invoicing/generated' });
      const row = page.getByRole('row').filter({ hasText: invoiceNumber });
      await row.getByRole('link', { name: NAME }).click();
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      await page.goto(`/clients/${clientId}?tab=invoices`);
      await expect(page.getByRole('tab', { name: /^Invoices/ })).toHaveAttribute('aria-selected', 'true');
    });

    test('a Team Member sees no invoices or payments tabs', async ({ page, request }) => {
      // A Team Member's own task for the client (allotted to themselves).
      await apiSend(
        request,
        'post',
        'tasks',
        { client: clientId, task: 'Bookkeeping', subTask: 'October' },
        'member@demo.test',
      );
      await signIn(page, 'member@demo.test');
      await page.goto(`/clients/${clientId}`);
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Open tasks/ })).toContainText('1');
      await expect(page.getByRole('tab', { name: /^Invoices/ })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: /^Payments/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    });

    test('the client form fills the PAN from the GSTIN, checks the CIN and files the client in a group', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, 'admin@demo.test', { to: '/configurations/clients' });
      await page.getByRole('button', { name: 'Add Client' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Client' });
      const name = `Form Identity ${suffix}`;
      await dialog.getByLabel('Client name').fill(name);
      await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Camp, Pune');
      await dialog.getByLabel('GST number').fill('27aapfu0939f1zv');
      await expect(dialog.getByRole('textbox', { name: 'PAN' })).toHaveValue('AAPFU0939F');
      await dialog.getByRole('textbox', { name: 'CIN / LLPIN' }).fill('U1234');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText(CLIENT_IDENTITY_MESSAGES.cinFormat)).toBeVisible();
      await dialog.getByRole('textbox', { name: 'CIN / LLPIN' }).fill('aab-1234');
      await dialog.getByLabel('Group', { exact: true }).fill(`Page Group ${suffix}`);
      await shot(page, 'client-form-identity-1440');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Client created successfully')).toBeVisible({ timeout: 30_000 });
      const filter = page.getByRole('combobox', { name: 'Filter by group' });
      await filter.focus();
      await filter.fill(`Page Group ${suffix}`);
      await page.getByRole('option', { name: `Page Group ${suffix}` }).click();
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('link', { name: NAME })).toBeVisible();
      await expect(page.getByText('COUNT: 2')).toBeVisible();
      await shot(page, 'clients-group-filter-1440');
    });

    test('fits a phone without sideways panning', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'admin@demo.test');
      await page.goto(`/clients/${clientId}`);
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await shot(page, 'client-page-profile-390');
      await page.getByRole('tab', { name: /^Payments/ }).click();
      await expect(page.getByText(/^Balance due/)).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await shot(page, 'client-page-payments-390');
    });
  });

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { type ClientRow, DEFAULT_PREFERENCES, type Preferences } from '@practice-desk/contracts';
import { makePng } from '../../api/src/test/png';
import { expect, test } from './fixtures';
import { apiGet, mailedLink, screenshot, signIn } from './helpers';

test.describe('configurations as an Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('clients: add, search, edit, page and delete', async ({ page }) => {
    const wagh = async () =>
      (await apiGet<{ clients: ClientRow[] }>(page.request, 'clients?search=wagh')).clients;
    // The demo's 26 clients, and any an earlier test file added.
    const total = (await apiGet<{ pagination: { total: number } }>(page.request, 'clients?limit=1'))
      .pagination.total;
    expect(total).toBeGreaterThanOrEqual(26);
    const pages = Math.ceil(total / 20);
    await page.goto('/configurations/clients');
    await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`COUNT: ${total}`)).toBeVisible();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await screenshot(page, 'config-clients');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(Math.min(20, total - 20));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(20);

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Client name is required')).toBeVisible();
    await expect(dialog.getByText('Address is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Client name/ }).fill('Wagh Engineering Works');
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('Bhosari, Pune');
    await dialog.getByLabel('GST number').fill('24aahfg2234h1zh');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('GST number check digit is wrong')).toBeVisible();
    expect(await wagh()).toEqual([]);
    await dialog.getByLabel('GST number').fill('27aapfu0939f1zv');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await wagh()).toMatchObject([
      { name: 'Wagh Engineering Works', address: 'Bhosari, Pune', gst: '27AAPFU0939F1ZV', stateCode: '27' },
    ]);

    await page.getByLabel('Search clients').fill('wagh');
    await expect(page.getByText('COUNT: 1')).toBeVisible();
    await expect(page.getByRole('cell', { name: '27AAPFU0939F1ZV' })).toBeVisible();
    // The client's record is held back until the phone is typed: what a person types while it
    // loads stays (it used to be replaced by the record when that arrived).
    let release = () => {};
    const typed = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/api\/clients\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() === 'GET') await typed;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Edit Wagh Engineering Works' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(edit.getByRole('status', { name: 'Loading the compliance profile' })).toBeVisible();
    await edit.getByLabel('Phone number').fill('+91 20 2712 0000');
    release();
    await expect(edit.getByRole('status', { name: 'Loading the compliance profile' })).toBeHidden();
    await page.unroute(/\/api\/clients\/[0-9a-f-]{36}$/);
    await expect(edit.getByLabel('Phone number')).toHaveValue('+91 20 2712 0000');
    const state = edit.getByRole('combobox', { name: 'State (place of supply)' });
    await expect(state).toBeDisabled();
    await expect(state).toHaveValue('27 · Maharashtra');
    await edit.getByLabel('GST number').fill('');
    await state.click();
    await page.getByRole('option', { name: '29 · Karnataka' }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Not registered' })).toBeVisible();
    expect(await wagh()).toMatchObject([{ phone: '+91 20 2712 0000', gst: null, stateCode: '29' }]);

    await page.getByRole('button', { name: 'Delete Wagh Engineering Works' }).click();
    await expect(page.getByText('Are you sure you want to delete Wagh Engineering Works?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Client deleted successfully')).toBeVisible();
    await expect(page.getByText('No clients found')).toBeVisible();
    expect(await wagh()).toEqual([]);
  });

  test('clients: import an xlsx with two bad rows and see the report', async ({ page }) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Client', 'Email Address', 'Phone Number', 'Address', 'GST Number'],
        ['Imported Alpha Pvt Ltd', 'alpha@example.in', '9876500001', 'Pune', ''],
        ['Imported Beta', 'not-an-email', '', 'Pune', ''],
        ['', '', '', 'Nowhere', ''],
        ['Imported Gamma LLP', '', '', 'Nashik', '27AAPFU0939F1ZV'],
      ]),
      'Clients',
    );
    const file = join(tmpdir(), `clients-${Date.now()}.xlsx`);
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    await page.goto('/configurations/clients');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await (await chooser).setFiles(file);
    const report = page.getByRole('dialog', { name: /Import of/ });
    await expect(report.getByText('2 row(s) imported, 2 failed.')).toBeVisible();
    await expect(report.getByRole('cell', { name: 'Invalid email address' })).toBeVisible();
    await expect(report.getByRole('cell', { name: 'Client name is required' })).toBeVisible();
    await expect(page.getByText('2 clients failed to import')).toBeVisible();
    await screenshot(page, 'config-clients-import');
  });

  test('clients: an export imports back; only the missing client is added again', async ({ page }) => {
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    // A retry starts as the first attempt did: without the client that attempt may have left.
    const leftover = await apiGet<{ clients: ClientRow[] }>(page.request, 'clients?search=Roundtrip');
    for (const client of leftover.clients)
      await page.request.delete(`/api/clients/${client.id}`, { headers });
    const created = await page.request.post('/api/clients', {
      headers,
      data: {
        name: 'Roundtrip Traders LLP',
        email: 'accounts@roundtrip.example',
        phone: '9822012345',
        address: 'Karve Road, Pune',
        gst: '27AAPFU0939F1ZV',
      },
    });
    expect(created.status()).toBe(201);
    const total = (await apiGet<{ pagination: { total: number } }>(page.request, 'clients?limit=1'))
      .pagination.total;

    await page.goto('/configurations/clients');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = join(tmpdir(), `clients-export-${Date.now()}.xlsx`);
    await (await download).saveAs(file);
    await expect(page.getByText('Clients exported successfully')).toBeVisible();

    await page.getByPlaceholder(/Search/).fill('Roundtrip');
    await page.getByRole('button', { name: 'Delete Roundtrip Traders LLP' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Client deleted successfully')).toBeVisible();
    await page.getByPlaceholder(/Search/).fill('');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await (await chooser).setFiles(file);
    const report = page.getByRole('dialog', { name: /Import of/ });
    await expect(report.getByText(`1 row(s) imported, ${total - 1} failed.`)).toBeVisible();
    const back = await apiGet<{ clients: ClientRow[] }>(page.request, 'clients?search=Roundtrip');
    expect(back.clients).toMatchObject([
      {
        name: 'Roundtrip Traders LLP',
        email: 'accounts@roundtrip.example',
        phone: '9822012345',
        address: 'Karve Road, Pune',
        gst: '27AAPFU0939F1ZV',
      },
    ]);
  });

  test('templates: add one with sub-tasks; sub-tasks list shows them', async ({ page }) => {
    await page.goto('/configurations/tasks');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task Template' });
    await dialog.getByLabel(/^Task/).fill('Tax Audit');
    await dialog.getByRole('textbox', { name: 'Sub-task 1', exact: true }).fill('Form 3CD');
    await dialog.getByRole('button', { name: 'Add sub-task' }).click();
    await dialog.getByRole('textbox', { name: 'Sub-task 2', exact: true }).fill('Form 3CA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Task template created successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: /Tax Audit 2/ })).toBeVisible();
    await screenshot(page, 'config-templates');
    await page.getByRole('tab', { name: 'Sub-tasks' }).click();
    await expect(page.getByRole('row', { name: /Form 3CA Tax Audit/ })).toBeVisible();

    // The grid's Task cell offers the template; its Sub-task cell then offers the template's sub-tasks.
    await page.goto('/tasks');
    await expect(page.locator('[role=row][row-index="0"] [col-id="status"]').first()).not.toBeEmpty();
    await page.getByRole('button', { name: 'New Row' }).click();
    await page.locator('[role=row][row-index="t-0"] [col-id="task"]').first().click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Tax Au', { delay: 40 });
    await expect(page.getByRole('option', { name: 'Tax Audit', exact: true })).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST' && r.status() !== 401,
    );
    await page.keyboard.press('Tab');
    expect((await (await created).json()).data.task.task).toBe('Tax Audit');
    const subTasks = page.getByRole('listbox', { name: 'Sub-task' });
    await expect(subTasks.getByRole('option')).toHaveText(['Form 3CA', 'Form 3CD']);
    await screenshot(page, 'config-template-in-grid');
    await page.keyboard.press('Escape');
  });

  test('statuses: rename a system status; it is not deletable', async ({ page }) => {
    await page.goto('/configurations/status');
    await page.getByRole('button', { name: 'Edit In Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Status' });
    await dialog.getByLabel('Status Name').fill('Working On It');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Working On It' })).toBeDisabled();
    // Added on as the spec's short date ('Jan 5, 2025'), whatever the date format preference.
    await expect(page.getByRole('row', { name: /Working On It/ })).toContainText(
      /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    await screenshot(page, 'config-statuses');
    const tasks = await page.request.get('/api/tasks?scope=all&statusIn=Working%20On%20It&limit=1', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect((await tasks.json()).data.tasks[0].status).toBe('Working On It');
    // The grid shows the new name at once.
    await page.goto('/all-tasks');
    await page.getByRole('button', { name: 'Filter Status' }).click();
    await page.getByRole('checkbox', { name: 'Working On It' }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('[role=row][row-index="0"] [col-id="status"]').first()).toHaveText(
      'Working On It',
    );
  });

  test('invite a user, accept from the mail, sign in as them', async ({ page }) => {
    const email = `invitee-${Date.now()}@example.test`;
    await page.goto('/configurations/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Name').fill('Ishaan Mehta');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) }).getByText('Invited')).toBeVisible();
    await screenshot(page, 'config-users');
    const link = await mailedLink(email, '/accept-invite');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto(link);
    await expect(page.getByText(`as ${email}`)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Ishaan@2026');
    await page.getByLabel('Confirm password').fill('Ishaan@2026');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByText('Invitation accepted. Please login.')).toBeVisible();
    await signIn(page, email, { password: 'Ishaan@2026' });
  });

  test('invoice settings: save, and upload a logo', async ({ page }) => {
    await page.goto('/configurations/invoices');
    await page.getByText('Bank Account Details').click();
    await page.getByLabel('IFSC code').fill('HDFC123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/IFSC code must be 11 characters/).first()).toBeVisible();
    await page.getByLabel('IFSC code').fill('icic0000123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Business details updated successfully')).toBeVisible();
    await page.getByText('Branding & Personalization').click();
    const logo = join(tmpdir(), `logo-${Date.now()}.png`);
    writeFileSync(logo, makePng(300, 100));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles(logo);
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
    await screenshot(page, 'config-invoice-settings');
  });

  test('preferences: save and reset', async ({ page }) => {
    const saved = async () =>
      (await apiGet<{ preferences: Preferences }>(page.request, 'config/preferences')).preferences;
    const adminRow = page.getByRole('row', { name: /admin@demo\.test/ });
    await page.goto('/configurations/users');
    await expect(adminRow).toContainText(/\d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const dateFormat = page.getByRole('combobox', { name: 'Date format' });
    await expect(dateFormat).toHaveValue('DD/MM/YYYY');
    await dateFormat.click();
    await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
    await page.getByRole('combobox', { name: 'Default time unit' }).click();
    await page.getByRole('option', { name: 'Hours' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved')).toBeVisible();
    expect(await saved()).toMatchObject({ dateFormat: 'YYYY-MM-DD', timeUnit: 'Hours' });
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(adminRow).toContainText(/\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('tab', { name: 'Status' }).click();
    // The status list keeps its short date (spec §9: 'Jan 5, 2025').
    await expect(page.getByRole('row', { name: /To Do/ })).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
    // Hours read as h:mm everywhere (a template of 300 minutes is 5:00).
    await expect(page.getByRole('row', { name: /^Bookkeeping/ })).toContainText('5:00');
    // The task grid's due dates and totals follow too.
    await page.goto('/tasks');
    await expect(page.locator('[role=row][row-index="0"] [col-id="dueDate"]').first()).toHaveText(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.getByTestId('footer-et')).toHaveText(/^\d+:\d{2}$/);
    await screenshot(page, 'config-date-format-in-grid');
    await page.goto('/configurations/preferences');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('YYYY-MM-DD');
    await page.getByRole('button', { name: 'Tax Preferences' }).click();
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await page.getByRole('button', { name: 'Add Tax Column' }).click();
    await page.getByRole('textbox', { name: 'Tax 3 name' }).fill('Cess');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved')).toBeVisible();
    expect((await saved()).country).toBe('Other');
    expect((await saved()).customTaxes.map((t) => t.name)).toContain('Cess');
    await screenshot(page, 'config-preferences');

    await page.getByRole('button', { name: 'Reset Preferences' }).click();
    await expect(page.getByText('Preferences reset to default')).toBeVisible();
    expect(await saved()).toEqual(DEFAULT_PREFERENCES);
    await page.getByRole('button', { name: 'Display Preferences' }).click();
    await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('DD/MM/YYYY');
  });
});

test('every configuration tab fits a desktop and a phone screen', async ({ page }) => {
  // Every tab twice (desktop and phone), each waited to rest: more than one test's minute on a
  // busy two-core machine.
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.test');
  const tabs = [
    'clients',
    'tasks',
    'sub-tasks',
    'invoices',
    'priority',
    'status',
    'users',
    'preferences',
    'holidays',
    'audit-log',
  ];
  for (const [width, height, suffix] of [
    [1440, 900, ''],
    [390, 844, '-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const tab of tabs) {
      await page.goto(`/configurations/${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await screenshot(page, `config-tab-${tab}${suffix}`);
      expect(overflow, `${tab} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
});

test('a Team Leader cannot open configurations', async ({ page }) => {
  await signIn(page, 'leader@demo.test');
  await page.goto('/configurations/clients');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

async function accessToken(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(
    () =>
      JSON.parse(
        sessionStorage.getItem('practice-desk.auth') ?? localStorage.getItem('practice-desk.auth') ?? '{}',
      ).accessToken ?? '',
  );
}

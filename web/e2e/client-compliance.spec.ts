// The client form's Compliance section: an Admin fills a company's profile (by keyboard where a
// person would), saves it and sees it again; wrong values are refused under their fields, by the
// form's own checks and by the server's.
import AxeBuilder from '@axe-core/playwright';
import { type ClientDetail, gstinCheckChar } from '@practice-desk/contracts';
import { expect, type Locator, type Page, test } from './fixtures';
import { apiGet, apiSend, DEMO_PASSWORD, mailedLink, screenshot, signIn, watchErrors } from './helpers';

const PAN = 'AABCV7731K';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;

async function openClient(page: Page, name: string): Promise<Locator> {
  await page.goto('/configurations/clients');
  await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByRole('combobox', { name: 'Entity type' })).toBeVisible();
  return dialog;
}

/** Picks an option of a Mantine select with the keyboard: open, type-ahead by arrows, Enter. */
async function chooseByKeyboard(page: Page, select: Locator, option: string) {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  for (let step = 0; step < 10; step++) {
    const selected = listbox.locator('[data-combobox-selected]');
    if ((await selected.count()) > 0 && (await selected.textContent()) === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
}

test.describe('client compliance profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('an Admin fills a company’s profile, saves it and sees it on reopening', async ({ page }) => {
    // A whole profile typed field by field, checked by axe, saved and read back: on a busy two-core
    // machine it took 60 to 78 s, past the default minute.
    test.slow();
    const name = `Vaze Fabricators ${Date.now()} Pvt Ltd`;
    const created = await apiSend<{ client: { id: string } }>(page.request, 'post', 'clients', {
      name,
      address: 'Plot 7, Bhosari MIDC, Pune 411026',
    });
    let dialog = await openClient(page, name);
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name: 'Entity type' }), 'Company');
    const pan = dialog.getByRole('textbox', { name: 'PAN' });
    await pan.fill('aabpv7731k');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('The 4th letter of the PAN of a company is C')).toBeVisible();
    await expect(pan).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus, so a long form scrolls to it.
    await expect(pan).toBeFocused();
    await screenshot(page, 'client-compliance-wrong-pan');

    await pan.fill(PAN);
    await dialog.getByRole('textbox', { name: 'GST number' }).fill(GSTIN);
    await chooseByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'GST return frequency' }),
      'Quarterly (QRMP)',
    );
    await dialog.getByRole('textbox', { name: 'TAN' }).fill('pnev07731a');
    // Space ticks a focused checkbox, as for a person moving through the form with Tab.
    await dialog.getByRole('checkbox', { name: '26Q' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: '26Q' })).toBeChecked();
    await dialog.getByLabel('AGM date').fill('25/09/2026');
    await dialog.getByRole('button', { name: 'Add director' }).click();
    await dialog.getByRole('textbox', { name: 'Director 1 name' }).fill('Sunil Vaze');
    await dialog.getByRole('textbox', { name: 'Director 1 DIN' }).fill('01234567');
    await dialog.getByLabel('Director 1 last KYC').fill('20/09/2025');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByRole('textbox', { name: 'Contact 1 name' }).fill('Meera Vaze');
    await dialog.getByRole('textbox', { name: 'Contact 1 role' }).fill('Accounts');
    await dialog.getByRole('textbox', { name: 'Contact 1 e-mail' }).fill('accounts@vaze.example');
    await dialog.getByRole('textbox', { name: 'Contact 1 phone' }).fill('98220 41230');
    await expect(dialog.getByRole('radio', { name: 'Contact 1 is primary' })).toBeChecked();
    await screenshot(page, 'client-compliance-filled');
    const { violations } = await new AxeBuilder({ page })
      .include('[role=dialog]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = await apiGet<{ client: ClientDetail }>(page.request, `clients/${created.client.id}`);
    expect(saved.client).toMatchObject({
      gst: GSTIN,
      stateCode: '27',
      compliance: {
        entityType: 'company',
        pan: PAN,
        gstin: GSTIN,
        gstFrequency: 'quarterly',
        tan: 'PNEV07731A',
        tdsForms: ['26Q'],
        agmDate: '2026-09-25',
        directors: [{ name: 'Sunil Vaze', din: '01234567', lastKycFiledOn: '2025-09-20' }],
        contacts: [
          {
            name: 'Meera Vaze',
            role: 'Accounts',
            email: 'accounts@vaze.example',
            phone: '98220 41230',
            primary: true,
          },
        ],
      },
    });

    for (const [width, height, suffix] of [
      [1440, 900, ''],
      [390, 844, '-phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      dialog = await openClient(page, name);
      await expect(dialog.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Company');
      await expect(dialog.getByRole('textbox', { name: 'PAN' })).toHaveValue(PAN);
      await expect(dialog.getByRole('combobox', { name: 'GST return frequency' })).toHaveValue(
        'Quarterly (QRMP)',
      );
      await expect(dialog.getByRole('textbox', { name: 'TAN' })).toHaveValue('PNEV07731A');
      await expect(dialog.getByRole('checkbox', { name: '26Q' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: '24Q' })).not.toBeChecked();
      await expect(dialog.getByLabel('AGM date')).toHaveValue('25/09/2026');
      await expect(dialog.getByRole('textbox', { name: 'Director 1 DIN' })).toHaveValue('01234567');
      await expect(dialog.getByRole('textbox', { name: 'Contact 1 e-mail' })).toHaveValue(
        'accounts@vaze.example',
      );
      await screenshot(page, `client-compliance-reopened${suffix}`);
      await dialog.getByRole('button', { name: 'Add contact' }).scrollIntoViewIfNeeded();
      await screenshot(page, `client-compliance-section${suffix}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `the form at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('shows the server’s refusal under its field: a default assignee deactivated meanwhile', async ({
    page,
  }) => {
    const email = `assignee-${Date.now()}@example.test`;
    const invited = await apiSend<{ user: { id: string } }>(page.request, 'post', 'users', {
      name: 'Omkar Sathe',
      email,
      role: 'TEAM_MEMBER',
    });
    const token = (await mailedLink(email, '/accept-invite')).split('#token=')[1];
    const accepted = await page.request.post('/api/auth/accept-invite', {
      data: { token, name: 'Omkar Sathe', password: DEMO_PASSWORD },
    });
    expect(accepted.ok()).toBeTruthy();

    const name = `Sathe Traders ${Date.now()}`;
    await apiSend(page.request, 'post', 'clients', { name, address: 'Satara Road, Pune' });
    const dialog = await openClient(page, name);
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name: 'Entity type' }), 'Individual');
    await dialog.getByRole('textbox', { name: 'PAN' }).fill('ABKPS5528D');
    await dialog.getByRole('combobox', { name: 'Default assignee' }).fill('Omkar');
    await page.getByRole('option', { name: `Omkar Sathe · ${email}` }).click();
    await apiSend(page.request, 'put', `users/${invited.user.id}`, { status: 'Inactive' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Choose an active person of the practice')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Default assignee' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await screenshot(page, 'client-compliance-server-refusal');
  });
});

test('a Team Leader adding a client is offered the practice’s active people as its default assignee', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'leader@demo.test', { to: '/tasks' });
  await page.getByRole('main').getByRole('button', { name: 'Add Client', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await chooseByKeyboard(page, dialog.getByRole('combobox', { name: 'Entity type' }), 'Individual');
  await dialog.getByRole('combobox', { name: 'Default assignee' }).fill('Priya');
  await expect(page.getByRole('option', { name: 'Priya Joshi · member@demo.test' })).toBeVisible();
  await screenshot(page, 'client-compliance-leader-assignee');
  expect(errors).toEqual([]);
});

// Issue 34 in the client form: a company without an AGM date is warned that its AOC-4 and MGT-7
// are provisional; the auditor's appointment, transfer pricing and a director's changed details
// are entered, saved and seen again, and the warning goes once the AGM date is entered.

import { type ClientDetail, gstinCheckChar, PROFILE_HELP } from '@practice-desk/contracts';
import { expect, type Locator, type Page, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const PAN = 'AABCK4417M';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;

/** Signs the Admin in, giving a busy machine its time to load the app after the first sign-in. */
async function openClient(page: Page, name: string): Promise<Locator> {
  await page.goto('/configurations/clients');
  await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Company');
  return dialog;
}

test('a company’s profile takes the auditor’s appointment, transfer pricing and a director’s changed details, and warns until the AGM date is entered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.test');
  const name = `Kale Castings ${Date.now()} Pvt Ltd`;
  const created = await apiSend<{ client: { id: string } }>(page.request, 'post', 'clients', {
    name,
    address: 'Plot 12, Chakan MIDC, Pune 410501',
    gst: GSTIN,
  });
  const id = created.client.id;
  await apiSend(page.request, 'put', `clients/${id}/compliance`, {
    entityType: 'company',
    pan: PAN,
    gstin: GSTIN,
    gstFrequency: 'monthly',
    directors: [{ name: 'Anil Kale', din: '04455667', lastKycFiledOn: '2026-05-10' }],
  });

  for (const [width, height, suffix] of [
    [1440, 900, ''],
    [390, 844, '-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const dialog = await openClient(page, name);
    const warning = dialog.getByRole('alert').filter({ hasText: 'AGM date not entered' });
    await expect(warning).toContainText(PROFILE_HELP.noAgmDate);
    await expect(dialog.getByText(PROFILE_HELP.gstFrequencyChange)).toBeVisible();
    if (suffix === '') {
      await dialog.getByLabel('Auditor appointed on').fill('26/09/2026');
      await dialog.getByRole('checkbox', { name: 'Transfer pricing' }).check();
      await dialog.getByLabel('Director 1 details changed on').fill('02/11/2026');
    }
    await warning.scrollIntoViewIfNeeded();
    await screenshot(page, `client-compliance-no-agm${suffix}`);
    await dialog.getByLabel('Director 1 details changed on').scrollIntoViewIfNeeded();
    await screenshot(page, `client-compliance-director-changed${suffix}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the form at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    if (suffix === '') {
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Client updated successfully')).toBeVisible({ timeout: 45_000 });
      await expect(dialog).toBeHidden();
      const saved = await apiGet<{ client: ClientDetail }>(page.request, `clients/${id}`);
      expect(saved.client.compliance).toMatchObject({
        agmDate: null,
        auditorAppointedOn: '2026-09-26',
        transferPricing: true,
        directors: [{ din: '04455667', lastKycFiledOn: '2026-05-10', detailsChangedOn: '2026-11-02' }],
      });
    } else {
      await expect(dialog.getByLabel('Auditor appointed on')).toHaveValue('26/09/2026');
      await expect(dialog.getByRole('checkbox', { name: 'Transfer pricing' })).toBeChecked();
      await expect(dialog.getByLabel('Director 1 details changed on')).toHaveValue('02/11/2026');
      await dialog.getByLabel('AGM date').fill('26/09/2026');
      await expect(warning).toBeHidden();
      await dialog.getByLabel('AGM date').scrollIntoViewIfNeeded();
      await screenshot(page, 'client-compliance-agm-entered-phone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }
});

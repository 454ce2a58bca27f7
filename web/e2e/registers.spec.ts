// The registers driven as a person would: a partner puts their membership number on the profile,
// registers a UDIN (a wrong one is refused under the field with its message, the right one is
// listed and stored), and sees a DSC expiring in the DSC register's 30-day list.

import { type DscRow, UDIN_MESSAGES, type UdinList } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { apiGet, apiSend, screenshot, signIn } from './helpers';

const CLIENT = 'Kulkarni Textiles';
const MEMBERSHIP = '112233';

test('a UDIN is registered: a wrong one refused with its message, the right one listed', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test', { to: '/profile/account-details' });
  await page.getByLabel('Membership number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Membership number must be 6 digits')).toBeVisible();
  await page.getByLabel('Membership number').fill(MEMBERSHIP);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Membership number must be 6 digits')).toBeHidden();
  await expect(page.getByText(/Profile updated/i).first()).toBeVisible();

  await page.getByRole('link', { name: 'Registers' }).first().click();
  await expect(page).toHaveURL(/\/registers\/udin$/);
  await page.getByRole('button', { name: 'Register document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register document' });
  await dialog.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Tax audit report' }).click();
  await dialog.getByRole('combobox', { name: 'Client' }).fill('Kulkarni');
  await page.getByRole('option', { name: CLIENT }).click();
  // The signer defaults to the person registering, when they have a membership number.
  await expect(dialog.getByRole('combobox', { name: 'Signing member' })).toHaveValue(
    `Anita Deshpande (M.No. ${MEMBERSHIP})`,
  );
  const today = dayjs();
  await dialog.getByLabel('Date of signing').fill(today.format('DD/MM/YYYY'));
  await dialog.getByLabel('Date generated').fill(today.format('DD/MM/YYYY'));
  const yy = today.format('YY');
  await dialog.getByRole('textbox', { name: 'UDIN' }).fill(`${yy}999999AB12CD34EF`);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(UDIN_MESSAGES.member(MEMBERSHIP))).toBeVisible();
  await screenshot(page, 'registers-udin-refused-desktop');

  // Linked to one of the client's tasks.
  await dialog
    .getByRole('textbox', { name: 'Linked task' })
    .or(dialog.getByRole('combobox', { name: 'Linked task' }))
    .click();
  const firstTask = page.getByRole('option').first();
  const taskTitle = (await firstTask.textContent()) ?? '';
  await firstTask.click();

  const udin = `${yy}${MEMBERSHIP}AB12CD34EF`;
  await dialog.getByRole('textbox', { name: 'UDIN' }).fill(udin.toLowerCase());
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'UDIN register' });
  const row = table.getByRole('row', { name: new RegExp(udin) });
  await expect(row).toContainText(CLIENT);
  await expect(row).toContainText('Generated');
  await screenshot(page, 'registers-udin-desktop');

  const stored = await apiGet<UdinList>(request, 'registers/udin?status=generated');
  expect(stored.documents.map((d) => [d.udin, d.clientName, d.membershipNumber, d.taskTitle])).toContainEqual(
    [udin, CLIENT, MEMBERSHIP, taskTitle],
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'registers-udin-mobile');
});

test('a DSC expiring in 10 days is in the expiring list', async ({ page, request }) => {
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent(CLIENT)}`,
  );
  const client = clients.find((c) => c.name === CLIENT);
  if (!client) throw new Error(`no demo client ${CLIENT}`);
  const validTo = dayjs().add(10, 'day').format('YYYY-MM-DD');
  await apiSend<{ certificate: DscRow }>(request, 'post', 'registers/dsc', {
    clientId: client.id,
    holderName: 'Ramesh Kulkarni',
    holderKind: 'director',
    certificateClass: 'Class 3',
    tokenSerial: 'EPASS-E2E-10',
    issuedBy: 'eMudhra',
    validFrom: dayjs().subtract(720, 'day').format('YYYY-MM-DD'),
    validTo,
  });
  await apiSend(request, 'post', 'registers/dsc', {
    clientId: client.id,
    holderName: 'Sunita Kulkarni',
    holderKind: 'partner',
    certificateClass: 'Class 3',
    tokenSerial: 'EPASS-E2E-400',
    issuedBy: 'Capricorn',
    validFrom: dayjs().subtract(300, 'day').format('YYYY-MM-DD'),
    validTo: dayjs().add(400, 'day').format('YYYY-MM-DD'),
  });

  await signIn(page, 'admin@demo.test', { to: '/registers/dsc' });
  const table = page.getByRole('table', { name: 'DSC register' });
  await expect(table.getByRole('row', { name: /EPASS-E2E-400/ })).toBeVisible();
  await page.getByText('Expiring in 30 days').click();
  const row = table.getByRole('row', { name: /EPASS-E2E-10/ });
  await expect(row).toContainText('10 days left');
  await expect(table.getByRole('row', { name: /EPASS-E2E-400/ })).toHaveCount(0);

  // Checked out to the director, then back: the log keeps both.
  await row.getByRole('button', { name: 'Check out' }).click();
  const out = page.getByRole('dialog', { name: /Check out/ });
  await out.getByLabel('Taken by').fill('Ramesh Kulkarni');
  await out.getByLabel('Purpose').fill('GST filing at his office');
  await out.getByRole('button', { name: 'Check out' }).click();
  await expect(row).toContainText('with Ramesh Kulkarni');
  await screenshot(page, 'registers-dsc-desktop');
  await row.getByRole('button', { name: 'Check in' }).click();
  await expect(row).toContainText('In office');
  const stored = await apiGet<{ certificates: DscRow[] }>(request, 'registers/dsc?view=expiring');
  const token = stored.certificates.find((c) => c.tokenSerial === 'EPASS-E2E-10');
  expect(token?.custody).toBe('in_office');
  expect(token?.movements.map((m) => [m.takenBy, m.purpose, m.returnedAt !== null])).toEqual([
    ['Ramesh Kulkarni', 'GST filing at his office', true],
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'registers-dsc-mobile');
});

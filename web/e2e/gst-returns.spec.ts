// GST returns: open the GSTR-1 of this month, download its JSON (the sent invoice in B2B, the draft
// left out, an advance received in Table 11A and its receipt voucher in Table 13), mark the month filed, then see a draft of the month refuse a line edit. The filing
// mark is undone afterwards so the other specs' invoices of this month stay editable.
import { readFileSync } from 'node:fs';
import { GSTR1_MESSAGES, type Gstr1Return, gstr1Period } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import {
  apiGet,
  apiSend,
  invoiceRowOf,
  kulkarniInvoice,
  type NumberedInvoice,
  screenshot,
  signIn,
} from './helpers';

const period = dayjs().format('YYYY-MM');
const label = gstr1Period(period)?.label ?? period;

test.afterAll(async ({ request }) => {
  const filing = await apiGet<{ filing: unknown }>(request, `gst/gstr1?period=${period}`);
  if (filing.filing) await apiSend(request, 'delete', `gst/gstr1/filed?period=${period}`);
});

test('GSTR-1 of the month: download the JSON, mark it filed, and a draft of the month is locked', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const generated = await kulkarniInvoice(request, `GSTR-1 sent ${stamp}`, 'GST Returns');
  const { invoice: sent } = await apiSend<{ invoice: NumberedInvoice }>(
    request,
    'put',
    `invoices/${generated.id}/status`,
    { status: 'Sent' },
  );
  const draft = await kulkarniInvoice(request, `GSTR-1 draft ${stamp}`, 'GST Returns');
  // An unregistered client in Karnataka pays ₹11,800 in advance today: IGST, Table 11A.
  const { client: payer } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: `Hegde Exports ${stamp}`,
    address: 'Residency Road, Bengaluru 560025',
    stateCode: '29',
  });
  await apiSend(request, 'post', `clients/${payer.id}/advances`, {
    date: dayjs().format('YYYY-MM-DD'),
    amount: '11800',
    mode: 'Bank Transfer',
    description: 'Audit fee in advance',
  });

  await signIn(page, 'admin@demo.test', { to: '/invoicing/gst-returns' });
  await expect(page.getByRole('tab', { name: 'GST returns' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(label);
  const sections = page.getByRole('table', { name: 'GSTR-1 sections' });
  await expect(sections.getByRole('row').filter({ hasText: 'B2B invoices (4A)' })).toBeVisible();
  await expect(sections.getByRole('row').filter({ hasText: 'Advances received (11A)' })).toBeVisible();
  await expect(sections.getByRole('row').filter({ hasText: 'Advances adjusted (11B)' })).toBeVisible();
  await expect(sections.getByRole('row').filter({ hasText: 'Documents issued (13)' })).toBeVisible();
  await screenshot(page, 'gst-returns');

  // The JSON as the portal takes it: the sent invoice in B2B, the Generated draft not issued.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^GSTR1_\w{15}_\d{6}\.json$/);
  const json = JSON.parse(readFileSync(await download.path(), 'utf8')) as Gstr1Return;
  expect(json.fp).toBe(dayjs().format('MMYYYY'));
  const b2b = (json.b2b ?? []).flatMap((g) => g.inv.map((inv) => ({ ctin: g.ctin, ...inv })));
  expect(b2b.find((inv) => inv.inum === sent.invoiceNumber)).toMatchObject({
    idt: dayjs().format('DD-MM-YYYY'),
    val: 11800,
    itms: [{ num: 1, itm_det: { txval: 10000, rt: 18, camt: 900, samt: 900, csamt: 0 } }],
  });
  expect(b2b.some((inv) => inv.inum === draft.invoiceNumber)).toBe(false);
  expect(json.hsn.hsn_b2b.length).toBeGreaterThan(0);
  expect(json.at?.find((entry) => entry.pos === '29')).toMatchObject({ sply_ty: 'INTER' });
  // The offline tool's keys only: the nature is its number (no doc_typ).
  expect(Object.keys(json.doc_issue.doc_det.find((d) => d.doc_num === 6) ?? {}).sort()).toEqual([
    'doc_num',
    'docs',
  ]);

  // Mark as filed, with the ARN.
  await page.getByRole('button', { name: 'Mark as filed' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark GSTR-1 for ${label} as filed` });
  await dialog.getByLabel('ARN').fill('AA2711260012345');
  await screenshot(page, 'gst-returns-mark-filed');
  await dialog.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(page.getByText(GSTR1_MESSAGES.markedFiled(label))).toBeVisible();
  await expect(page.getByText(`GSTR-1 for ${label} filed`)).toBeVisible();
  await expect(page.getByText(/ARN AA2711260012345/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo filing mark' })).toBeVisible();

  // A draft of the month now refuses a line edit, naming the period.
  await page.getByRole('tab', { name: 'Invoices Generated' }).click();
  await invoiceRowOf(page, draft).getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Invoice for Kulkarni Textiles' });
  await view.getByLabel('Description of line 1').fill('Changed after filing');
  await view.getByLabel('Description of line 1').press('Enter');
  await expect(page.getByText(GSTR1_MESSAGES.locked(label))).toBeVisible();
  await screenshot(page, 'gst-returns-locked-line');
  await view.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The narrow screen: the same return, its buttons wrapping under the picker.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoicing/gst-returns');
  await expect(page.getByText(`GSTR-1 for ${label} filed`)).toBeVisible();
  await screenshot(page, 'gst-returns-mobile');
});

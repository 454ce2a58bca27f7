// Quotations & Invoicing driven as a person would: quote a completed task, generate invoices for
// two clients at once, fill in a client's missing GST details, read the invoice, download it,
// send it, take payments and revert one, each step checked through the API.
import { readFileSync } from 'node:fs';
import {
  financialYearOf,
  formatIndianPaise,
  gstinCheckChar,
  type InvoiceRow,
  invoiceFileName,
  type Money,
  moneyOf,
  type PendingInvoiceTask,
  paiseOf,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiGet, apiSend, latestMailTo, type NumberedInvoice, screenshot, signIn } from './helpers';

const rupees = (amount: Money) => `₹${formatIndianPaise(paiseOf(amount))}`;
const stamp = () => Date.now().toString(36);

async function clientId(request: APIRequestContext, name: string): Promise<string> {
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent(name)}`,
  );
  const found = clients.find((c) => c.name === name);
  if (!found) throw new Error(`no client ${name}`);
  return found.id;
}

/** A Completed task of the client; with an amount its quotation is saved (status Pending). */
async function completedTask(request: APIRequestContext, client: string, subTask: string, amount?: Money) {
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client,
    task: 'Statutory Audit',
    subTask,
    status: 'Completed',
  });
  if (amount !== undefined)
    await apiSend(request, 'post', `tasks/${task.id}/quotation`, { amount, remarks: 'Fees as agreed' });
  return task.id;
}

/** A client with an address but neither GSTIN nor state: invoicing must ask for them. */
async function clientWithoutGst(request: APIRequestContext, name: string) {
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    address: 'Shop 4, Camp, Pune 411001',
  });
  return client.id;
}

const invoicesOf = async (request: APIRequestContext, status: string) =>
  (await apiGet<{ invoices: NumberedInvoice[] }>(request, `invoices?status=${status}&limit=200`)).invoices;
const invoiceFor = (invoices: NumberedInvoice[], subTask: string) =>
  invoices.find((i) => i.items.some((line) => line.description.includes(subTask)));
/** An invoice's row, found by its id: a draft has no number to find it by. */
const invoiceRow = (page: Page, invoice: Pick<InvoiceRow, 'id'>) =>
  page.locator(`tr[data-invoice-id="${invoice.id}"]`);

async function generateThroughApi(request: APIRequestContext, taskIds: string[]) {
  return (
    await apiSend<{ invoices: NumberedInvoice[] }>(request, 'post', 'invoices/generate-from-tasks', {
      taskIds,
    })
  ).invoices;
}

test.describe('invoicing as an Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('quote a completed task, generate for two clients, supply missing GST details, view and download', async ({
    page,
    request,
  }) => {
    const id = stamp();
    const [subA, subB, subC] = [`Audit fees A-${id}`, `Audit fees B-${id}`, `Audit fees C-${id}`];
    const sahyadri = await clientId(request, 'Sahyadri Agro Foods Pvt Ltd');
    const bengaluru = await clientId(request, 'Bengaluru Software Labs Pvt Ltd');
    const newcomerName = `Nirmal Traders ${id}`;
    const newcomer = await clientWithoutGst(request, newcomerName);
    const taskA = await completedTask(request, sahyadri, subA);
    await completedTask(request, bengaluru, subB, '8000');
    const taskC = await completedTask(request, newcomer, subC, '5000');

    // The quotation from the task grid: Save turns the Completed task Pending with its amount.
    await page.goto('/all-tasks');
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(subA);
    const row = page.locator('[role=row][row-index="0"]');
    await expect(row.locator('[col-id="subTask"]')).toHaveText(subA);
    await expect(row.locator('[col-id="status"]')).toHaveText('Completed');
    await row.getByRole('button', { name: 'Create Quotation' }).click();
    const quote = page.getByRole('dialog', { name: /^Create Quotation/ });
    await quote.getByLabel('Quotation amount').fill('12500');
    await quote.getByLabel('Remarks').fill('Statutory audit FY 2025-26');
    await quote.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Quotation saved successfully')).toBeVisible();
    expect(
      (await apiGet<{ task: { status: string; quotationAmount: Money } }>(request, `tasks/${taskA}`)).task,
    ).toMatchObject({ status: 'Pending', quotationAmount: '12500.00' });

    // Pending Invoices: nothing ticked is refused; two clients ticked make two invoices.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Quotations & Invoicing' })
      .click();
    await expect(page).toHaveURL(/\/invoicing\/pending$/);
    await expect(page.getByRole('heading', { name: 'Quotations & Invoicing' })).toBeVisible();
    await expect(page.getByRole('cell', { name: subA, exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: subA })).toContainText('₹12,500.00');
    await page.getByRole('button', { name: 'Generate Invoice for Selected' }).click();
    await expect(page.getByText('Please select at least one task')).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(subA) }).check();
    await page.getByRole('checkbox', { name: new RegExp(subB) }).check();
    await expect(page.getByText('2 task(s) selected')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select all tasks' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await screenshot(page, 'invoicing-pending');
    await page.getByRole('button', { name: 'Generate Invoice for Selected' }).click();
    await expect(page.getByText('2 invoices generated successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: subA, exact: true })).toBeHidden();
    await screenshot(page, 'invoicing-generated-notice');
    const generated = await invoicesOf(request, 'generated');
    const invA = invoiceFor(generated, subA);
    const invB = invoiceFor(generated, subB);
    expect(invA).toMatchObject({
      clientName: 'Sahyadri Agro Foods Pvt Ltd',
      subtotal: '12500.00',
      status: 'Generated',
    });
    expect(invB).toMatchObject({ clientName: 'Bengaluru Software Labs Pvt Ltd', subtotal: '8000.00' });
    if (!invA || !invB) throw new Error('invoices missing');
    expect(invA.taxes.map((t) => t.name)).toEqual(['CGST', 'SGST']);
    expect(invB.taxes.map((t) => t.name)).toEqual(['IGST']);

    // A client without GST details: the modal asks for them, saves them and generates.
    await page.getByRole('row').filter({ hasText: subC }).getByRole('button', { name: 'Generate' }).click();
    const details = page.getByRole('dialog', { name: `Business details for ${newcomerName}` });
    await expect(details.getByLabel('Address')).toHaveValue('Shop 4, Camp, Pune 411001');
    await details.getByRole('button', { name: 'Save and generate' }).click();
    await expect(details.getByText('Please enter the GST number')).toBeVisible();
    await details.getByLabel('Not registered for GST').check();
    await expect(details.getByRole('combobox', { name: 'State (place of supply)' })).toBeVisible();
    await screenshot(page, 'invoicing-business-details');
    await details.getByLabel('Not registered for GST').uncheck();
    // A Karnataka GSTIN with a correct check digit: the practice is in Maharashtra, so IGST.
    const first14 = '29AAPCN4821N1Z';
    await details.getByLabel('GST Number').fill(`${first14}${gstinCheckChar(first14)}`);
    await details.getByRole('button', { name: 'Save and generate' }).click();
    await expect(page.getByText('Invoice generated successfully')).toBeVisible();
    await expect(details).toBeHidden();
    const client = (await apiGet<{ client: { gst: string } }>(request, `clients/${newcomer}`)).client;
    expect(client.gst).toBe(`${first14}${gstinCheckChar(first14)}`);
    const invC = invoiceFor(await invoicesOf(request, 'generated'), subC);
    expect(invC?.taxes.map((t) => t.name)).toEqual(['IGST']);
    const pending = await apiGet<{ tasks: PendingInvoiceTask[] }>(
      request,
      'invoices?status=pending&limit=200',
    );
    expect(pending.tasks.map((t) => t.id)).not.toContain(taskC);

    // The detail modal shows what the API holds: number, each tax, total, amount in words.
    await page.getByRole('tab', { name: 'Invoices Generated' }).click();
    await expect(page).toHaveURL(/\/invoicing\/generated$/);
    await invoiceRow(page, invA).getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Invoice for Sahyadri Agro Foods Pvt Ltd' });
    // Generated is a draft: no number until it is issued.
    expect(invA.invoiceNumber).toBeNull();
    await expect(view.getByRole('table', { name: 'Invoice details' })).toContainText('Draft');
    await expect(view.getByText('Tax Invoice', { exact: true })).toBeVisible();
    for (const tax of invA.taxes)
      await expect(
        view.getByRole('row', { name: `${tax.name} @ ${tax.rate}% ${rupees(tax.amount)}` }),
      ).toBeVisible();
    await expect(view.getByRole('row', { name: `Total ${rupees(invA.totalAmount)}` })).toBeVisible();
    await expect(view.getByText(invA.amountInWords)).toBeVisible();
    // A Generated invoice is a draft: its lines are editable cells (invoice-lines.spec.ts).
    await expect(view.getByLabel('Description of line 1')).toHaveValue(new RegExp(subA));
    await screenshot(page, 'invoicing-detail');

    // The draft's PDF is named as a draft.
    const [draftPdf] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Download draft PDF' }).click(),
    ]);
    expect(draftPdf.suggestedFilename()).toBe('Draft.pdf');

    // Issue: the draft takes the next number; its PDF is saved under that number, a real PDF.
    await view.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(page.getByText(/^Invoice issued as INV-\d+$/)).toBeVisible();
    const issuedA = (await apiGet<{ invoice: InvoiceRow }>(request, `invoices/${invA.id}`)).invoice;
    expect(issuedA).toMatchObject({ status: 'Sent', moneyStatus: 'Issued' });
    await expect(view.getByRole('table', { name: 'Invoice details' })).toContainText(
      String(issuedA.invoiceNumber),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(invoiceFileName(issuedA.invoiceNumber));
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    // Both downloads (the draft's and the issued one's) said so.
    await expect(page.getByText('Invoice downloaded successfully').last()).toBeVisible();
  });

  test('send an invoice, take a part payment then the rest, and revert another', async ({
    page,
    request,
  }) => {
    const id = stamp();
    const kulkarni = await clientId(request, 'Kulkarni Textiles');
    const [subSend, subRevert] = [`ROC filing S-${id}`, `ROC filing R-${id}`];
    const taskSend = await completedTask(request, kulkarni, subSend, '10000');
    const taskRevert = await completedTask(request, kulkarni, subRevert, '2500');
    const [toSend] = await generateThroughApi(request, [taskSend]);
    const [toRevert] = await generateThroughApi(request, [taskRevert]);
    if (!toSend || !toRevert) throw new Error('generation failed');

    // Send: To is the client's e-mail; the mail carries the PDF and the invoice moves to Sent.
    await page.goto('/invoicing/generated');
    await invoiceRow(page, toSend).getByRole('button', { name: 'Send' }).click();
    // A draft is sent as 'Draft' and takes its number as it goes.
    const send = page.getByRole('dialog', { name: 'Send Draft' });
    await expect(send.getByLabel('To')).toHaveValue('kulkarnitex@gmail.com');
    const cc = `accounts-${id}@example.test`;
    await send.getByLabel('Cc').fill(cc);
    await screenshot(page, 'invoicing-send');
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Invoice sent to kulkarnitex@gmail.com')).toBeVisible();
    await expect(invoiceRow(page, toSend)).toBeHidden();
    const sent = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${toSend.id}`)).invoice;
    expect(sent).toMatchObject({ status: 'Sent', moneyStatus: 'Sent' });
    expect(sent.invoiceNumber).toMatch(/^INV-\d+$/);
    const mail = latestMailTo(cc);
    expect(mail).toContain('application/pdf');
    expect(mail).toContain(invoiceFileName(sent.invoiceNumber));
    expect(mail).toContain('JVBERi'); // base64 of '%PDF'

    // A part payment, an over-payment refused with the balance, then the rest: Done.
    await page.getByRole('tab', { name: 'Invoices Sent' }).click();
    await expect(page).toHaveURL(/\/invoicing\/sent$/);
    await invoiceRow(page, toSend).getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Record payment · ${sent.invoiceNumber}` });
    await expect(pay.getByLabel('Amount')).toHaveValue(toSend.totalAmount);
    await pay.getByLabel('Amount').fill('5000');
    await pay.getByLabel('Reference').fill(`UTR-${id}`);
    await screenshot(page, 'invoicing-payment');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment recorded')).toBeVisible();
    const partPaid = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${toSend.id}`)).invoice;
    expect(partPaid).toMatchObject({
      status: 'Sent',
      moneyStatus: 'Part paid',
      paidAmount: '5000.00',
      balance: moneyOf(paiseOf(toSend.totalAmount) - 500000),
    });
    await expect(invoiceRow(page, toSend)).toContainText(rupees(partPaid.balance));
    await expect(invoiceRow(page, toSend).getByTestId('invoice-money-status')).toHaveText('Part paid');
    await invoiceRow(page, toSend).getByRole('button', { name: 'Record payment' }).click();
    await pay.getByLabel('Amount').fill(moneyOf(paiseOf(partPaid.balance) + 100));
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(pay.getByText(/The payment is more than the balance/)).toBeVisible();
    await pay.getByLabel('Amount').fill(partPaid.balance);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Invoice marked as done')).toBeVisible();
    const done = (await apiGet<{ invoice: NumberedInvoice }>(request, `invoices/${toSend.id}`)).invoice;
    expect(done).toMatchObject({ status: 'Done', balance: '0.00', paidAmount: toSend.totalAmount });
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Done').click();
    await expect(invoiceRow(page, toSend).getByTestId('invoice-money-status')).toHaveText('Paid');
    await screenshot(page, 'invoicing-sent-done');

    // Revert a generated invoice: it is gone and its task is back on Pending Invoices.
    await page.keyboard.press('Control+Alt+Shift+2');
    await expect(page).toHaveURL(/\/invoicing\/generated$/);
    await invoiceRow(page, toRevert).getByRole('button', { name: 'Revert to pending' }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Revert' })
      .click();
    await expect(page.getByText('Invoice reverted to pending')).toBeVisible();
    await expect(invoiceRow(page, toRevert)).toBeHidden();
    const pending = await apiGet<{ tasks: PendingInvoiceTask[] }>(
      request,
      'invoices?status=pending&limit=200',
    );
    expect(pending.tasks.map((t) => t.id)).toContain(taskRevert);
    await page.keyboard.press('Control+Alt+Shift+1');
    await expect(page.getByRole('cell', { name: subRevert, exact: true })).toBeVisible();

    // Done on a pending row closes the task without an invoice (it is archived).
    await page.getByRole('row').filter({ hasText: subRevert }).getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Close task' })
      .click();
    await expect(page.getByText('Task marked as done')).toBeVisible();
    await expect(page.getByRole('cell', { name: subRevert, exact: true })).toBeHidden();
    expect((await apiGet<{ task: { status: string } }>(request, `tasks/${taskRevert}`)).task.status).toBe(
      'Archived',
    );
  });
});

test('shortcuts: tabs by Ctrl+Alt+Shift+1..3, listed in the help, and refused off the page', async ({
  page,
}) => {
  await signIn(page, 'leader@demo.test');
  await page.goto('/invoicing/nonsense');
  await expect(page).toHaveURL(/\/invoicing\/pending$/);
  // Ctrl+3 is the browser's own (its third tab): the page's tabs take Ctrl+Alt+Shift.
  await page.keyboard.press('Control+3');
  await expect(page).toHaveURL(/\/invoicing\/pending$/);
  await page.keyboard.press('Control+Alt+Shift+3');
  await expect(page).toHaveURL(/\/invoicing\/sent$/);
  await expect(page.getByRole('tab', { name: 'Invoices Sent' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: /Keyboard Shortcuts/ });
  await expect(help.getByRole('tab', { name: /Quotations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(help.getByText('Invoices Generated tab')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await page.keyboard.press('Control+Alt+g');
  await expect(page.getByText('Not on Quotations page')).toBeVisible();
});

test('invoice settings: numbering restarts each financial year when chosen', async ({ page, request }) => {
  const settings = async () =>
    (
      await apiGet<{ settings: { yearlyNumbering: boolean; nextInvoiceNumber: number } }>(
        request,
        'config/invoice-settings',
      )
    ).settings;
  await signIn(page, 'admin@demo.test', { to: '/configurations/invoices' });
  // The server refuses a starting number at or below one already issued (other tests issue some).
  await page.getByLabel('Starting invoice number').fill(String((await settings()).nextInvoiceNumber));
  const yearly = page.getByRole('switch', { name: /Restart numbering each financial year/ });
  await expect(page.getByText(/^Next invoice: INV-\d+$/)).toBeVisible();
  await yearly.press('Space');
  await expect(yearly).toBeChecked();
  const year = financialYearOf(dayjs().format('YYYY-MM-DD'));
  await expect(page.getByText(`Numbers look like INV-${year}/001, from 001 again each April`)).toBeVisible();
  await screenshot(page, 'invoicing-settings-yearly');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business details updated successfully')).toBeVisible();
  expect((await settings()).yearlyNumbering).toBe(true);
  // Back to the continuous series the other tests expect.
  await yearly.press('Space');
  await expect(yearly).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(async () => (await settings()).yearlyNumbering).toBe(false);
});

test('a Team Member opening invoicing lands on the access denied page', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/invoicing');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('every invoicing tab and modal fits a desktop and a phone screen', async ({ page, request }) => {
  const id = stamp();
  const sahyadri = await clientId(request, 'Sahyadri Agro Foods Pvt Ltd');
  const [invoice] = await generateThroughApi(request, [
    await completedTask(request, sahyadri, `Bookkeeping Q1-${id}`, '45250.5'),
  ]);
  if (!invoice) throw new Error('generation failed');
  // Issued, so that it takes payments: a draft offers Issue instead.
  await apiSend(request, 'post', `invoices/${invoice.id}/issue`);
  await signIn(page, 'admin@demo.test');
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const fits = async (what: string) => {
      await screenshot(page, `invoicing-${what}-${suffix}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${what} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    };
    for (const tab of ['pending', 'generated', 'sent'] as const) {
      await page.goto(`/invoicing/${tab}`);
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fits(`tab-${tab}`);
    }
    await page.goto('/invoicing/sent');
    const first = invoiceRow(page, invoice);
    await first.getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Totals' })).toBeVisible();
    await fits('modal-detail');
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Send' }).click();
    await fits('modal-send');
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Record payment' }).click();
    await fits('modal-payment');
    await page.keyboard.press('Escape');
  }
});

// What clients owe: the Receivables report shows each client's balance by age with a chart and
// totals, a client's statement of account opens from the report, Profitability sets billed against
// the cost of time, and 'Send reminder' on an overdue invoice mails it and logs the reminder.

import type { ReceivablesReport } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { apiGet, invoiceRowOf, latestMailTo, type NumberedInvoice, screenshot, signIn } from './helpers';

test('the receivables report ages what clients owe and opens a statement', async ({ page, request }) => {
  const report = await apiGet<ReceivablesReport>(request, 'reports/receivables');
  // The demo's sent invoices: one 45 days old (part paid), one 100 days old.
  const aged = report.rows.find((r) => r.buckets.over90 !== '0.00');
  if (!aged) throw new Error('no demo client owing for more than 90 days');

  await signIn(page, 'admin@demo.test', { to: '/reports/receivables' });
  await expect(page.getByRole('tab', { name: 'Receivables' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: 'Outstanding by age' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Receivables by client' });
  for (const heading of ['0–30 DAYS', '31–60 DAYS', '61–90 DAYS', '> 90 DAYS', 'TOTAL'])
    await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: aged.clientName });
  await expect(row).toBeVisible();
  const footer = table.locator('tfoot');
  await expect(footer).toContainText('Total');
  await expect(footer).toContainText(
    `₹${Number(report.totals.total).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  await screenshot(page, 'receivables-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // On a phone each client is a card that keeps the balance, not a table cut at its edge.
  const cards = page.getByRole('list', { name: 'Receivables by client' });
  await expect(cards.getByRole('listitem').filter({ hasText: aged.clientName })).toBeVisible();
  await screenshot(page, 'receivables-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: aged.clientName }).click();
  const statement = page.getByRole('dialog', { name: `Statement of account – ${aged.clientName}` });
  await expect(statement.getByRole('table', { name: 'Statement of account' })).toContainText(
    'Opening balance',
  );
  await expect(statement.getByTestId('statement-closing')).not.toBeEmpty();
  await screenshot(page, 'statement-1440');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'statement-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();

  // A client who owes nothing has a statement too, from the picker.
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(request, 'clients?limit=100');
  const settled = clients.find((c) => !report.rows.some((r) => r.clientId === c.id));
  if (!settled) throw new Error('every demo client owes something');
  const picker = page.getByRole('combobox', { name: 'Statement of account' });
  await picker.fill(settled.name);
  await page.getByRole('option', { name: settled.name }).click();
  const settledStatement = page.getByRole('dialog', { name: `Statement of account – ${settled.name}` });
  await expect(settledStatement.getByTestId('statement-closing')).toHaveText('₹0.00');
  await page.keyboard.press('Escape');
  await expect(settledStatement).toBeHidden();

  await page.getByRole('tab', { name: 'Profitability' }).click();
  await expect(page.getByText(/Realisation % is billed ÷ \(billing rate × time logged\)/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Profitability by client and month' })).toBeVisible();
  await screenshot(page, 'profitability-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Profitability by client and month' })).toBeVisible();
  await screenshot(page, 'profitability-390');
});

test('Send reminder on an overdue invoice mails it and logs the reminder', async ({ page, request }) => {
  const today = dayjs().format('YYYY-MM-DD');
  const { invoices } = await apiGet<{ invoices: NumberedInvoice[] }>(
    request,
    'invoices?status=sent&limit=100',
  );
  const overdue = invoices.find((i) => i.dueDate < today && i.balance !== '0.00' && i.billedTo.email);
  if (!overdue) throw new Error('no overdue demo invoice');

  await signIn(page, 'admin@demo.test', { to: '/invoicing/sent' });
  const row = invoiceRowOf(page, overdue);
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: `Invoice for ${overdue.clientName}` });
  await expect(detail.getByText(/^Overdue since/)).toBeVisible();
  await expect(detail.getByText('No reminders sent yet.')).toBeVisible();
  await detail.getByRole('button', { name: 'Send reminder' }).click();
  await expect(detail.getByRole('textbox', { name: 'To' })).toHaveValue(overdue.billedTo.email ?? '');
  await detail.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Reminder sent to ${overdue.billedTo.email}`)).toBeVisible();
  const log = detail.getByRole('table', { name: 'Reminders sent' });
  await expect(log).toContainText(overdue.billedTo.email ?? '');
  await expect(log).toContainText('Anita Deshpande');
  await screenshot(page, 'reminder-sent-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await log.scrollIntoViewIfNeeded();
  await screenshot(page, 'reminder-sent-390');

  const mail = latestMailTo(overdue.billedTo.email ?? '');
  expect(mail).toContain(`Payment reminder: invoice ${overdue.invoiceNumber}`);
  expect(mail).toMatch(new RegExp(`filename="?${overdue.invoiceNumber}\\.pdf`));
});

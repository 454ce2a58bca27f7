// Realisation as a practice reads it: a task's time logged, then invoiced and sent, shows under its
// client with its time value, what was invoiced and the percentages; the cut switches to month by
// keyboard, and the workbook carries the same totals.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { RealisationReport } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { apiGet, apiSend, type NumberedInvoice, screenshot, signIn } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

const inRupees = (amount: string) =>
  `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('an Admin reads realisation by client and month for this month, and exports it', async ({
  page,
  request,
}) => {
  // The practice's hourly rate values the time (as unbilled.spec sets it).
  await apiSend(request, 'put', 'invoicing/rates/hourly', { hourlyRate: '1200' });
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent('Kulkarni Textiles')}`,
  );
  const client = clients.find((c) => c.name === 'Kulkarni Textiles');
  const { task } = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: client?.id,
    task: 'Statutory Audit',
    subTask: `Realisation ${Date.now().toString(36)}`,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${task.id}/time-entries`, { minutes: 120 });
  await apiSend(request, 'post', `tasks/${task.id}/quotation`, { amount: '10000', remarks: 'Fee' });
  const { invoices } = await apiSend<{ invoices: NumberedInvoice[] }>(
    request,
    'post',
    'invoices/generate-from-tasks',
    { taskIds: [task.id] },
  );
  await apiSend(request, 'put', `invoices/${invoices[0]?.id}/status`, { status: 'Sent' });
  // This month, as the screen's period opens.
  const month = `from=${dayjs().startOf('month').format('YYYY-MM-DD')}&to=${dayjs().format('YYYY-MM-DD')}`;
  const report = await apiGet<RealisationReport>(request, `reports/realisation?${month}`);
  const kulkarni = report.client.find((c) => c.label === 'Kulkarni Textiles');
  expect(Number(kulkarni?.invoiced)).toBeGreaterThanOrEqual(10000);
  expect(kulkarni?.minutes).toBeGreaterThanOrEqual(120);

  await withAxe(page);
  await signIn(page, 'admin@demo.test', { to: '/reports/realisation' });
  await expect(page.getByRole('tab', { name: 'Realisation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: 'Realisation by month' })).toBeVisible();
  const byClient = page.getByRole('table', { name: 'Realisation by client' });
  const row = byClient.getByRole('row').filter({ hasText: 'Kulkarni Textiles' });
  await expect(row).toContainText(inRupees(kulkarni?.invoiced ?? ''));
  await expect(row).toContainText(inRupees(kulkarni?.timeValue ?? ''));
  await expect(byClient.locator('tfoot')).toContainText(inRupees(report.totals.invoiced));
  await screenshot(page, 'realisation-desktop');
  expect((await axeFindings(page, 'realisation')).grave).toEqual([]);

  await page.getByRole('radio', { name: 'By client' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const byMonth = page.getByRole('table', { name: 'Realisation by month' });
  await expect(byMonth.getByRole('row').filter({ hasText: dayjs().format('MMM YYYY') })).toContainText(
    inRupees(report.totals.invoiced),
  );

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('realisation.xlsx');
  const book = XLSX.read(readFileSync((await file.path()) ?? ''), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['By client', 'By template', 'By person', 'By month']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['By month'] ?? {}, { header: 1 });
  expect(rows.find((r) => r[0] === 'Total')?.[3]).toBe(Number(report.totals.invoiced));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(byMonth).toBeVisible();
  await page.getByRole('radio', { name: 'By client' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'realisation-mobile');
});

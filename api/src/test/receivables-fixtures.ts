// Issued invoices of one client dated in the past, for the receivables, statement and reminder
// tests: generated from a task as a practice would, sent, then dated back (the only way a test
// gets an invoice 91 days old).
import type { InvoiceRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { invoices } from '../db/schema';
import type { TestApp } from './app';
import { type AuthHeaders, createPendingTask } from './factories';
import { practiceDaysFromToday, practiceToday } from './practice-today';

export const today = () => practiceToday();
export const daysAgo = (n: number) => practiceDaysFromToday(-n);

export async function issueInvoice(
  app: TestApp,
  headers: AuthHeaders,
  clientId: string,
  { quotation = '1000', ageDays = 0, dueInDays = 15, status = 'Sent' as 'Generated' | 'Sent' } = {},
): Promise<InvoiceRow> {
  const taskId = await createPendingTask(app, headers, { client: clientId, quotation });
  const generated = await app.inject({
    method: 'POST',
    url: '/api/invoices/generate-from-tasks',
    headers,
    payload: { taskIds: [taskId] },
  });
  if (generated.statusCode !== 200)
    throw new Error(`generate answered ${generated.statusCode}: ${generated.body}`);
  let invoice = generated.json().data.invoice as InvoiceRow;
  if (status === 'Sent') {
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/status`,
      headers,
      payload: { status: 'Sent' },
    });
    if (moved.statusCode !== 200) throw new Error(`status answered ${moved.statusCode}: ${moved.body}`);
    // Generated as a draft without a number: Sent issued it, and numbered it.
    invoice = (await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers })).json().data
      .invoice as InvoiceRow;
  }
  const invoiceDate = daysAgo(ageDays);
  const dueDate = dayjs(invoiceDate).add(dueInDays, 'day').format('YYYY-MM-DD');
  await app.database.db.update(invoices).set({ invoiceDate, dueDate }).where(eq(invoices.id, invoice.id));
  return { ...invoice, generatedDate: invoiceDate, dueDate };
}

export const pay = (app: TestApp, headers: AuthHeaders, invoiceId: string, amount: string, date = today()) =>
  app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/payment`,
    headers,
    payload: { amount, date, mode: 'UPI', reference: 'UTR123' },
  });

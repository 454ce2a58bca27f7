// Invoices to raise credit notes against, for the credit note tests: generated from tasks as a
// practice would, then sent (status Sent) or settled (Done).
import { gstinCheckChar, type InvoiceRow } from '@practice-desk/contracts';
import type { TestApp } from './app';
import { type AuthHeaders, createClient, createPendingTask } from './factories';

/** A client in the practice's own state (CGST + SGST) or another state (IGST). */
export const INTRA_STATE_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;
export const INTER_STATE_GSTIN = `29AAQFD7312M1Z${gstinCheckChar('29AAQFD7312M1Z')}`;

export async function invoiceFor(
  app: TestApp,
  headers: AuthHeaders,
  { quotations = ['1000'], gst = INTRA_STATE_GSTIN, status = 'Sent' as 'Generated' | 'Sent' | 'Done' } = {},
): Promise<InvoiceRow> {
  const client = await createClient(app, headers, { gst });
  const taskIds: string[] = [];
  for (const quotation of quotations)
    taskIds.push(await createPendingTask(app, headers, { client: client.id, quotation }));
  const generated = await app.inject({
    method: 'POST',
    url: '/api/invoices/generate-from-tasks',
    headers,
    payload: { taskIds },
  });
  if (generated.statusCode !== 200)
    throw new Error(`generate answered ${generated.statusCode}: ${generated.body}`);
  const invoice = generated.json().data.invoice as InvoiceRow;
  if (status === 'Generated') return invoice;
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/invoices/${invoice.id}/status`,
    headers,
    payload: { status },
  });
  if (moved.statusCode !== 200) throw new Error(`status answered ${moved.statusCode}: ${moved.body}`);
  return moved.json().data.invoice as InvoiceRow;
}

export const raiseCreditNote = (app: TestApp, headers: AuthHeaders, invoiceId: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/credit-notes`,
    headers,
    payload: payload as object,
  });

export const getInvoice = async (app: TestApp, headers: AuthHeaders, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers })).json().data
    .invoice as InvoiceRow;

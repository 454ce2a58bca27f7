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
  {
    quotations = ['1000'],
    gst = INTRA_STATE_GSTIN as string | null,
    stateCode = null as string | null,
    status = 'Sent' as 'Generated' | 'Sent' | 'Done',
  } = {},
): Promise<InvoiceRow> {
  // An unregistered client (no GSTIN) names its state, the place of supply.
  const client = await createClient(app, headers, gst ? { gst } : { gst: null, stateCode });
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

export interface FixtureLine {
  rate: string;
  gstRateBp: number;
  kind?: 'service' | 'reimbursement';
  description?: string;
}

/** An invoice of these lines (each at its own GST rate; 0 = exempt), generated from one task,
 * its lines set as given, then sent (or settled). */
export async function multiRateInvoice(
  app: TestApp,
  headers: AuthHeaders,
  lines: readonly FixtureLine[],
  {
    gst = INTRA_STATE_GSTIN as string | null,
    stateCode = null as string | null,
    status = 'Sent' as 'Generated' | 'Sent' | 'Done',
  } = {},
): Promise<InvoiceRow> {
  const [first, ...rest] = lines;
  if (!first) throw new Error('an invoice needs a line');
  const draft = await invoiceFor(app, headers, {
    quotations: [first.rate],
    status: 'Generated',
    gst,
    stateCode,
  });
  const body = (line: FixtureLine, i: number) => ({
    kind: line.kind ?? 'service',
    description: line.description ?? `Line ${i + 1} at ${line.gstRateBp / 100}%`,
    rate: line.rate,
    taxable: line.gstRateBp > 0,
    gstRateBp: line.gstRateBp,
    ...(line.kind === 'reimbursement' ? {} : { sac: '998231' }),
  });
  const firstLine = draft.items[0];
  if (!firstLine) throw new Error('the draft has no line');
  const edited = await app.inject({
    method: 'PUT',
    url: `/api/invoices/${draft.id}/lines/${firstLine.id}`,
    headers,
    payload: body(first, 0),
  });
  if (edited.statusCode !== 200) throw new Error(`line edit answered ${edited.statusCode}: ${edited.body}`);
  for (const [i, line] of rest.entries()) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/lines`,
      headers,
      payload: body(line, i + 1),
    });
    if (added.statusCode !== 201 && added.statusCode !== 200)
      throw new Error(`line add answered ${added.statusCode}: ${added.body}`);
  }
  if (status === 'Generated') return getInvoice(app, headers, draft.id);
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/invoices/${draft.id}/status`,
    headers,
    payload: { status },
  });
  if (moved.statusCode !== 200) throw new Error(`status answered ${moved.statusCode}: ${moved.body}`);
  return moved.json().data.invoice as InvoiceRow;
}

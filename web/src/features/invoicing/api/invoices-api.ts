// The invoicing calls of spec §7 Invoices, typed with the contracts.
import {
  type GenerateInvoicesBody,
  type GenerateInvoicesResult,
  type InvoiceLineBody,
  type InvoiceRow,
  invoiceFileName,
  type Pagination,
  type PaymentBody,
  type PendingInvoiceTask,
  type SendInvoiceBody,
  type UpdateClientAndGenerateBody,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

/** The lists of invoices: Generated and Sent are the screen's tabs; Done is a view of Sent. */
export type InvoiceListStatus = 'generated' | 'sent' | 'done';

/** An invoice or receipt sent by mail, as the form sends it. */
export type InvoiceSendInput = InferInput<typeof SendInvoiceBody>;

export const invoicesApi = {
  pendingTasks: async () =>
    (await getData<{ tasks: PendingInvoiceTask[] }>('invoices', { status: 'pending', limit: 200 })).tasks,
  list: (status: InvoiceListStatus, page: number) =>
    getData<{ invoices: InvoiceRow[]; pagination?: Pagination; unsigned?: boolean }>('invoices', {
      status,
      page,
      limit: 50,
    }),
  get: async (id: string) => (await getData<{ invoice: InvoiceRow }>(`invoices/${id}`)).invoice,
  generate: (body: InferInput<typeof GenerateInvoicesBody>) =>
    send<GenerateInvoicesResult>('post', 'invoices/generate-from-tasks', body),
  updateClientAndGenerate: (body: InferInput<typeof UpdateClientAndGenerateBody>) =>
    send<GenerateInvoicesResult>('post', 'invoices/update-client-and-generate', body),
  /** Saves the PDF under the server's name, else the invoice number's; answers the name. */
  download: (invoice: Pick<InvoiceRow, 'id' | 'invoiceNumber'>) =>
    downloadFile(`invoices/${invoice.id}/download`, {}, invoiceFileName(invoice.invoiceNumber)),
  send: (id: string, body: InvoiceSendInput) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/send`, body),
  /** A draft takes its number and today's date (the answer's message names the number). */
  issue: (id: string) => send<{ invoice: InvoiceRow }>('post', `invoices/${id}/issue`),
  revert: (id: string) => send<unknown>('delete', `invoices/${id}/revert`),
  markDone: (id: string) => send<{ invoice: InvoiceRow }>('put', `invoices/${id}/done`),
  recordPayment: (id: string, body: InferInput<typeof PaymentBody>) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/payment`, body),
  /** A draft (Generated) invoice's lines; each call answers the whole invoice retotalled. */
  addLine: (id: string, body: InferInput<typeof InvoiceLineBody>) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/lines`, body),
  updateLine: (id: string, lineId: string, body: InferInput<typeof InvoiceLineBody>) =>
    send<{ invoice: InvoiceRow }>('put', `invoices/${id}/lines/${lineId}`, body),
  removeLine: (id: string, lineId: string) =>
    send<{ invoice: InvoiceRow }>('delete', `invoices/${id}/lines/${lineId}`),
  /** The pending row's Done: the task is closed without an invoice. */
  closePendingTask: (taskId: string) => send<unknown>('put', `invoices/pending/${taskId}/done`),
};

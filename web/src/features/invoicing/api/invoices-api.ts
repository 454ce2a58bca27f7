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
  type UpdateClientAndGenerateBody,
} from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

/** The lists of invoices: Generated and Sent are the screen's tabs; Done is a view of Sent. */
export type InvoiceListStatus = 'generated' | 'sent' | 'done';

export interface InvoiceSendInput {
  email: string;
  cc?: string;
  message?: string;
}

export const invoicesApi = {
  pendingTasks: async () =>
    (await getData<{ tasks: PendingInvoiceTask[] }>('invoices', { status: 'pending', limit: 200 })).tasks,
  list: (status: InvoiceListStatus, page: number) =>
    getData<{ invoices: InvoiceRow[]; pagination?: Pagination }>('invoices', { status, page, limit: 50 }),
  get: async (id: string) => (await getData<{ invoice: InvoiceRow }>(`invoices/${id}`)).invoice,
  generate: (body: GenerateInvoicesBody) =>
    send<GenerateInvoicesResult>('post', 'invoices/generate-from-tasks', body),
  updateClientAndGenerate: (body: UpdateClientAndGenerateBody) =>
    send<GenerateInvoicesResult>('post', 'invoices/update-client-and-generate', body),
  /** Saves the PDF under the server's name, else the invoice number's; answers the name. */
  download: (invoice: Pick<InvoiceRow, 'id' | 'invoiceNumber'>) =>
    downloadFile(`invoices/${invoice.id}/download`, {}, invoiceFileName(invoice.invoiceNumber)),
  send: (id: string, body: InvoiceSendInput) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/send`, body),
  revert: (id: string) => send<unknown>('delete', `invoices/${id}/revert`),
  markDone: (id: string) => send<{ invoice: InvoiceRow }>('put', `invoices/${id}/done`),
  recordPayment: (id: string, body: PaymentBody) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/payment`, body),
  /** A draft (Generated) invoice's lines; each call answers the whole invoice retotalled. */
  addLine: (id: string, body: InvoiceLineBody) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${id}/lines`, body),
  updateLine: (id: string, lineId: string, body: InvoiceLineBody) =>
    send<{ invoice: InvoiceRow }>('put', `invoices/${id}/lines/${lineId}`, body),
  removeLine: (id: string, lineId: string) =>
    send<{ invoice: InvoiceRow }>('delete', `invoices/${id}/lines/${lineId}`),
  /** The pending row's Done: the task is closed without an invoice. */
  closePendingTask: (taskId: string) => send<unknown>('put', `invoices/pending/${taskId}/done`),
};

// The receipt and TDS calls (issue 18 "Receipts, TDS and advances"), typed with the contracts.
import { type InvoicePayment, invoiceFileName, type TdsReceivableReport } from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import type { InvoiceSendInput } from './invoices-api';

export const receiptsApi = {
  /** Saves the receipt PDF under the server's name, else the receipt number's. */
  download: (payment: Pick<InvoicePayment, 'id' | 'receiptNumber'>) =>
    downloadFile(`payments/${payment.id}/receipt`, {}, invoiceFileName(payment.receiptNumber)),
  send: (paymentId: string, body: InvoiceSendInput) =>
    send<{ receiptNumber: string }>('post', `payments/${paymentId}/receipt/send`, body),
  tdsReceivable: (fy: string) => getData<TdsReceivableReport>('reports/tds-receivable', { fy }),
  exportTdsReceivable: (fy: string) =>
    downloadFile('reports/tds-receivable/export', { fy }, `tds-receivable-${fy}.xlsx`),
};

// The payment-notice calls ('I have paid' from the client portal), typed with the contracts.
import type { InvoiceRow, PaymentBody, PaymentNoticeQuery, PaymentNoticeRow } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

export const paymentNoticesApi = {
  list: (query: PaymentNoticeQuery = {}) =>
    getData<{ notices: PaymentNoticeRow[] }>('payment-notices', query as Record<string, string>).then(
      (d) => d.notices,
    ),
  ofInvoice: (invoiceId: string) =>
    getData<{ notices: PaymentNoticeRow[] }>(`invoices/${invoiceId}/payment-notices`).then((d) => d.notices),
  confirm: (id: string, body: InferInput<typeof PaymentBody>) =>
    send<{ notice: PaymentNoticeRow; invoice: InvoiceRow }>('post', `payment-notices/${id}/confirm`, body),
  reject: (id: string, reason: string) =>
    send<{ notice: PaymentNoticeRow }>('post', `payment-notices/${id}/reject`, { reason }),
};

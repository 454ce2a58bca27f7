// The calls for advances (receipt vouchers), their adjustment against draft invoices and a
// client's retainers (issue 18), typed with the contracts.
import {
  type AdjustAdvanceBody,
  type AdvanceBody,
  type AdvanceRow,
  type InvoiceRow,
  invoiceFileName,
  type PracticeAdvanceRow,
  type PracticeAdvancesQuery,
  type RetainerBody,
  type RetainerRow,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const advancesApi = {
  /** Every client's advances the caller may see: those still to adjust, or all. */
  practice: async (show: PracticeAdvancesQuery['show']) =>
    (await getData<{ advances: PracticeAdvanceRow[] }>('advances', { show })).advances,
  list: async (clientId: string) =>
    (await getData<{ advances: AdvanceRow[] }>(`clients/${clientId}/advances`)).advances,
  record: (clientId: string, body: InferInput<typeof AdvanceBody>) =>
    send<{ advance: AdvanceRow }>('post', `clients/${clientId}/advances`, body),
  download: (advance: Pick<AdvanceRow, 'id' | 'voucherNumber'>) =>
    downloadFile(`advances/${advance.id}/download`, {}, invoiceFileName(advance.voucherNumber)),
  adjust: (invoiceId: string, body: InferInput<typeof AdjustAdvanceBody>) =>
    send<{ invoice: InvoiceRow }>('post', `invoices/${invoiceId}/advance-adjustments`, body),
  removeAdjustment: (invoiceId: string, adjustmentId: string) =>
    send<{ invoice: InvoiceRow }>('delete', `invoices/${invoiceId}/advance-adjustments/${adjustmentId}`),
};

export const retainersApi = {
  list: async (clientId: string) =>
    (await getData<{ retainers: RetainerRow[] }>(`clients/${clientId}/retainers`)).retainers,
  create: (clientId: string, body: InferInput<typeof RetainerBody>) =>
    send<{ retainer: RetainerRow }>('post', `clients/${clientId}/retainers`, body),
  update: (clientId: string, id: string, body: InferInput<typeof RetainerBody>) =>
    send<{ retainer: RetainerRow }>('put', `clients/${clientId}/retainers/${id}`, body),
  remove: (clientId: string, id: string) => send<unknown>('delete', `clients/${clientId}/retainers/${id}`),
};

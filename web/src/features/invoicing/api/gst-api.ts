// The GST returns calls (issue 18 "GSTR-1 of the practice's own invoices"), typed with the contracts.
import type { Gstr1Answer, Gstr1FiledBody, Gstr1Filing, InvoiceSettings } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const gstApi = {
  quarterly: async () =>
    (await getData<{ settings: InvoiceSettings }>('config/invoice-settings')).settings.gstr1Quarterly,
  gstr1: (period: string) => getData<Gstr1Answer>('gst/gstr1', { period }),
  download: (period: string, format: 'json' | 'xlsx') =>
    downloadFile('gst/gstr1/download', { period, format }, `GSTR1_${period}.${format}`),
  markFiled: (body: InferInput<typeof Gstr1FiledBody>) =>
    send<{ filing: Gstr1Filing }>('post', 'gst/gstr1/filed', body),
  undoFiled: (period: string) =>
    send<{ period: string }>('delete', `gst/gstr1/filed?period=${encodeURIComponent(period)}`),
};

// Download PDF from a row or the detail modal: saved as the invoice's number, with the spec's toasts.
import { INVOICE_MESSAGES, type InvoiceRow } from '@practice-desk/contracts';
import { useState } from 'react';
import { attempt } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { invoicesApi } from '../api/invoices-api';

export function useInvoiceDownload() {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (invoice: Pick<InvoiceRow, 'id' | 'invoiceNumber'>) => {
    setDownloading(invoice.id);
    const name = await attempt(() => invoicesApi.download(invoice), INVOICE_MESSAGES.downloadFailed);
    setDownloading(null);
    if (name) toast.success(INVOICE_MESSAGES.downloaded);
  };
  return { download, downloading };
}

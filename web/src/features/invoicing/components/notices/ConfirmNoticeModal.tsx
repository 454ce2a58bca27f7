// Confirm a client's payment notice: the payment form, filled in from the notice, on the invoice it
// names (loaded here when the caller has only the notice).
import { INVOICE_MESSAGES, type InvoiceRow, type PaymentNoticeRow } from '@practice-desk/contracts';
import { useResource } from '../../../../lib/use-resource';
import { invoicesApi } from '../../api/invoices-api';
import { PaymentModal } from '../PaymentModal';

export function ConfirmNoticeModal({
  notice,
  invoice,
  onClose,
  onConfirmed,
}: {
  notice: PaymentNoticeRow | null;
  /** The invoice when the caller has it already. */
  invoice?: InvoiceRow | null;
  onClose(): void;
  onConfirmed(invoice: InvoiceRow): void;
}) {
  const loaded = useResource(
    () => (notice && !invoice ? invoicesApi.get(notice.invoiceId) : Promise.resolve(null)),
    [notice?.id, Boolean(invoice)],
    INVOICE_MESSAGES.fetchFailed,
  );
  const shown = invoice ?? (loaded.data?.id === notice?.invoiceId ? loaded.data : null);
  return (
    <PaymentModal
      invoice={notice ? shown : null}
      notice={notice}
      onClose={onClose}
      onRecorded={onConfirmed}
    />
  );
}

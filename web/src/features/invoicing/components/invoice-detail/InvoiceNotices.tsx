// Payments the client reported for this invoice in the portal, with Confirm and Reject while they
// wait; shown only when there are some.
import { Text } from '@mantine/core';
import { type InvoiceRow, type PaymentNoticeRow, PORTAL_MONEY_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { useResource } from '../../../../lib/use-resource';
import { paymentNoticesApi } from '../../api/payment-notices-api';
import { ConfirmNoticeModal } from '../notices/ConfirmNoticeModal';
import { NoticesTable } from '../notices/NoticesTable';
import { RejectNoticeModal } from '../notices/RejectNoticeModal';

export function InvoiceNotices({
  invoice,
  onPaid,
}: {
  invoice: InvoiceRow;
  onPaid(invoice: InvoiceRow): void;
}) {
  const notices = useResource(
    () => (invoice.invoiceNumber ? paymentNoticesApi.ofInvoice(invoice.id) : Promise.resolve([])),
    [invoice.id],
    PORTAL_MONEY_MESSAGES.loadNoticesFailed,
  );
  const [confirming, setConfirming] = useState<PaymentNoticeRow | null>(null);
  const [rejecting, setRejecting] = useState<PaymentNoticeRow | null>(null);
  if (!notices.data?.length) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        Reported by the client
      </Text>
      <NoticesTable
        notices={notices.data}
        empty=""
        showClient={false}
        onConfirm={setConfirming}
        onReject={setRejecting}
      />
      <ConfirmNoticeModal
        notice={confirming}
        invoice={invoice}
        onClose={() => setConfirming(null)}
        onConfirmed={(paid) => {
          void notices.reload();
          onPaid(paid);
        }}
      />
      <RejectNoticeModal
        notice={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={() => void notices.reload()}
      />
    </div>
  );
}

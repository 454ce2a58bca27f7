// A payment notice's state in one word: waiting for confirmation, confirmed or not confirmed.
import { Badge } from '@mantine/core';
import { PAYMENT_NOTICE_STATUS_LABELS, type PaymentNoticeStatus } from '@practice-desk/contracts';

const COLOR: Record<PaymentNoticeStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  rejected: 'gray',
};

export function NoticeStatusBadge({ status }: { status: PaymentNoticeStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {PAYMENT_NOTICE_STATUS_LABELS[status]}
    </Badge>
  );
}

// An invoice's state in the client's words: Due, Part paid, Overdue or Paid.
import { Badge } from '@mantine/core';
import type { PortalInvoiceStatus } from '@practice-desk/contracts';

const COLOR: Record<PortalInvoiceStatus, string> = {
  Due: 'blue',
  'Part paid': 'indigo',
  Overdue: 'red',
  Paid: 'green',
};

export function InvoiceStatusBadge({ status }: { status: PortalInvoiceStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}

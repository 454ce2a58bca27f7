// An invoice's money status, as contracts derive it on the practice's date: Draft (no number yet),
// Issued, Sent, Part paid, Overdue, Paid or Done.
import { Badge } from '@mantine/core';
import type { InvoiceMoneyStatus } from '@practice-desk/contracts';

const COLORS: Record<InvoiceMoneyStatus, string> = {
  Draft: 'gray',
  Issued: 'blue',
  Sent: 'orange',
  'Part paid': 'yellow',
  Overdue: 'red',
  Paid: 'green',
  Done: 'teal',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceMoneyStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" data-testid="invoice-money-status">
      {status}
    </Badge>
  );
}

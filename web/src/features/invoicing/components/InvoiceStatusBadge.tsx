// An invoice's place in its lifecycle: Generated (not sent yet), Sent (awaiting payment), Done.
import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@practice-desk/contracts';

const COLORS: Record<InvoiceStatus, string> = { Generated: 'blue', Sent: 'orange', Done: 'green' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {status}
    </Badge>
  );
}

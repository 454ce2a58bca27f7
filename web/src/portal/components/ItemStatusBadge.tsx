// Where one requested document stands, in the client's words.
import { Badge } from '@mantine/core';
import type { DocumentItemStatus } from '@practice-desk/contracts';

const LOOK: Record<DocumentItemStatus, { label: string; color: string }> = {
  pending: { label: 'Not sent yet', color: 'gray' },
  uploaded: { label: 'Received', color: 'blue' },
  not_applicable: { label: 'Not applicable', color: 'grape' },
  accepted: { label: 'Accepted', color: 'green' },
  returned: { label: 'Returned', color: 'orange' },
};

export function ItemStatusBadge({ status }: { status: DocumentItemStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}

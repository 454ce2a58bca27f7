// Where one requested document stands, in the staff's words.
import { Badge } from '@mantine/core';
import type { DocumentItemStatus } from '@practice-desk/contracts';

const LOOK: Record<DocumentItemStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the client', color: 'gray' },
  uploaded: { label: 'Received', color: 'blue' },
  not_applicable: { label: 'Not applicable (client)', color: 'grape' },
  accepted: { label: 'Accepted', color: 'green' },
  returned: { label: 'Returned', color: 'orange' },
};

export function StaffItemStatus({ status }: { status: DocumentItemStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}

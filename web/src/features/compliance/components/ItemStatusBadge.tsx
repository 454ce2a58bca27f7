// A compliance status as a badge: its colour and, always, its words.
import { Badge } from '@mantine/core';
import type { BoardCellStatus } from '@practice-desk/contracts';
import { STATUS_LOOK } from '../../../lib/compliance/status-look';

export function ItemStatusBadge({ status }: { status: BoardCellStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge
      color={look.color}
      variant="light"
      radius="sm"
      style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}
      styles={{ label: { textTransform: 'none' } }}
    >
      {look.label}
    </Badge>
  );
}

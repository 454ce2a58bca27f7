// A status board cell as the board and the client page show it: its status in words and colour
// ('Filed 12 Nov', 'Overdue', ...), or a dimmed dash where the form does not apply.
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { BoardCell } from '@practice-desk/contracts';
import { boardCellText, STATUS_LOOK } from '../../lib/compliance/status-look';

export function BoardCellBadge({ cell }: { cell: BoardCell | undefined }) {
  const status = cell?.status ?? 'not-applicable';
  if (status === 'not-applicable')
    return (
      <Text span c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>Not applicable</VisuallyHidden>
      </Text>
    );
  return (
    <Badge
      variant="light"
      color={STATUS_LOOK[status].color}
      radius="sm"
      style={{ minWidth: 'max-content' }}
      styles={{ label: { textTransform: 'none' } }}
    >
      {boardCellText(cell)}
    </Badge>
  );
}

// A status board cell as the board and the client page show it: its status in words and colour
// ('Filed 12 Nov', 'Overdue', ...), or a dimmed dash where the form does not apply; with the
// client's documents received of those asked for while they are awaited.
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { type BoardCell, waitingOnClientLabel } from '@practice-desk/contracts';
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
  const waiting = cell?.waitingOnClient;
  return (
    <>
      <Badge
        variant="light"
        color={STATUS_LOOK[status].color}
        radius="sm"
        style={{ minWidth: 'max-content' }}
        styles={{ label: { textTransform: 'none' } }}
      >
        {boardCellText(cell)}
      </Badge>
      {/* A space, not a margin: the visible text reads "Open 0/3" as the cell's name does (a
          button's name must hold what it shows: axe's label-content-name-mismatch). */}
      {waiting && ' '}
      {waiting && (
        <Text span size="xs" fw={600} c="orange.8" title={waitingOnClientLabel(waiting)}>
          <span aria-hidden>{`${waiting.received}/${waiting.total}`}</span>
          <VisuallyHidden>{waitingOnClientLabel(waiting)}</VisuallyHidden>
        </Text>
      )}
    </>
  );
}

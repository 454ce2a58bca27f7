// The actions column: comments, time entry, quotation (Admin, Team Leader), delete (Admin);
// an unsaved row offers only to cancel it.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconClock, IconMessage, IconReceipt, IconTrash, IconX } from '@tabler/icons-react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { type GridRow, isDraft } from './row-id';

export type TaskAction = 'comment' | 'time' | 'quotation' | 'delete' | 'cancel';

export interface ActionsContext {
  canQuote: boolean;
  canDelete: boolean;
  onAction(action: TaskAction, row: GridRow): void;
}

function Action({
  label,
  onClick,
  children,
  color,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
  color?: string;
}) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        size="xs"
        variant="subtle"
        color={color ?? 'gray'}
        aria-label={label}
        tabIndex={-1}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function ActionsCell(props: CustomCellRendererProps<GridRow, unknown, ActionsContext>) {
  const row = props.data;
  if (!row) return null;
  const { onAction, canQuote, canDelete } = props.context;
  if (isDraft(row) && !row.savedId) {
    return (
      <Group gap={2} wrap="nowrap">
        <Action label="Cancel new row" color="red" onClick={() => onAction('cancel', row)}>
          <IconX size={14} />
        </Action>
      </Group>
    );
  }
  return (
    <Group gap={2} wrap="nowrap">
      <Action label="Comments" onClick={() => onAction('comment', row)}>
        <IconMessage size={14} />
      </Action>
      <Action label="Time entry" onClick={() => onAction('time', row)}>
        <IconClock size={14} />
      </Action>
      {canQuote && (
        <Action label="Create Quotation" onClick={() => onAction('quotation', row)}>
          <IconReceipt size={14} />
        </Action>
      )}
      {canDelete && (
        <Action label="Delete task" color="red" onClick={() => onAction('delete', row)}>
          <IconTrash size={14} />
        </Action>
      )}
    </Group>
  );
}

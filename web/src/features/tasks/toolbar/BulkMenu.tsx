// Bulk change of the ticked tasks: priority, status, assignee or due date in one call.
import { Button, Menu } from '@mantine/core';
import type { PersonOption, PriorityRow, StatusRow } from '@practice-desk/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskPatch } from '../api/tasks-api';
import { BulkDueDate } from './BulkDueDate';

export function BulkMenu({
  count,
  priorities,
  statuses,
  people,
  canAssign,
  onApply,
}: {
  count: number;
  priorities: PriorityRow[];
  statuses: StatusRow[];
  people: PersonOption[];
  canAssign: boolean;
  onApply(updates: TaskPatch): void;
}) {
  const [askingDate, setAskingDate] = useState(false);
  return (
    <>
      <BulkDueDate
        opened={askingDate}
        count={count}
        onClose={() => setAskingDate(false)}
        onApply={(dueDate) => onApply({ dueDate })}
      />
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            disabled={count === 0}
            rightSection={<IconChevronDown size={14} />}
          >
            Bulk change ({count})
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
          <Menu.Label>Priority</Menu.Label>
          {priorities.map((p) => (
            <Menu.Item key={p.id} onClick={() => onApply({ priority: p.name })}>
              Priority: {p.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setAskingDate(true)}>Due date…</Menu.Item>
          <Menu.Divider />
          <Menu.Label>Status</Menu.Label>
          {statuses
            .filter((s) => s.systemKey !== 'HELP_REQUIRED')
            .map((s) => (
              <Menu.Item key={s.id} onClick={() => onApply({ status: s.name })}>
                Status: {s.name}
              </Menu.Item>
            ))}
          {canAssign && (
            <>
              <Menu.Divider />
              <Menu.Label>Allotted to</Menu.Label>
              {people.map((p) => (
                <Menu.Item key={p.id} onClick={() => onApply({ allottedTo: p.id })}>
                  Allot to: {p.name}
                </Menu.Item>
              ))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

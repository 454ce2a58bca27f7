// The time entries of one submitted day: client, task, sub-task, minutes and note.
import { Table, Text } from '@mantine/core';
import type { DayQueueEntry } from '@practice-desk/contracts';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';

export function DayEntries({ entries }: { entries: DayQueueEntry[] }) {
  const unit = useTimeUnit();
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No time logged on this day
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Task</Table.Th>
            <Table.Th>Sub-task</Table.Th>
            <Table.Th ta="right">Time</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.client?.name ?? '—'}</Table.Td>
              <Table.Td>{e.task || '—'}</Table.Td>
              <Table.Td>{e.subTask || '—'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {minutesWithHm(e.minutes, unit)}
              </Table.Td>
              <Table.Td>{e.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

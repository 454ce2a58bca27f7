// A task's time entries: date, person, minutes and note, with their total.
import { Table, Text } from '@mantine/core';
import type { TimeEntryRow } from '@practice-desk/contracts';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { formatCellMinutes, minutesWithHm } from '../../../lib/preferences/utils/format-minutes';

export function TimeEntryList({ entries, loading }: { entries: TimeEntryRow[]; loading: boolean }) {
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" size="sm" py="sm">
        {loading ? 'Loading time entries...' : 'No time logged yet'}
      </Text>
    );
  }
  const total = entries.reduce((sum, e) => sum + e.minutes, 0);
  return (
    <Table.ScrollContainer minWidth={420} maxHeight={280}>
      <Table striped stickyHeader aria-label="Time entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Person</Table.Th>
            <Table.Th ta="right">{unit === 'Hours' ? 'Time' : 'Minutes'}</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDate(e.date, dateFormat)}</Table.Td>
              <Table.Td>{e.user?.name ?? 'Former member'}</Table.Td>
              <Table.Td ta="right">
                {formatCellMinutes(e.minutes, unit === 'Hours' ? 'Hours' : 'Minutes')}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{e.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>Total</Table.Th>
            <Table.Th ta="right" colSpan={2}>
              {minutesWithHm(total, unit)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

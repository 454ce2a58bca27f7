// The tasks one person worked on in the period, most recently worked first, with the minutes
// logged in the period beside the estimate (not compared: earlier time is not in the period).
import { Table, Text } from '@mantine/core';
import type { DayEndTask } from '@practice-desk/contracts';
import { ClientLink } from '../../../components/clients/ClientLink';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';

export function DayEndTasks({ tasks, person }: { tasks: DayEndTask[]; person: string }) {
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      {/* One line per task: the table scrolls sideways on a phone instead of growing tall. */}
      <Table
        striped
        verticalSpacing={4}
        fz="sm"
        aria-label={`Tasks of ${person}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th>TASK</Table.Th>
            <Table.Th>SUB-TASK</Table.Th>
            <Table.Th>STATUS</Table.Th>
            <Table.Th ta="right">ET</Table.Th>
            <Table.Th ta="right">TIME IN PERIOD</Table.Th>
            <Table.Th>LAST WORKED</Table.Th>
            <Table.Th>DUE DATE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.client ? <ClientLink id={t.client.id} name={t.client.name} /> : '—'}</Table.Td>
              <Table.Td>{t.task}</Table.Td>
              <Table.Td>{t.subTask || '—'}</Table.Td>
              <Table.Td>
                <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t.status}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMinutes(t.et, unit)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMinutes(t.tt, unit)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.lastWorked, dateFormat)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.dueDate, dateFormat) || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

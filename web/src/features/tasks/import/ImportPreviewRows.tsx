// The first rows of the file with their status and, for each refused row, why.
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ImportPreview, ImportRowStatus } from '@practice-desk/contracts';

const COLOR: Record<ImportRowStatus, string> = { ok: 'green', error: 'red', duplicate: 'yellow' };
const LABEL: Record<ImportRowStatus, string> = { ok: 'OK', error: 'Error', duplicate: 'Duplicate' };

export function ImportPreviewRows({ rows }: { rows: ImportPreview['rows'] }) {
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label="Rows to import">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Row</Table.Th>
            <Table.Th w={100}>Status</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Task</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row} data-status={r.status}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={COLOR[r.status]}>
                  {LABEL[r.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{r.task.client}</Table.Td>
              <Table.Td>{[r.task.task, r.task.subTask].filter(Boolean).join(' – ')}</Table.Td>
              <Table.Td>{r.task.assignee}</Table.Td>
              <Table.Td>
                <Text size="xs" c="red.8">
                  {r.errors.join('; ')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

// The rows of a past-filings file as the import read them: ready, already filed, or the problems
// that keep a row out (unknown client, form or period, a bad date or acknowledgement).
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import {
  ACKNOWLEDGEMENT_LABEL_ANY,
  type FilingImportRow,
  type FilingImportStatus,
} from '@practice-desk/contracts';

const COLOR: Record<FilingImportStatus, string> = { ready: 'green', problem: 'red', 'already-filed': 'gray' };
const LABEL: Record<FilingImportStatus, string> = {
  ready: 'Ready',
  problem: 'Problem',
  'already-filed': 'Already filed',
};

export function FilingImportRows({ rows }: { rows: FilingImportRow[] }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table striped withTableBorder verticalSpacing={4} fz="sm" miw={760} aria-label="Filings in the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Row</Table.Th>
            <Table.Th w={110}>Status</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Filed on</Table.Th>
            <Table.Th>{ACKNOWLEDGEMENT_LABEL_ANY}</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row} data-status={r.status}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={COLOR[r.status]}
                  styles={{ label: { textTransform: 'none' } }}
                >
                  {LABEL[r.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{r.client}</Table.Td>
              <Table.Td>{r.form}</Table.Td>
              <Table.Td>{r.period}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.filedOn}</Table.Td>
              <Table.Td ff="monospace">{r.arn}</Table.Td>
              <Table.Td>
                <Text size="xs" c={r.status === 'problem' ? 'red.8' : 'dimmed'}>
                  {r.problems.join('; ')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

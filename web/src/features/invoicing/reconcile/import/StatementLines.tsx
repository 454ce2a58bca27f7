// The statement's first lines as read under the mapping: date, narration, reference, the amounts
// and the balance, and for each whether it was imported before, its balance does not add up, or
// why it cannot be imported.
import { Badge, Table, Text } from '@mantine/core';
import type { StatementPreviewLine } from '@practice-desk/contracts';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';

const nowrap = { whiteSpace: 'nowrap' } as const;

function LineCheck({ line }: { line: StatementPreviewLine }) {
  if (line.error)
    return (
      <Text size="xs" c="red.8">
        {line.error}
      </Text>
    );
  return (
    <>
      {line.duplicate && (
        <Badge size="sm" variant="light" color="gray">
          Already imported
        </Badge>
      )}
      {line.balanceMismatch && (
        <Badge size="sm" variant="light" color="yellow">
          Balance mismatch
        </Badge>
      )}
      {!line.duplicate && !line.balanceMismatch && (
        <Badge size="sm" variant="light" color="green">
          New
        </Badge>
      )}
    </>
  );
}

export function StatementLines({ lines }: { lines: StatementPreviewLine[] }) {
  const dateFormat = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={760} maxHeight={340}>
      <Table striped withTableBorder stickyHeader verticalSpacing={4} fz="sm" aria-label="Statement lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>Row</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Narration</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.row} data-error={line.error ? 'true' : undefined}>
              <Table.Td>{line.row}</Table.Td>
              <Table.Td style={nowrap}>{line.date ? formatDate(line.date, dateFormat) : '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                  {line.narration}
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{line.reference ?? ''}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {line.debit ? rupees(line.debit) : ''}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {line.credit ? rupees(line.credit) : ''}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {line.balance ? rupees(line.balance) : ''}
              </Table.Td>
              <Table.Td>
                <LineCheck line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The statement's debits (money paid out), listed so none is lost from sight: ignore one with a
// reason (bank charges, a transfer to the practice's own account), or undo that.
import { Button, Table, Text } from '@mantine/core';
import type { BankLine } from '@practice-desk/contracts';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';

export function DebitsTable({
  debits,
  onIgnore,
  onUndo,
}: {
  debits: BankLine[];
  onIgnore(line: BankLine): void;
  onUndo(line: BankLine): void;
}) {
  const dateFormat = useDateFormat();
  if (debits.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        No debits in this view.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" aria-label="Statement debits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Narration</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {debits.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.date, dateFormat)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.narration}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(line.debit)}
              </Table.Td>
              <Table.Td>
                {line.status === 'ignored' ? (
                  <>
                    <Text size="xs">Ignored: {line.ignoreReason}</Text>
                    <Button size="compact-xs" variant="subtle" onClick={() => onUndo(line)}>
                      Undo
                    </Button>
                  </>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => onIgnore(line)}
                    aria-label={`Ignore debit of ${rupees(line.debit)}`}
                  >
                    Ignore…
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// One client's unbilled work: a row per task with ET/TT in the practice's time unit, age since
// completion (with Rule 47's warning at 30 days) and the amount to bill, editable.
import { Checkbox, Group, Table, Text } from '@mantine/core';
import { formatIndianPaise, paiseOf, type UnbilledClientGroup } from '@practice-desk/contracts';
import { memo } from 'react';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { type AmountEdits, amountText } from '../../utils/unbilled-amounts';
import { UnbilledTaskRow } from './UnbilledTaskRow';

export const UnbilledClientTable = memo(function UnbilledClientTable({
  group,
  selected,
  edits,
  onToggle,
  onToggleAll,
  onEdit,
}: {
  group: UnbilledClientGroup;
  selected: ReadonlySet<string>;
  edits: AmountEdits;
  onToggle(id: string): void;
  onToggleAll(ids: string[]): void;
  onEdit(id: string, text: string): void;
}) {
  const timeUnit = useTimeUnit();
  const ids = group.tasks.map((t) => t.id);
  const ticked = ids.filter((id) => selected.has(id)).length;
  return (
    <section aria-label={`Unbilled work of ${group.client.name}`}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <ClientLink id={group.client.id} name={group.client.name} size="md" fw={600} />
        <Text size="sm" c="dimmed">
          Suggested ₹{formatIndianPaise(paiseOf(group.total))}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={330}>
        <Table striped verticalSpacing={6} layout="fixed">
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label={`Select all of ${group.client.name}`}
                  checked={ticked > 0 && ticked === ids.length}
                  indeterminate={ticked > 0 && ticked < ids.length}
                  onChange={() => onToggleAll(ids)}
                />
              </Table.Th>
              <Table.Th>TASK</Table.Th>
              <Table.Th ta="right" w={90} visibleFrom="sm">
                ET
              </Table.Th>
              <Table.Th ta="right" w={90} visibleFrom="sm">
                TT
              </Table.Th>
              <Table.Th w={{ base: 72, sm: 170 }}>AGE</Table.Th>
              <Table.Th ta="right" w={{ base: 104, sm: 150 }}>
                AMOUNT (₹)
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.tasks.map((t) => (
              <UnbilledTaskRow
                key={t.id}
                task={t}
                clientName={group.client.name}
                checked={selected.has(t.id)}
                amount={amountText(t, edits)}
                timeUnit={timeUnit}
                onToggle={onToggle}
                onEdit={onEdit}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
});

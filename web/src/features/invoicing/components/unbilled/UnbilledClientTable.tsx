// One client's unbilled work: a row per task with ET/TT in the practice's time unit, age since
// completion (with Rule 47's warning at 30 days) and the amount to bill, editable.
import { Badge, Checkbox, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { formatIndianPaise, isMoneyInput, paiseOf, type UnbilledClientGroup } from '@practice-desk/contracts';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../../lib/preferences/utils/format-minutes';
import { selectionState } from '../../utils/task-selection';
import { type AmountEdits, amountText } from '../../utils/unbilled-amounts';

const BASIS_LABEL = {
  clientFee: "Client's fee for this template",
  hourlyRate: 'Hourly rate × TT',
  quotation: 'Quotation',
  none: 'No rate set: enter an amount',
} as const;

export function UnbilledClientTable({
  group,
  selected,
  edits,
  onToggle,
  onToggleAll,
  onEdit,
}: {
  group: UnbilledClientGroup;
  selected: string[];
  edits: AmountEdits;
  onToggle(id: string): void;
  onToggleAll(ids: string[]): void;
  onEdit(id: string, text: string): void;
}) {
  const timeUnit = useTimeUnit();
  const ids = group.tasks.map((t) => t.id);
  const state = selectionState(selected, ids);
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
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
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
            {group.tasks.map((t) => {
              const name = t.subTask ? `${t.task} – ${t.subTask}` : t.task;
              const text = amountText(t, edits);
              const invalid = text.trim() !== '' && !isMoneyInput(text.trim());
              return (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name} of ${group.client.name}`}
                      checked={selected.includes(t.id)}
                      onChange={() => onToggle(t.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {name}
                    {/* On a phone ET and TT sit under the task, so the amount stays in view. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      ET {formatMinutes(t.et, timeUnit)} · TT {formatMinutes(t.tt, timeUnit)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatMinutes(t.et, timeUnit)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatMinutes(t.tt, timeUnit)}
                  </Table.Td>
                  <Table.Td>
                    {t.ageDays === 1 ? '1 day' : `${t.ageDays} days`}
                    {t.overdue && (
                      <Tooltip label="Rule 47: invoice services within 30 days of supply">
                        <Badge ml={{ base: 0, sm: 6 }} color="red" variant="light" size="sm">
                          Overdue
                        </Badge>
                      </Tooltip>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={BASIS_LABEL[t.basis]}>
                      <TextInput
                        size="xs"
                        aria-label={`Amount for ${name}`}
                        value={text}
                        placeholder="0.00"
                        error={invalid}
                        inputMode="decimal"
                        styles={{ input: { textAlign: 'right' } }}
                        onChange={(e) => onEdit(t.id, e.currentTarget.value)}
                      />
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

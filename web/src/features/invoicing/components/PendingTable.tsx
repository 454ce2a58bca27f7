// The tasks waiting for an invoice: tick them for a joint generation, or per row close the task
// without an invoice (Done) or generate for it alone.
import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { PendingInvoiceTask } from '@practice-desk/contracts';
import { ClientLink } from '../../../components/clients/ClientLink';
import { rupees } from '../../../lib/rupees';
import { selectionState } from '../utils/task-selection';

export function PendingTable({
  tasks,
  selected,
  busy,
  onToggle,
  onToggleAll,
  onDone,
  onGenerate,
}: {
  tasks: PendingInvoiceTask[];
  selected: string[];
  busy: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
  onDone(task: PendingInvoiceTask): void;
  onGenerate(task: PendingInvoiceTask): void;
}) {
  const state = selectionState(
    selected,
    tasks.map((t) => t.id),
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Pending invoices">
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label="Select all tasks"
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={tasks.length === 0}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th>TASK</Table.Th>
            <Table.Th>SUB-TASK</Table.Th>
            <Table.Th>ASSIGNEE</Table.Th>
            <Table.Th ta="right">QUOTATION</Table.Th>
            <Table.Th>REMARKS</Table.Th>
            <Table.Th w={170}>ACTIONS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${t.task} – ${t.subTask} of ${t.clientName}`}
                  checked={selected.includes(t.id)}
                  onChange={() => onToggle(t.id)}
                />
              </Table.Td>
              <Table.Td>
                <ClientLink id={t.client?.id} name={t.clientName} fw={500} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t.task}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t.subTask}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t.allottedTo?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {rupees(t.quotationAmount)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={t.remarks ? undefined : 'dimmed'} lineClamp={2} maw={260}>
                  {t.remarks || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-sm" variant="default" onClick={() => onDone(t)}>
                    Done
                  </Button>
                  <Button size="compact-sm" variant="light" disabled={busy} onClick={() => onGenerate(t)}>
                    Generate
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// One unbilled task: tick, task, ET/TT, age (with Rule 47's warning at 30 days) and the amount to
// bill, editable. Memoised on what it shows, so ticking or typing in one row of a queue of
// hundreds redraws that row alone.
import { Badge, Checkbox, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { isMoneyInput, type UnbilledTask } from '@practice-desk/contracts';
import { memo } from 'react';
import { formatMinutes, type TimeUnit } from '../../../../lib/preferences/utils/format-minutes';

const BASIS_LABEL = {
  clientFee: "Client's fee for this template",
  hourlyRate: 'Hourly rate × TT',
  quotation: 'Quotation',
  none: 'No rate set: enter an amount',
} as const;

export const UnbilledTaskRow = memo(function UnbilledTaskRow({
  task: t,
  clientName,
  checked,
  amount,
  timeUnit,
  onToggle,
  onEdit,
}: {
  task: UnbilledTask;
  clientName: string;
  checked: boolean;
  amount: string;
  timeUnit: TimeUnit;
  onToggle(id: string): void;
  onEdit(id: string, text: string): void;
}) {
  const name = t.subTask ? `${t.task} – ${t.subTask}` : t.task;
  const invalid = amount.trim() !== '' && !isMoneyInput(amount.trim());
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${name} of ${clientName}`}
          checked={checked}
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
        {/* The basis as the input's own title, not a Tooltip: hundreds of rows each carrying a
            floating tooltip made the queue slow to draw. */}
        <TextInput
          size="xs"
          aria-label={`Amount for ${name}`}
          title={BASIS_LABEL[t.basis]}
          value={amount}
          placeholder="0.00"
          error={invalid}
          inputMode="decimal"
          styles={{ input: { textAlign: 'right' } }}
          onChange={(e) => onEdit(t.id, e.currentTarget.value)}
        />
      </Table.Td>
    </Table.Tr>
  );
});

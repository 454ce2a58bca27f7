// One line of a draft invoice, every cell editable: description, kind, SAC, quantity, rate,
// discount, taxable and GST rate; Enter saves the line, Escape undoes the edits.
import { ActionIcon, Checkbox, Group, NativeSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { lineAmountPaise, REIMBURSEMENT_TAX_LABEL } from '@practice-desk/contracts';
import { IconArrowBackUp, IconCheck, IconTrash } from '@tabler/icons-react';
import { rupeesOfPaise } from '../../../../lib/rupees';
import { figuresOf, type LineDraft } from './line-draft';

interface Props {
  draft: LineDraft;
  index: number;
  dirty: boolean;
  saving: boolean;
  rates: number[];
  onChange(draft: LineDraft): void;
  onSave(): void;
  onUndo(): void;
  onRemove(): void;
}

/** One text cell of the line: what it holds and how a phone's keyboard should look for it. */
function TextCell({
  label,
  value,
  onChange,
  inputMode,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}) {
  return (
    <Table.Td>
      <TextInput
        size="xs"
        aria-label={label}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Table.Td>
  );
}

const rateLabel = (bp: number) => (bp === 0 ? '0% (exempt)' : `${bp / 100}%`);

export function LineEditorRow({
  draft,
  index,
  dirty,
  saving,
  rates,
  onChange,
  onSave,
  onUndo,
  onRemove,
}: Props) {
  const n = index + 1;
  const figures = figuresOf(draft);
  const service = draft.kind === 'service';
  const set = (patch: Partial<LineDraft>) => onChange({ ...draft, ...patch });
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && dirty) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape' && dirty) {
      event.preventDefault();
      event.stopPropagation();
      onUndo();
    }
  };
  return (
    <Table.Tr onKeyDown={keys} data-testid={`line-${n}`}>
      <Table.Td fz="sm">{n}</Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          miw={200}
          aria-label={`Description of line ${n}`}
          value={draft.description}
          maxLength={500}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          miw={132}
          aria-label={`Kind of line ${n}`}
          value={draft.kind}
          data={[
            { value: 'service', label: 'Service' },
            { value: 'reimbursement', label: 'Reimbursement' },
          ]}
          // A reimbursement is not the practice's supply: no SAC of its own, no GST (Rule 33).
          onChange={(e) => {
            const kind = e.currentTarget.value as LineDraft['kind'];
            set(kind === 'reimbursement' ? { kind, sac: '' } : { kind });
          }}
        />
      </Table.Td>
      <TextCell label={`SAC of line ${n}`} value={draft.sac} maxLength={6} onChange={(sac) => set({ sac })} />
      <TextCell
        label={`Quantity of line ${n}`}
        value={draft.quantity}
        inputMode="numeric"
        onChange={(quantity) => set({ quantity })}
      />
      <TextCell
        label={`Rate of line ${n}`}
        value={draft.rate}
        inputMode="decimal"
        onChange={(rate) => set({ rate })}
      />
      <TextCell
        label={`Discount of line ${n}`}
        value={draft.discount}
        inputMode="decimal"
        onChange={(discount) => set({ discount })}
      />
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Checkbox
            size="xs"
            aria-label={`Line ${n} is taxable`}
            checked={service && draft.taxable}
            disabled={!service}
            onChange={(e) => set({ taxable: e.currentTarget.checked })}
          />
          {service ? (
            <NativeSelect
              size="xs"
              aria-label={`GST % of line ${n}`}
              disabled={!draft.taxable}
              value={String(draft.gstRateBp)}
              data={rates.map((bp) => ({ value: String(bp), label: rateLabel(bp) }))}
              onChange={(e) => set({ gstRateBp: Number(e.currentTarget.value) })}
            />
          ) : (
            // Outside the value of supply (Rule 33 of the CGST Rules 2017), not a 0% supply.
            <Text size="xs" c="dimmed" data-testid={`line-${n}-tax`}>
              {REIMBURSEMENT_TAX_LABEL}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{figures ? rupeesOfPaise(lineAmountPaise(figures)) : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Save line (Enter)">
            <ActionIcon
              variant="subtle"
              aria-label={`Save line ${n}`}
              disabled={!dirty || !figures || !draft.description.trim()}
              loading={saving}
              onClick={onSave}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
          {dirty && draft.id && (
            <Tooltip label="Undo edits (Escape)">
              <ActionIcon variant="subtle" color="gray" aria-label={`Undo line ${n}`} onClick={onUndo}>
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={draft.taskId ? 'Remove (the task goes back to Pending)' : 'Remove line'}>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${n}`} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

// Ticking status board cells not filed yet, to mark them filed together: the tick box of one cell,
// and the bar that opens the bulk filing dialog for the ticked ones.
import { Button, Checkbox, Group } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { BulkFilingModal } from './BulkFilingModal';

export interface BoardSelection {
  selected: ReadonlyMap<string, FilingTarget>;
  toggle(target: FilingTarget, on: boolean): void;
}

export function useBoardSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, FilingTarget>>(new Map());
  const toggle = (target: FilingTarget, on: boolean) =>
    setSelected((was) => {
      const next = new Map(was);
      if (on) next.set(target.itemId, target);
      else next.delete(target.itemId);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Map()) };
}

export function BoardCellSelect({ target, selection }: { target: FilingTarget; selection: BoardSelection }) {
  return (
    <Checkbox
      size="xs"
      aria-label={`Select ${target.title} for ${target.clientName}`}
      checked={selection.selected.has(target.itemId)}
      onChange={(e) => selection.toggle(target, e.currentTarget.checked)}
    />
  );
}

/** "Mark N filed" and "Clear" while cells are ticked, and the dialog they open. */
export function BoardSelectionBar({
  selection,
  onFiled,
}: {
  selection: ReturnType<typeof useBoardSelection>;
  onFiled(): void;
}) {
  const [marking, setMarking] = useState(false);
  const targets = [...selection.selected.values()];
  return (
    <>
      {targets.length > 0 && (
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={selection.clear}>
            Clear
          </Button>
          <Button size="xs" leftSection={<IconChecks size={14} />} onClick={() => setMarking(true)}>
            Mark {targets.length} filed
          </Button>
        </Group>
      )}
      <BulkFilingModal
        targets={targets}
        opened={marking && targets.length > 0}
        onClose={() => setMarking(false)}
        onFiled={() => {
          setMarking(false);
          selection.clear();
          onFiled();
        }}
      />
    </>
  );
}

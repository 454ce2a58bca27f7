// The calendar list's tick box for every item not filed yet (ticked, cleared, or some ticked).
import { Checkbox } from '@mantine/core';
import type { CalendarItem } from '@practice-desk/contracts';
import { isFiled } from '../utils/item-text';

export interface ItemSelection {
  selected: ReadonlySet<string>;
  onChange(ids: string[], on: boolean): void;
}

/** Ticks every shown item not filed yet, or clears them. */
export function SelectAll({ items, selection }: { items: CalendarItem[]; selection: ItemSelection }) {
  const open = items.filter((item) => !isFiled(item)).map((item) => item.id);
  const ticked = open.filter((id) => selection.selected.has(id)).length;
  return (
    <Checkbox
      size="xs"
      aria-label="Select every item not filed yet"
      disabled={open.length === 0}
      checked={open.length > 0 && ticked === open.length}
      indeterminate={ticked > 0 && ticked < open.length}
      onChange={(e) => selection.onChange(open, e.currentTarget.checked)}
    />
  );
}

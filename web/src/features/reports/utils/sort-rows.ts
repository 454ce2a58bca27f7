// Sorting a report table by one column: numbers numerically, names alphabetically (case and
// accents ignored, numbers inside names in order), ties kept in the server's order.
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function sortRows<Row>(
  rows: Row[],
  value: (row: Row) => string | number,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.v === 'number' && typeof b.v === 'number'
          ? a.v - b.v
          : collator.compare(String(a.v), String(b.v));
      return order * sign || a.index - b.index;
    })
    .map((x) => x.row);
}

/** A header click: the same column flips direction; another column starts with the direction
 * people usually want (names A→Z, numbers largest first). */
export function nextSort(current: SortState, key: string, numeric: boolean): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: numeric ? 'desc' : 'asc' };
}

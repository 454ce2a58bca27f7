// The review list's keys: ↑/↓ (or k/j) move, Enter accepts the selected line's best candidate,
// c opens its candidates, s splits it over invoices, a takes it as an advance, i ignores it with a
// reason, u undoes what was done. Modifier keys and typing in a field are left alone.
export type ReviewCommand = 'up' | 'down' | 'accept' | 'candidates' | 'split' | 'advance' | 'ignore' | 'undo';

const KEYS: Record<string, ReviewCommand> = {
  ArrowUp: 'up',
  k: 'up',
  ArrowDown: 'down',
  j: 'down',
  Enter: 'accept',
  c: 'candidates',
  s: 'split',
  a: 'advance',
  i: 'ignore',
  u: 'undo',
};

export function reviewCommandOf(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): ReviewCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEYS[event.key] ?? null;
}

/** The index the selection moves to, kept inside the list. */
export function moveSelection(index: number, command: 'up' | 'down', count: number): number {
  if (count === 0) return 0;
  return Math.min(Math.max(index + (command === 'down' ? 1 : -1), 0), count - 1);
}

/** What the row's status lets the keys do: deciding an open credit, undoing a decided line. */
export function isOpen(status: string): boolean {
  return status === 'unmatched' || status === 'suggested';
}

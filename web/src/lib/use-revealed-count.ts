// Draws a long list a slice at a time: enough items for the first rows at once, then more on each
// following turn, so a list of hundreds of heavy rows (a year-end unbilled queue) opens without
// freezing the tab and stays responsive while the rest is drawn. The budget only grows: a reload
// of the same list does not flash back to its first slice.
import { useEffect, useState } from 'react';

/** The shortest prefix of `items` holding at least `budget` rows (never less than one item). */
export function revealedCount<T>(items: readonly T[], rowsOf: (item: T) => number, budget: number): number {
  let count = 0;
  let rows = 0;
  while (count < items.length && (count === 0 || rows < budget)) {
    rows += rowsOf(items[count] as T);
    count++;
  }
  return count;
}

/** How many of `items` to draw now: `first` rows' worth at once, `step` more every turn after. */
export function useRevealedCount<T>(
  items: readonly T[],
  rowsOf: (item: T) => number,
  { first = 120, step = 200 }: { first?: number; step?: number } = {},
): number {
  const [budget, setBudget] = useState(first);
  const count = revealedCount(items, rowsOf, budget);
  const complete = count >= items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each growth of the budget schedules the next turn.
  useEffect(() => {
    if (complete) return;
    const turn = setTimeout(() => setBudget((b) => b + step), 0);
    return () => clearTimeout(turn);
  }, [complete, step, budget]);
  return count;
}

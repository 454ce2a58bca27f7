// Long loops over a large upload hand the event loop back between slices of rows, so the other
// requests the API serves keep answering while a 50,000-row file is converted, stored or checked
// (one synchronous pass over such a file holds every other request for hundreds of milliseconds).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows per slice: a slice of converted or checked rows takes a few milliseconds. */
export const ROWS_PER_SLICE = 2_000;

/** Calls `each` for every item in order, yielding to the event loop between slices. */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  size = ROWS_PER_SLICE,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    const end = Math.min(start + size, items.length);
    for (let i = start; i < end; i += 1) each(items[i] as T, i);
  }
}

/** Walks a generator, yielding to the event loop after every slice of items it produced. */
export async function* inSlices<T>(items: Iterable<T>, size = ROWS_PER_SLICE): AsyncGenerator<T> {
  let count = 0;
  for (const item of items) {
    yield item;
    count += 1;
    if (count % size === 0) await nextTurn();
  }
}

/** JSON text of an array of rows, built slice by slice (one stringify of 50,000 rows blocks). */
export async function rowsAsJson(rows: readonly unknown[], size = ROWS_PER_SLICE): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await nextTurn();
    const text = JSON.stringify(rows.slice(start, start + size));
    parts.push(text.slice(1, -1));
  }
  return `[${parts.filter((part) => part.length > 0).join(',')}]`;
}

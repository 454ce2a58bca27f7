import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { forEachInSlices, inSlices, rowsAsJson } from './in-slices';
import { readSheetTable, writeSpreadsheet } from './spreadsheet';

describe('work on a large upload in slices', () => {
  it('visits every row in order and lets other work in between slices', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => i);
    const seen: number[] = [];
    let seenWhenOtherWorkRan = -1;
    setImmediate(() => {
      seenWhenOtherWorkRan = seen.length;
    });
    await forEachInSlices(rows, (row) => seen.push(row), 2_000);
    expect(seen).toEqual(rows);
    // The other work ran after the first slice, not after the last row.
    expect(seenWhenOtherWorkRan).toBe(2_000);
  });

  it('walks a generator in slices, every item once', async () => {
    function* numbers() {
      for (let i = 0; i < 4_500; i += 1) yield i;
    }
    const seen: number[] = [];
    let seenWhenOtherWorkRan = -1;
    setImmediate(() => {
      seenWhenOtherWorkRan = seen.length;
    });
    for await (const n of inSlices(numbers(), 1_000)) seen.push(n);
    expect(seen).toHaveLength(4_500);
    expect(seen.at(-1)).toBe(4_499);
    expect(seenWhenOtherWorkRan).toBe(1_000);
  });

  it('writes the same JSON as one stringify, for any number of rows', async () => {
    for (const count of [0, 1, 1_999, 2_000, 2_001, 4_000]) {
      const rows = Array.from({ length: count }, (_, i) => [`Row "${i}"`, '₹ ,\u0000', '']);
      expect(await rowsAsJson(rows, 2_000)).toBe(JSON.stringify(rows));
    }
  });

  it('hands over a 5,001-row sheet in slices without losing or reordering a row', async () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => [`Client ${i}`, i]);
    const file = writeSpreadsheet('xlsx', 'Tasks', ['Client', 'ET'], rows);
    const table = await readSheetTable('tasks.xlsx', file);
    expect(table.headers).toEqual(['Client', 'ET']);
    expect(table.rows).toHaveLength(5_001);
    expect(table.rows[0]).toEqual(['Client 0', 0]);
    expect(table.rows[2_000]).toEqual(['Client 2000', 2_000]);
    expect(table.rows[5_000]).toEqual(['Client 5000', 5_000]);
    await nextTurn();
  });
});

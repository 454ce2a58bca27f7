import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zip-directory';

describe('zipEntries', () => {
  it('lists the entries of a workbook with their declared sizes', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a'], ['b']]), 'S');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const entries = zipEntries(data);
    expect(entries?.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    for (const entry of entries ?? []) expect(entry.uncompressedSize).toBeGreaterThan(0);
  });

  it('answers null for what is not a zip, or a zip cut short', () => {
    expect(zipEntries(Buffer.from('not a zip at all, just some text here'))).toBeNull();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a']]), 'S');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(zipEntries(data.subarray(0, data.length - 30))).toBeNull();
    expect(zipEntries(data.subarray(0, 200))).toBeNull();
  });
});

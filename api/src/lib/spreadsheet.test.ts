import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cell, decodeCsv, neutralise, readSpreadsheet, writeSpreadsheet } from './spreadsheet';
import { SPREADSHEET_MESSAGES } from './spreadsheet-limits';

/** The workbook with every entry's declared unzipped size in its central directory set to `size`. */
function declaring(xlsx: Buffer, size: (compressed: number) => number): Buffer {
  const copy = Buffer.from(xlsx);
  for (let offset = 0; offset + 46 < copy.length; offset += 1) {
    if (copy.readUInt32LE(offset) !== 0x02014b50) continue;
    copy.writeUInt32LE(size(copy.readUInt32LE(offset + 20)), offset + 24);
  }
  return copy;
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return { status: (err as { statusCode: number }).statusCode, message: (err as Error).message };
  }
  return null;
};

describe('spreadsheets', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralise('GSTR-1')).toBe('GSTR-1');
    expect(neutralise(-5)).toBe(-5);
  });

  it('reads back what it writes, headers case-insensitive', async () => {
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client', 'ET'], [['Acme', 30]]);
    const [row] = await readSpreadsheet('tasks.xlsx', xlsx);
    expect(cell(row ?? {}, 'CLIENT')).toBe('Acme');
    expect(cell(row ?? {}, 'et')).toBe(30);
  });

  it('keeps csv cells as text: no number or formula is made of them', async () => {
    const csv = Buffer.from('Task,ET\n"=1+1","1,50"\n');
    const [row] = await readSpreadsheet('t.csv', csv);
    expect(cell(row ?? {}, 'task')).toBe('=1+1');
    expect(cell(row ?? {}, 'et')).toBe('1,50');
  });

  it('refuses a file whose content does not match its extension', async () => {
    await expect(readSpreadsheet('t.xlsx', Buffer.from('a,b\n1,2\n'))).rejects.toThrow('does not match');
    await expect(readSpreadsheet('t.pdf', Buffer.from('%PDF'))).rejects.toThrow('Only .csv');
  });

  it('refuses an xlsx that declares more than 50 MB unzipped, before parsing it', async () => {
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client'], [['Acme']]);
    expect(
      await refusal(
        readSpreadsheet(
          'bomb.xlsx',
          declaring(xlsx, () => 30 * 1024 * 1024),
        ),
      ),
    ).toEqual({
      status: 413,
      message: SPREADSHEET_MESSAGES.expandsTooMuch,
    });
  });

  it('refuses an xlsx that expands more than 100 times its size', async () => {
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client'], [['Acme']]);
    expect(
      await refusal(
        readSpreadsheet(
          'bomb.xlsx',
          declaring(xlsx, (c) => c * 150),
        ),
      ),
    ).toEqual({
      status: 413,
      message: SPREADSHEET_MESSAGES.compressedTooMuch,
    });
  });

  it('refuses a sheet of more than 1,000,000 cells', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Client'], ['Acme']]);
    sheet['!ref'] = 'A1:Z50000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Tasks');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await refusal(readSpreadsheet('wide.xlsx', xlsx))).toEqual({
      status: 413,
      message: SPREADSHEET_MESSAGES.tooManyCells,
    });
    const csv = Buffer.from(`a${',a'.repeat(1_000_001)}\n`);
    expect((await refusal(readSpreadsheet('wide.csv', csv)))?.status).toBe(413);
  });

  it('answers 400 "could not be read" for a corrupt .xlsx or .xls', async () => {
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client'], [['Acme']]);
    const corrupt = Buffer.from(xlsx);
    corrupt.fill(0x41, 30, corrupt.length - 600);
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600, 7),
    ]);
    for (const [name, data] of [
      ['cut.xlsx', xlsx.subarray(0, 300)],
      ['garbled.xlsx', corrupt],
      ['garbled.xls', xls],
    ] as const) {
      expect(await refusal(readSpreadsheet(name, data)), name).toEqual({
        status: 400,
        message: SPREADSHEET_MESSAGES.unreadable,
      });
    }
  });

  it('parses off the main thread: timers keep firing while a large file is read', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [`Client ${i}`, `Task ${i}`, i, 'GSTR-1', 'Pune']);
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client', 'Task', 'ET', 'Sub Task', 'City'], rows);
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const read = await readSpreadsheet('big.xlsx', xlsx);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(read).toHaveLength(30_000);
    expect(took).toBeGreaterThan(300);
    // Parsed on the main thread, the longest pause would be the whole read. Taking the rows back
    // from the worker still holds it a moment, and longer on a busy machine (236 ms of a 2-core
    // machine running the suite): so a pause well short of the read, not a fixed figure.
    expect(longest).toBeLessThan(took / 2);
  }, 30_000);
});

describe('file encodings and typed cells', () => {
  const utf8 = 'Client,Task\nश्री गणेश ट्रेडर्स,Fees ₹5000\n';

  it('reads UTF-8 csv with or without a BOM, keeping Devanagari and ₹', async () => {
    for (const data of [
      Buffer.from(utf8),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8)]),
    ]) {
      expect(decodeCsv(data)).toBe(utf8);
      expect(await readSpreadsheet('t.csv', data, { headersAsWritten: true })).toEqual([
        { Client: 'श्री गणेश ट्रेडर्स', Task: 'Fees ₹5000' },
      ]);
    }
  });

  it('reads Windows-1252 csv (Excel on Windows) with its é intact', async () => {
    const latin = Buffer.from([...Buffer.from('Client,Task\nCaf'), 0xe9, ...Buffer.from(' Ltd,Audit\n')]);
    expect(await readSpreadsheet('t.csv', latin)).toEqual([{ client: 'Café Ltd', task: 'Audit' }]);
  });

  it('writes csv with a BOM and formula text neutralised', () => {
    const csv = writeSpreadsheet('csv', 'T', ['Phone'], [['+91 80 4123 5500'], ['=1+1']]).toString('utf8');
    expect(csv).toBe("\ufeffPhone\n'+91 80 4123 5500\n'=1+1");
  });

  it('writes xlsx text as typed text cells with no apostrophe, and dates as dates', () => {
    const due = new Date('2026-12-11T00:00:00Z');
    const xlsx = writeSpreadsheet(
      'xlsx',
      'T',
      ['Phone', 'Due'],
      [
        ['+91 80 4123 5500', due],
        ['=1+1', null],
      ],
    );
    const sheet = XLSX.read(xlsx, { type: 'buffer', cellDates: true }).Sheets.T ?? {};
    expect(sheet.A2).toMatchObject({ t: 's', v: '+91 80 4123 5500' });
    expect(sheet.A2?.f).toBeUndefined();
    expect(sheet.A3).toMatchObject({ t: 's', v: '=1+1' });
    expect(sheet.A3?.f).toBeUndefined();
    expect(sheet.B2?.t).toBe('d');
    expect((sheet.B2?.v as Date | undefined)?.toISOString()).toBe('2026-12-11T00:00:00.000Z');
  });
});

// The streamed .xlsx reads back in SheetJS with the same cells as the workbook SheetJS itself
// writes for the same report sheet: types, values, formatted dates and money, neutralised text,
// sheet names, widths; and a large sheet's zip is whole and declares honest sizes.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxSheet } from '../../lib/xlsx-stream/xlsx-writer';
import { zipEntries } from '../../lib/zip-directory';
import { type ReportSheet, sheetsWorkbook, streamedSheet } from './workbook';

async function streamed(sheets: XlsxSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await writeXlsx((bytes) => chunks.push(bytes), sheets);
  return Buffer.concat(chunks);
}

const SHEET: ReportSheet = {
  name: 'Day End',
  title: 'Day End Report',
  header: ['Assignee', 'Client', 'Minutes', 'Last worked', 'Submitted at', 'Fee'],
  rows: [
    [
      'Meera Joshi',
      'Sharma & Sons <Pune>',
      50,
      { date: '2026-10-31' },
      { date: '2026-10-31', minutes: 1140 },
      { money: '1180.00' },
    ],
    ['=HYPERLINK("x")', '  spaced  ', 0, null, null, { money: '-12.50' }],
    ['Devanagari नमस्ते ₹', '', -20, { date: '2026-01-01' }, null, null],
    ['bell\u0007', '+91 98', 1.5, null, null, null],
  ],
  totals: ['COUNT: 4', null, 31.5],
  widths: [24, 28, 10, 13, 18, 12],
};
const LEAD = [
  ['Period', 'This Month'],
  ['From', { date: '2026-10-01' }],
  ['Exported on', { date: '2026-11-26' }],
  [],
];

describe('the streamed xlsx writer', () => {
  it('holds the same cells as the workbook SheetJS writes for the same sheet', async () => {
    const before = XLSX.read(sheetsWorkbook([SHEET], LEAD, 'DD/MM/YYYY'), {
      type: 'buffer',
      cellStyles: true,
    });
    const file = await streamed([
      streamedSheet(
        { ...SHEET, rows: () => SHEET.rows, totals: () => SHEET.totals ?? [] },
        LEAD,
        'DD/MM/YYYY',
      ),
    ]);
    const after = XLSX.read(file, { type: 'buffer', cellStyles: true });
    expect(after.SheetNames).toEqual(before.SheetNames);
    const was = before.Sheets['Day End'] ?? {};
    const now = after.Sheets['Day End'] ?? {};
    expect(now['!ref']).toBe(was['!ref']);
    const cells = (sheet: XLSX.WorkSheet) =>
      Object.fromEntries(
        Object.entries(sheet)
          .filter(([key]) => !key.startsWith('!'))
          .map(([key, c]) => [key, { t: c.t, v: c.v, w: c.w }]),
      );
    expect(cells(now)).toEqual(cells(was));
    expect(now.D7?.w).toBe('31/10/2026');
    expect(now.E7?.w).toBe('31/10/2026 19:00');
    expect(now.F7?.w).toBe('1,180.00');
    expect(now.A8?.v).toBe('\'=HYPERLINK("x")');
    expect(now['!cols']?.map((c) => c.wch)).toEqual(was['!cols']?.map((c) => c.wch));
  });

  it('writes typed text and real dates for the task export, and reads rows lazily, sheet after sheet', async () => {
    const order: string[] = [];
    const file = await streamed([
      {
        name: 'Tasks',
        rows: function* () {
          order.push('tasks');
          yield [
            { value: 'Client', format: '@' },
            { value: 'Due Date', format: '@' },
          ];
          yield [
            { value: '+Q3', format: '@' },
            { value: 46371, format: 'yyyy-mm-dd' },
          ];
          yield [
            { value: '', format: '@' },
            { value: '', format: '@' },
          ];
        },
      },
      {
        name: 'Second & "more"',
        rows: async function* () {
          order.push('second');
          yield ['after'];
        },
      },
    ]);
    expect(order).toEqual(['tasks', 'second']);
    const book = XLSX.read(file, { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['Tasks', 'Second & "more"']);
    const tasks = book.Sheets.Tasks ?? {};
    expect(tasks.A2).toMatchObject({ t: 's', v: '+Q3' });
    expect(tasks.B2?.t).toBe('d');
    expect(tasks.B2?.v).toEqual(new Date('2026-12-15T00:00:00Z'));
    expect(tasks.A3).toMatchObject({ t: 's', v: '' });
  });

  it('streams 100,000 rows into a whole zip whose entries declare their real sizes', async () => {
    const chunks: number[] = [];
    const parts: Buffer[] = [];
    await writeXlsx(
      (bytes) => {
        chunks.push(bytes.length);
        parts.push(bytes);
      },
      [
        {
          name: 'Big',
          rows: async function* () {
            for (let i = 0; i < 100_000; i += 1)
              yield [`Task ${i}`, i, { value: 46000 + (i % 365), format: 'dd/mm/yyyy' }];
          },
        },
      ],
    );
    // Bytes left as they were made, not as one buffer at the end.
    expect(chunks.length).toBeGreaterThan(20);
    const file = Buffer.concat(parts);
    const entries = zipEntries(file) ?? [];
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    const sheet = XLSX.read(file, { type: 'buffer', dense: true }).Sheets.Big as XLSX.WorkSheet & {
      '!data': XLSX.CellObject[][];
    };
    expect(sheet['!data']).toHaveLength(100_000);
    expect(sheet['!data'][99_999]?.[0]?.v).toBe('Task 99999');
    expect(sheet['!data'][99_999]?.[2]?.w).toBe(XLSX.SSF.format('dd/mm/yyyy', 46000 + (99_999 % 365)));
  });
});

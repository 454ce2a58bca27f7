// The statement parser on a layout no bank uses: columns guessed from their labels, or chosen by
// hand, on files made here with SheetJS and read through the reader the API uses.
import { BANK_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { readSheetGrid } from '../../../lib/spreadsheet';
import { type Cell, errors, fileOf, money, readRows as read } from '../../../test/bank-statement-files';
import { readStatement } from './statement';
import { textGrid } from './values';

describe('a statement no bank layout fits', () => {
  it('guesses the columns from their labels: one signed amount column', async () => {
    const s = await read(
      [
        ['Co-operative Bank statement'],
        ['Date', 'Particulars', 'Amount', 'Balance'],
        ['01/11/2026', 'OPENING', '', ''],
        ['03/11/2026', 'NEFT SHARMA TRADERS', '54,000.00', '1,54,000.00'],
        ['04/11/2026', 'RENT NOVEMBER', '-25,000.00', '1,29,000.00'],
      ],
      'csv',
    );
    expect(s.layout).toBe('custom');
    expect(s.mapping).toEqual(['date', 'narration', 'amount', 'balance']);
    expect(money(s).slice(1)).toEqual([
      ['2026-11-03', 0, 5_400_000, 15_400_000],
      ['2026-11-04', 2_500_000, 0, 12_900_000],
    ]);
    expect(errors(s)).toEqual([{ row: 3, kind: 'error', message: BANK_MESSAGES.noAmount }]);
  });

  it('finds an unlabelled header above the first dated line, asks for the columns, reads them once chosen', async () => {
    const rows: Cell[][] = [
      ['Our bank'],
      ['Posted', 'What', 'Out', 'In', 'Left'],
      ['03/11/2026', 'NEFT SHARMA TRADERS', '', '54,000.00', '1,54,000.00'],
      ['04/11/2026', 'RENT', '25,000.00', '', '1,29,000.00'],
    ];
    const grid = textGrid(await readSheetGrid('statement.csv', fileOf(rows, 'csv')));
    const asked = readStatement(grid);
    expect(asked?.header.index).toBe(1);
    expect(asked?.layout).toBe('custom');
    expect(asked?.lines).toEqual([]);
    expect(asked?.problems.map((p) => p.message)).toEqual([
      BANK_MESSAGES.needDate,
      BANK_MESSAGES.needNarration,
      BANK_MESSAGES.needAmount,
    ]);
    const chosen = readStatement(grid, { mapping: ['date', 'narration', 'debit', 'credit', 'balance'] });
    expect(chosen && money(chosen)).toEqual([
      ['2026-11-03', 0, 5_400_000, 15_400_000],
      ['2026-11-04', 2_500_000, 0, 12_900_000],
    ]);
    expect(chosen?.problems).toEqual([]);
  });

  it('says a mapping that takes a field twice, or mixes one amount column with debit and credit', async () => {
    const grid = [
      ['Date', 'Narration', 'Debit', 'Credit', 'Amount'],
      ['03/11/2026', 'X', '', '1.00', '1.00'],
    ];
    const twice = readStatement(grid, { mapping: ['date', 'date', 'debit', 'credit', null] });
    expect(twice?.problems.map((p) => p.message)).toContain(BANK_MESSAGES.mappingTwice('date'));
    const mixed = readStatement(grid, { mapping: ['date', 'narration', 'debit', 'credit', 'amount'] });
    expect(mixed?.problems.map((p) => p.message)).toEqual([BANK_MESSAGES.amountAndSides]);
    const short = readStatement(grid, { mapping: ['date', 'narration'] });
    expect(short?.problems.map((p) => p.message)).toEqual([BANK_MESSAGES.mappingLength]);
  });

  it('a known layout whose columns are changed by hand becomes custom', async () => {
    const grid = [
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['02/11/26', 'NEFT CR SHARMA', 'N1', '02/11/26', '', '54,000.00', '1,54,000.00'],
    ];
    expect(readStatement(grid)?.layout).toBe('HDFC');
    const changed = readStatement(grid, {
      mapping: ['date', 'narration', null, null, 'debit', 'credit', 'balance'],
    });
    expect(changed?.layout).toBe('custom');
    expect(changed?.lines[0]).toMatchObject({ reference: null, valueDate: null, creditPaise: 5_400_000 });
  });

  it('gives no header for a file with none, and the same line twice two keys', async () => {
    expect(readStatement([['Hello'], ['World']])).toBeNull();
    const s = readStatement([
      ['Date', 'Narration', 'Debit', 'Credit'],
      ['03/11/2026', 'SMS CHARGES', '15.00', ''],
      ['03/11/2026', 'SMS CHARGES', '15.00', ''],
    ]);
    expect(s?.lines.map((l) => l.dedupeKey)).toEqual(['2026-11-03|-1500||', '2026-11-03|-1500|||#2']);
  });
});

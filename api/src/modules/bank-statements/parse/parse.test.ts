// The statement parsers on files made here with SheetJS, one per bank, each modelled on that bank's
// net-banking statement download (banner rows, header, separator and footer rows, date and amount
// styles) as publicly described; plus a layout no bank uses, chosen by hand. The files go through
// the same reader the API uses (type checks, the parser's child process), as xlsx, xls and csv.
import * as XLSX from '@e965/xlsx';
import { BANK_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { readSheetGrid } from '../../../lib/spreadsheet';
import { type ReadStatement, readStatement } from './statement';
import { parseAmount, parseStatementDate, textGrid } from './values';

type Cell = string | number | Date | null;

function fileOf(rows: Cell[][], type: 'xlsx' | 'xls' | 'csv'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  if (type === 'csv') return Buffer.from(XLSX.utils.sheet_to_csv(sheet), 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Statement');
  return XLSX.write(book, { type: 'buffer', bookType: type === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

async function read(rows: Cell[][], type: 'xlsx' | 'xls' | 'csv'): Promise<ReadStatement> {
  const grid = textGrid(await readSheetGrid(`statement.${type}`, fileOf(rows, type)));
  const statement = readStatement(grid);
  if (!statement) throw new Error('no header found');
  return statement;
}

/** The lines as [date, debit, credit, balance] in paise, in file order. */
const money = (s: ReadStatement) => s.lines.map((l) => [l.date, l.debitPaise, l.creditPaise, l.balancePaise]);
const errors = (s: ReadStatement) => s.problems.filter((p) => p.kind === 'error');
const warnings = (s: ReadStatement) => s.problems.filter((p) => p.kind === 'warning');

describe('dates as Indian banks write them', () => {
  it.each([
    ['03/11/2026'],
    ['3/11/2026'],
    ['03-11-2026'],
    ['03.11.2026'],
    ['03/11/26'],
    ['03-Nov-26'],
    ['03-NOV-2026'],
    ['3 Nov 2026'],
    ['03 November 2026'],
    ['Nov 3, 2026'],
    ['2026-11-03'],
    ['03/11/2026 10:22:33'],
    ['03-11-2026 10:22 AM'],
    // Excel's serial day: 45658 is 1 January 2025, so 3 November 2026 is 45658 + 365 + 306.
    ['46329'],
  ])('%s is 3 November 2026', (text) => {
    expect(parseStatementDate(text)).toBe('2026-11-03');
  });

  it('reads 45658 as 1 January 2025 and refuses what is no day', () => {
    expect(parseStatementDate('45658')).toBe('2025-01-01');
    for (const text of [
      '31/02/2026',
      '13/13/2026',
      '00/11/2026',
      '3 Noo 2026',
      'abc',
      '',
      '123',
      '1,00,000.00',
    ])
      expect(parseStatementDate(text), text).toBeNull();
  });
});

describe('amounts as Indian banks write them', () => {
  it.each([
    ['1,23,456.78', 12_345_678, false, null],
    ['123,456.78', 12_345_678, false, null],
    ['54000', 5_400_000, false, null],
    ['54000.5', 5_400_050, false, null],
    ['₹ 1,000', 100_000, false, null],
    ['Rs. 1,000.50', 100_050, false, null],
    ['INR 1,000.50', 100_050, false, null],
    ['-2,500.00', 250_000, true, null],
    ['2,500.00-', 250_000, true, null],
    ['(2,500.00)', 250_000, true, null],
    ['500.00 Cr', 50_000, false, 'Cr'],
    ['500.00CR', 50_000, false, 'Cr'],
    ['1,000.00(Dr)', 100_000, false, 'Dr'],
    ['Dr 750', 75_000, false, 'Dr'],
  ] as const)('%s', (text, paise, negative, side) => {
    expect(parseAmount(text)).toEqual({ kind: 'amount', paise, negative, side });
  });

  it('reads blanks as blank and refuses what is not an amount', () => {
    for (const text of ['', ' ', '-', '0', '0.00'])
      expect(parseAmount(text), text).toEqual({ kind: 'blank' });
    for (const text of ['12.345', 'abc', '1.2.3', '12,,000', 'Cr'])
      expect(parseAmount(text), text).toEqual({ kind: 'bad' });
  });
});

describe('SBI statement (OnlineSBI Excel download)', () => {
  const rows: Cell[][] = [
    ['Account Name', ':', 'M/s Mehta & Associates'],
    ['Address', ':', '12, MG Road, Pune'],
    ['Date', ':', '30 Nov 2026'],
    ['Account Number', ':', '00000031234567890'],
    ['Account Description', ':', 'CURRENT ACCOUNT'],
    ['Branch', ':', 'PUNE MAIN'],
    ['IFS Code', ':', 'SBIN0000123'],
    ['Balance as on 1 Nov 2026', ':', '5,00,000.00'],
    [],
    ['Account Statement from 1 Nov 2026 to 30 Nov 2026'],
    [],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      '3 Nov 2026',
      '3 Nov 2026',
      'BY TRANSFER-NEFT*HDFC0000001*N307261234*SHARMA TRADERS',
      'TRANSFER FROM 3199',
      '',
      '54,000.00',
      '5,54,000.00',
    ],
    [
      '5 Nov 2026',
      '5 Nov 2026',
      'TO TRANSFER-UPI/DR/630912/MSEDCL ELECTRICITY',
      'TRANSFER TO 4897',
      '2,500.00',
      '',
      '5,51,500.00',
    ],
    [
      '10-Nov-26',
      '10-Nov-26',
      'BY CLEARING-CHQ 000123 GUPTA AND SONS',
      '000123',
      '',
      '1,18,000.00',
      '6,69,500.00',
    ],
    [],
    ['**This is a computer generated statement and does not require a signature.'],
  ];

  it('finds the header below the banner and reads every line, d MMM yyyy and dd-MMM-yy alike', async () => {
    const s = await read(rows, 'xlsx');
    expect(s.layout).toBe('SBI');
    expect(s.header.index).toBe(11);
    expect(s.mapping).toEqual(['date', 'valueDate', 'narration', 'reference', 'debit', 'credit', 'balance']);
    expect(s.accountLast4).toBe('7890');
    expect(money(s)).toEqual([
      ['2026-11-03', 0, 5_400_000, 55_400_000],
      ['2026-11-05', 250_000, 0, 55_150_000],
      ['2026-11-10', 0, 11_800_000, 66_950_000],
    ]);
    expect(s.lines.map((l) => l.row)).toEqual([13, 14, 15]);
    expect(s.lines[0]).toMatchObject({
      narration: 'BY TRANSFER-NEFT*HDFC0000001*N307261234*SHARMA TRADERS',
      reference: 'TRANSFER FROM 3199',
      valueDate: '2026-11-03',
    });
    expect(s.problems).toEqual([]);
    expect(s.newestFirst).toBe(false);
  });
});

describe('HDFC Bank statement (NetBanking XLS download)', () => {
  const banner: Cell[][] = [
    ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
    ['', '', '', '', 'Statement of accounts'],
    ['M/S. MEHTA AND ASSOCIATES', '', '', '', 'Account Branch : PUNE - BANER'],
    ['OFFICE 4, BANER ROAD', '', '', '', 'Account No : 50200012345678'],
    ['PUNE 411045', '', '', '', 'A/C Open Date : 01/04/2020'],
    ['', 'Statement From : 01/11/26 To : 30/11/26'],
    [],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    ['********', '********', '********', '********', '********', '********', '********'],
  ];
  const footer: Cell[][] = [
    ['********', '********', '********', '********', '********', '********', '********'],
    ['STATEMENT SUMMARY :-'],
    ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
    ['1,00,000.00', '1', '3', '5,000.00', '90,800.00', '1,85,800.00'],
    ['Generated On: 30/11/2026 18:22:11', 'Generated By: 12345678', 'Requesting Branch Code: NET'],
    ['This is a computer generated statement and does not require signature.'],
  ];
  const lines: Cell[][] = [
    [
      '02/11/26',
      'NEFT CR-HDFC0000240-SHARMA TRADERS PVT LTD-N306261234567',
      '0000N306261234567',
      '02/11/26',
      '',
      '54,000.00',
      '1,54,000.00',
    ],
    [
      '04/11/26',
      'UPI-GUPTA AND SONS-GUPTA@OKHDFC-HDFC0001234-630812345678',
      '0000630812345678',
      '04/11/26',
      '',
      '11,800.00',
      '1,65,800.00',
    ],
    ['', 'INV 1042 PART', '', '', '', '', ''],
    [
      '06/11/26',
      'ACH D- TP ACH ICICIPRULIFE-1234567',
      '0000001234567',
      '06/11/26',
      '5,000.00',
      '',
      '1,60,800.00',
    ],
    [
      '07/11/26',
      'IMPS-630900112233-VERMA TRADING CO',
      '0000630900112233',
      '07/11/26',
      '',
      '25,000.00',
      '1,85,800.00',
    ],
  ];

  it('skips the asterisk rows and the summary, joins a narration carried to the next row (xls)', async () => {
    const s = await read([...banner, ...lines, ...footer], 'xls');
    expect(s.layout).toBe('HDFC');
    expect(s.mapping).toEqual(['date', 'narration', 'reference', 'valueDate', 'debit', 'credit', 'balance']);
    expect(s.accountLast4).toBe('5678');
    expect(money(s)).toEqual([
      ['2026-11-02', 0, 5_400_000, 15_400_000],
      ['2026-11-04', 0, 1_180_000, 16_580_000],
      ['2026-11-06', 500_000, 0, 16_080_000],
      ['2026-11-07', 0, 2_500_000, 18_580_000],
    ]);
    expect(s.lines[1]?.narration).toBe(
      'UPI-GUPTA AND SONS-GUPTA@OKHDFC-HDFC0001234-630812345678 INV 1042 PART',
    );
    expect(s.problems).toEqual([]);
  });

  it('flags the one line whose balance does not add up, and only that one', async () => {
    const broken = lines.map((row) => [...row]);
    // ₹11,800 in on 04/11 should make 1,65,800.00; the file says 1,66,800.00.
    (broken[1] as Cell[])[6] = '1,66,800.00';
    const s = await read([...banner, ...broken, ...footer], 'csv');
    expect(s.lines.map((l) => l.balanceMismatch)).toEqual([false, true, true, false]);
    // From the wrong balance on, the next line is checked against what the file says (1,66,800 less
    // 5,000 is 1,61,800, not 1,60,800): each break is one flag, not every line after it.
    expect(warnings(s)).toEqual([
      { row: 11, kind: 'warning', message: BANK_MESSAGES.balanceMismatch('1,65,800.00', '1,66,800.00') },
      { row: 13, kind: 'warning', message: BANK_MESSAGES.balanceMismatch('1,61,800.00', '1,60,800.00') },
    ]);
    expect(errors(s)).toEqual([]);
  });

  it('refuses a line with no date or a bad amount, row by row, and reads the rest', async () => {
    const bad = lines.map((row) => [...row]);
    (bad[0] as Cell[])[0] = '31/02/26';
    (bad[3] as Cell[])[4] = '5,000.0O';
    const s = await read([...banner, ...bad, ...footer], 'csv');
    expect(errors(s)).toEqual([
      { row: 10, kind: 'error', message: BANK_MESSAGES.badDate('31/02/26') },
      { row: 13, kind: 'error', message: BANK_MESSAGES.badAmount('5,000.0O') },
    ]);
    expect(s.lines.filter((l) => !l.error).map((l) => l.date)).toEqual(['2026-11-04', '2026-11-07']);
  });
});

describe('ICICI Bank statement (Detailed Statement xls)', () => {
  it('reads numbers as numbers, Excel serial dates, a blank amount written 0, and skips the legends', async () => {
    const s = await read(
      [
        ['DETAILED STATEMENT'],
        ['Transactions List - MEHTA AND ASSOCIATES (INR) - XXXXXXXX4321'],
        ['Transaction Date from 01/11/2026 to 30/11/2026'],
        [],
        [
          'S No.',
          'Value Date',
          'Transaction Date',
          'Cheque Number',
          'Transaction Remarks',
          'Withdrawal Amount (INR )',
          'Deposit Amount (INR )',
          'Balance (INR )',
        ],
        [1, 46329, 46329, '-', 'NEFT-SBIN0001234-SHARMA TRADERS PVT LTD-INV 1042', 0, 54000, 254000],
        [2, '05/11/2026', '05/11/2026', '000045', 'CLG/GST PAYMENT', 18000.5, 0, 235999.5],
        [3, '07/11/2026', '07/11/2026', '-', 'UPI/630912345/GUPTA AND SONS/okaxis', 0, 11800, 247799.5],
        [],
        ['Legends Used in Account Statement'],
        ['VAT/MAT/NFS - Cash withdrawal at other bank ATM'],
        ['INF - Internet Fund Transfer in linked accounts'],
      ],
      'xlsx',
    );
    expect(s.layout).toBe('ICICI');
    expect(s.accountLast4).toBe('4321');
    expect(money(s)).toEqual([
      ['2026-11-03', 0, 5_400_000, 25_400_000],
      ['2026-11-05', 1_800_050, 0, 23_599_950],
      ['2026-11-07', 0, 1_180_000, 24_779_950],
    ]);
    expect(s.lines[0]?.reference).toBeNull();
    expect(s.lines[1]?.reference).toBe('000045');
    expect(s.problems).toEqual([]);
  });

  it('reads real date cells of a workbook', async () => {
    const s = await read(
      [
        [
          'S No.',
          'Value Date',
          'Transaction Date',
          'Cheque Number',
          'Transaction Remarks',
          'Withdrawal Amount (INR )',
          'Deposit Amount (INR )',
          'Balance (INR )',
        ],
        [1, new Date(2026, 10, 3), new Date(2026, 10, 3), '', 'NEFT SHARMA', 0, 54000, 254000],
        [2, new Date(2026, 10, 30), new Date(2026, 10, 30), '', 'NEFT GUPTA', 0, 1000, 255000],
      ],
      'xlsx',
    );
    expect(s.lines.map((l) => [l.date, l.valueDate])).toEqual([
      ['2026-11-03', '2026-11-03'],
      ['2026-11-30', '2026-11-30'],
    ]);
  });
});

describe('Axis Bank statement (csv download)', () => {
  it('takes the OPENING BALANCE row as the start of the running balance and stops at the totals', async () => {
    const rows: Cell[][] = [
      ['Name :- MEHTA AND ASSOCIATES'],
      ['Joint Holder :- '],
      ['Customer ID :- 876543210'],
      ['Statement of Account No - 921020012345555 for the period (From : 01-11-2026 To : 30-11-2026)'],
      [],
      ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
      ['', '', 'OPENING BALANCE', '', '', '2,00,000.00', ''],
      ['03-11-2026', '', 'NEFT/AXOIC1234/SHARMA TRADERS PVT LTD', '', '54,000.00', '2,55,000.00', '1234'],
      ['05-11-2026', '000045', 'CHQ PAID-GST PAYMENT', '18,000.00', '', '2,37,000.00', '1234'],
      [
        '07-11-2026',
        '',
        'UPI/P2A/630912345/GUPTA AND SONS/HDFC/INV1042',
        '',
        '11,800.00',
        '2,48,800.00',
        '1234',
      ],
      ['', '', 'TRANSACTION TOTAL', '18,000.00', '65,800.00', '', ''],
      ['', '', 'CLOSING BALANCE', '', '', '2,48,800.00', ''],
      ['Unless the constituent notifies the bank immediately of any discrepancy found in this statement'],
    ];
    const s = await read(rows, 'csv');
    expect(s.layout).toBe('AXIS');
    expect(s.accountLast4).toBe('5555');
    expect(s.openingBalancePaise).toBe(20_000_000);
    expect(s.lines).toHaveLength(3);
    // 2,00,000 + 54,000 is 2,54,000: the file's 2,55,000 is flagged; the lines after it follow on.
    expect(s.lines.map((l) => l.balanceMismatch)).toEqual([true, false, false]);
    expect(warnings(s).map((p) => p.row)).toEqual([8]);
    expect(errors(s)).toEqual([]);
  });
});

describe('Kotak Mahindra Bank statement (csv download)', () => {
  const rows: Cell[][] = [
    ['Kotak Mahindra Bank'],
    ['Account Statement'],
    ['Account No.', '9912345678'],
    ['Period', '01-11-2026 to 30-11-2026'],
    [],
    ['Sl. No.', 'Date', 'Description', 'Chq / Ref number', 'Amount', 'Dr / Cr', 'Balance', 'Dr / Cr'],
    [
      '4',
      '08-11-2026',
      'UPI/VERMA TRADING CO/631212345678',
      'UPI-631212345678',
      '25,000.00',
      'CR',
      '1,39,200.00',
      'CR',
    ],
    ['3', '06-11-2026', 'NACH DR ICICI PRU', 'NACH-0001', '5,000.00', 'DR', '1,14,200.00', 'CR'],
    [
      '2',
      '04-11-2026',
      'NEFT SHARMA TRADERS PVT LTD INV-1042',
      'NEFT-N3082612',
      '54,000.00',
      'CR',
      '1,19,200.00',
      'CR',
    ],
    ['1', '02-11-2026', 'BANK CHARGES', '', '800.00', 'DR', '65,200.00', 'CR'],
    [],
    ['End of Statement'],
  ];

  it('reads the amount with its Dr/Cr column and the balance with its own, listed newest first', async () => {
    const s = await read(rows, 'csv');
    expect(s.layout).toBe('KOTAK');
    expect(s.mapping).toEqual([
      null,
      'date',
      'narration',
      'reference',
      'amount',
      'drCr',
      'balance',
      'balanceDrCr',
    ]);
    expect(s.accountLast4).toBe('5678');
    expect(s.newestFirst).toBe(true);
    expect(money(s)).toEqual([
      ['2026-11-08', 0, 2_500_000, 13_920_000],
      ['2026-11-06', 500_000, 0, 11_420_000],
      ['2026-11-04', 0, 5_400_000, 11_920_000],
      ['2026-11-02', 80_000, 0, 6_520_000],
    ]);
    expect(s.problems).toEqual([]);
  });

  it('checks a newest-first statement oldest first: a broken balance is flagged on its own line', async () => {
    const broken = rows.map((row) => [...row]);
    (broken[8] as Cell[])[6] = '1,19,000.00';
    const s = await read(broken, 'xlsx');
    expect(s.newestFirst).toBe(true);
    // 65,200 + 54,000 is 1,19,200 (row 9 says 1,19,000); then 1,19,000 - 5,000 is 1,14,000 (row 8 says 1,14,200).
    expect(warnings(s).map((p) => p.row)).toEqual([8, 9]);
  });

  it('gives a line the same key whichever order the statement lists it in', async () => {
    const newestFirst = await read(rows, 'csv');
    const oldestFirst = await read(
      [...rows.slice(0, 6), ...rows.slice(6, 10).reverse(), ...rows.slice(10)],
      'csv',
    );
    expect(oldestFirst.newestFirst).toBe(false);
    expect(oldestFirst.problems).toEqual([]);
    expect(new Set(oldestFirst.lines.map((l) => l.dedupeKey))).toEqual(
      new Set(newestFirst.lines.map((l) => l.dedupeKey)),
    );
  });

  it('reads an overdrawn balance (Dr) as below zero', async () => {
    const overdrawn = rows
      .slice(0, 6)
      .concat([['1', '02-11-2026', 'RTGS OUT', 'R1', '10,000.00', 'DR', '2,000.00', 'DR']]);
    const s = await read(overdrawn, 'csv');
    expect(money(s)).toEqual([['2026-11-02', 1_000_000, 0, -200_000]]);
  });
});

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

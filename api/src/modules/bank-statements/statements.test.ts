// Bank accounts and statements in, through the API: accounts in invoice settings, a statement's
// preview (nothing written), commit (lines stored, balance breaks flagged), the same statement or an
// overlapping one again (lines already there counted, never stored twice), columns chosen by hand,
// files refused with a reason, rights (Admin only) and tenancy (another practice sees nothing).
import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { BANK_MESSAGES, type StatementPreview } from '@practice-desk/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines, bankStatementPreviews } from '../../db/schema';
import { SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { multipartFile } from '../../test/multipart';

type Cell = string | number | null;

function xlsxOf(rows: Cell[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Statement');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const csvOf = (rows: Cell[][]) => Buffer.from(XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(rows)), 'utf8');

// Modelled on HDFC Bank's NetBanking statement download (banner, header, asterisk rows, summary).
const HDFC_HEADER: Cell[][] = [
  ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
  ['M/S. MEHTA AND ASSOCIATES', '', '', '', 'Account No : 50200012345678'],
  ['', 'Statement From : 01/11/26 To : 30/11/26'],
  [],
  ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
  ['********', '********', '********', '********', '********', '********', '********'],
];
const HDFC_FOOTER: Cell[][] = [
  ['STATEMENT SUMMARY :-'],
  ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
  ['1,00,000.00', '1', '3', '5,000.00', '90,800.00', '1,85,800.00'],
];
const NOVEMBER: Cell[][] = [
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
    'UPI-GUPTA AND SONS-GUPTA@OKHDFC-630812345678',
    '0000630812345678',
    '04/11/26',
    '',
    '11,800.00',
    '1,65,800.00',
  ],
  // The bank's running balance does not add up here: 1,65,800.00 less 5,000.00 is 1,60,800.00.
  [
    '06/11/26',
    'ACH D- TP ACH ICICIPRULIFE-1234567',
    '0000001234567',
    '06/11/26',
    '5,000.00',
    '',
    '1,61,800.00',
  ],
  [
    '07/11/26',
    'IMPS-630900112233-VERMA TRADING CO',
    '0000630900112233',
    '07/11/26',
    '',
    '25,000.00',
    '1,86,800.00',
  ],
];
const DECEMBER: Cell[][] = [
  [
    '01/12/26',
    'NEFT CR-SBIN0000001-PATIL BROS-N335261111111',
    '0000N335261111111',
    '01/12/26',
    '',
    '10,000.00',
    '1,96,800.00',
  ],
];

const hdfc = (lines: Cell[][]) => xlsxOf([...HDFC_HEADER, ...lines, ...HDFC_FOOTER]);

describe('bank statements in', () => {
  let app: TestApp;
  let practice: TestPractice;
  let other: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let accountId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    [practice, other] = await Promise.all([createPractice(app), createPractice(app)]);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    otherAdmin = (await loginAs(app, other.admin)).headers;
  });
  afterAll(() => app.close());

  const preview = (file: Buffer, name: string, headers = admin, bankAccountId?: string) => {
    const form = multipartFile('file', name, file);
    return app.inject({
      method: 'POST',
      url: `/api/bank-statements/preview${bankAccountId ? `?bankAccountId=${bankAccountId}` : ''}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const commit = (payload: Record<string, unknown>, headers = admin) =>
    app.inject({ method: 'POST', url: '/api/bank-statements/commit', headers, payload });
  const linesOf = async (bankAccountId: string) =>
    (
      await app.database.db
        .select({ n: count() })
        .from(bankStatementLines)
        .where(eq(bankStatementLines.bankAccountId, bankAccountId))
    )[0]?.n ?? 0;

  it('keeps the practice’s bank accounts: added, listed, renamed, a name taken refused', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'HDFC current', bank: 'HDFC', last4: '5678' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(BANK_MESSAGES.accountAdded);
    accountId = added.json().data.account.id;
    expect(added.json().data.account).toMatchObject({
      name: 'HDFC current',
      bank: 'HDFC',
      last4: '5678',
      archived: false,
      lines: 0,
    });

    const taken = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'hdfc CURRENT', bank: 'SBI', last4: '1111' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: BANK_MESSAGES.nameTaken, errors: [{ field: 'name' }] });

    const badDigits = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'SBI savings', bank: 'SBI', last4: '12a4' },
    });
    expect(badDigits.statusCode).toBe(422);
    expect(JSON.stringify(badDigits.json().errors)).toContain(BANK_MESSAGES.last4);

    const sbi = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'SBI savings', bank: 'SBI', last4: '7890' },
    });
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/bank-accounts/${sbi.json().data.account.id}`,
      headers: admin,
      payload: { name: 'SBI current', bank: 'SBI', last4: '7890' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/bank-accounts', headers: admin });
    expect(list.json().data.accounts.map((a: { name: string }) => a.name)).toEqual([
      'HDFC current',
      'SBI current',
    ]);

    // Nothing imported into it: deleting removes it.
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/bank-accounts/${sbi.json().data.account.id}`,
      headers: admin,
    });
    expect(gone.json()).toMatchObject({
      data: { deleted: true, archived: false },
      message: BANK_MESSAGES.accountDeleted,
    });
  });

  let first: StatementPreview;

  it('previews an HDFC statement: layout, lines, the balance break, and writes no line', async () => {
    const res = await preview(hdfc(NOVEMBER), 'hdfc-november.xlsx', admin, accountId);
    expect(res.statusCode, res.body).toBe(200);
    first = res.json().data;
    expect(first).toMatchObject({
      layout: 'HDFC',
      headerRow: 5,
      columns: [
        'Date',
        'Narration',
        'Chq./Ref.No.',
        'Value Dt',
        'Withdrawal Amt.',
        'Deposit Amt.',
        'Closing Balance',
      ],
      mapping: ['date', 'narration', 'reference', 'valueDate', 'debit', 'credit', 'balance'],
      accountLast4: '5678',
      newestFirst: false,
      summary: {
        lines: 4,
        valid: 4,
        errors: 0,
        duplicates: 0,
        balanceMismatches: 1,
        credits: 3,
        debits: 1,
        creditTotal: '90800.00',
        debitTotal: '5000.00',
        from: '2026-11-02',
        to: '2026-11-07',
      },
    });
    expect(first.rows[0]).toMatchObject({
      row: 7,
      date: '2026-11-02',
      credit: '54000.00',
      debit: null,
      balance: '154000.00',
    });
    expect(first.problems).toEqual([
      { row: 9, kind: 'warning', message: BANK_MESSAGES.balanceMismatch('1,60,800.00', '1,61,800.00') },
    ]);
    expect(await linesOf(accountId)).toBe(0);
  });

  it('commits it: every line stored unmatched or matched, the break flagged, the import in the history', async () => {
    const res = await commit({ previewId: first.previewId, bankAccountId: accountId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 4, duplicates: 0, skipped: 0, balanceMismatches: 1 });
    expect(res.json().message).toBe(BANK_MESSAGES.imported(4, 0, 1));
    const lines = await app.database.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.bankAccountId, accountId))
      .orderBy(bankStatementLines.date);
    expect(
      lines.map((l) => [l.date, l.debitPaise, l.creditPaise, l.balancePaise, l.balanceMismatch]),
    ).toEqual([
      ['2026-11-02', 0, 5_400_000, 15_400_000, false],
      ['2026-11-04', 0, 1_180_000, 16_580_000, false],
      ['2026-11-06', 500_000, 0, 16_180_000, true],
      ['2026-11-07', 0, 2_500_000, 18_680_000, false],
    ]);
    expect(lines[0]).toMatchObject({
      narration: 'NEFT CR-HDFC0000240-SHARMA TRADERS PVT LTD-N306261234567',
      reference: '0000N306261234567',
      valueDate: '2026-11-02',
      orgId: practice.orgId,
    });
    // No open invoice in this practice: nothing can match.
    expect(lines.every((l) => l.status === 'unmatched')).toBe(true);

    // The preview is used up: a second commit of it is refused.
    const again = await commit({ previewId: first.previewId, bankAccountId: accountId });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(BANK_MESSAGES.expired);

    const history = await app.inject({ method: 'GET', url: '/api/bank-statements/imports', headers: admin });
    expect(history.json().data.imports).toMatchObject([
      {
        bankAccountId: accountId,
        bankAccountName: 'HDFC current',
        fileName: 'hdfc-november.xlsx',
        layout: 'HDFC',
        rows: 4,
        imported: 4,
        duplicates: 0,
        balanceMismatches: 1,
        from: '2026-11-02',
        to: '2026-11-07',
        createdBy: practice.admin.name,
      },
    ]);
  });

  it('never stores a line twice: the same statement again, then one overlapping it, count what was there', async () => {
    const same = (await preview(hdfc(NOVEMBER), 'hdfc-november-again.xlsx', admin, accountId)).json()
      .data as StatementPreview;
    expect(same.summary.duplicates).toBe(4);
    expect(same.rows.every((row) => row.duplicate)).toBe(true);
    const res = await commit({ previewId: same.previewId, bankAccountId: accountId });
    expect(res.json().data).toMatchObject({ imported: 0, duplicates: 4 });
    expect(res.json().message).toBe(BANK_MESSAGES.imported(0, 4, 0));
    expect(await linesOf(accountId)).toBe(4);

    const overlapping = (
      await preview(
        csvOf([...HDFC_HEADER, ...NOVEMBER.slice(2), ...DECEMBER]),
        'hdfc-overlap.csv',
        admin,
        accountId,
      )
    ).json().data as StatementPreview;
    expect(overlapping.summary).toMatchObject({ lines: 3, duplicates: 2 });
    const more = await commit({ previewId: overlapping.previewId, bankAccountId: accountId });
    expect(more.json().data).toMatchObject({ imported: 1, duplicates: 2 });
    expect(await linesOf(accountId)).toBe(5);
  });

  it('reads a layout no bank uses once its columns are chosen, and commits under that mapping', async () => {
    const file = csvOf([
      ['Our co-operative bank'],
      ['Posted', 'What', 'Out', 'In', 'Left'],
      ['03/12/2026', 'NEFT SHARMA TRADERS', '', '54,000.00', '2,50,800.00'],
      ['04/12/2026', 'RENT', '25,000.00', '', '2,25,800.00'],
    ]);
    const asked = (await preview(file, 'co-op.csv', admin, accountId)).json().data as StatementPreview;
    expect(asked.layout).toBe('custom');
    expect(asked.mapping).toEqual([null, null, null, null, null]);
    expect(asked.problems.map((p) => p.message)).toEqual([
      BANK_MESSAGES.needDate,
      BANK_MESSAGES.needNarration,
      BANK_MESSAGES.needAmount,
    ]);
    // Committing without columns is refused with the same words.
    const refused = await commit({ previewId: asked.previewId, bankAccountId: accountId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(BANK_MESSAGES.needDate);

    const mapping = ['date', 'narration', 'debit', 'credit', 'balance'];
    const remapped = await app.inject({
      method: 'POST',
      url: '/api/bank-statements/remap',
      headers: admin,
      payload: { previewId: asked.previewId, mapping, bankAccountId: accountId },
    });
    expect(remapped.statusCode, remapped.body).toBe(200);
    expect(remapped.json().data).toMatchObject({
      layout: 'custom',
      mapping,
      problems: [],
      summary: { valid: 2 },
    });
    const done = await commit({ previewId: asked.previewId, bankAccountId: accountId, mapping });
    expect(done.json().data).toMatchObject({ imported: 2, duplicates: 0 });
  });

  it('refuses files it cannot read, with the reason', async () => {
    const pdf = await preview(Buffer.from('%PDF-1.4 statement'), 'statement.pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toBe(SPREADSHEET_MESSAGES.type);

    const headerless = await preview(csvOf([['Hello'], ['There is no statement here']]), 'notes.csv');
    expect(headerless.statusCode).toBe(422);
    expect(headerless.json().message).toBe(BANK_MESSAGES.noHeader);

    const empty = await preview(csvOf(HDFC_HEADER), 'empty.csv');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(BANK_MESSAGES.noLines);

    const allBad = (
      await preview(csvOf([...HDFC_HEADER, ['32/13/26', 'X', '', '', '', '1.00', '']]), 'bad.csv')
    ).json().data as StatementPreview;
    expect(allBad.problems).toEqual([{ row: 7, kind: 'error', message: BANK_MESSAGES.badDate('32/13/26') }]);
    const nothing = await commit({ previewId: allBad.previewId, bankAccountId: accountId });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(BANK_MESSAGES.nothingToImport);

    const unknown = await commit({ previewId: randomUUID(), bankAccountId: accountId });
    expect(unknown.json().message).toBe(BANK_MESSAGES.expired);
  });

  it('warns when the statement names another account than the one chosen', async () => {
    const sbi = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'SBI current', bank: 'SBI', last4: '4321' },
    });
    const res = (await preview(hdfc(DECEMBER), 'hdfc.xlsx', admin, sbi.json().data.account.id)).json()
      .data as StatementPreview;
    expect(res.problems.slice(0, 2)).toEqual([
      { row: null, kind: 'warning', message: BANK_MESSAGES.otherAccount('5678', '4321') },
      {
        row: null,
        kind: 'warning',
        message: BANK_MESSAGES.otherBank('HDFC Bank statement', 'State Bank of India'),
      },
    ]);
  });

  it('archives, not deletes, an account with statements, and imports nothing more into it', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/bank-accounts/${accountId}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({
      data: { deleted: false, archived: true },
      message: BANK_MESSAGES.accountArchived,
    });
    const list = await app.inject({ method: 'GET', url: '/api/bank-accounts', headers: admin });
    expect(list.json().data.accounts.find((a: { id: string }) => a.id === accountId)).toMatchObject({
      archived: true,
      lines: 7,
    });
    const later = (await preview(hdfc(DECEMBER), 'later.xlsx')).json().data as StatementPreview;
    const refused = await commit({ previewId: later.previewId, bankAccountId: accountId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(BANK_MESSAGES.accountArchivedNoImport);
    await app.inject({
      method: 'PUT',
      url: `/api/bank-accounts/${accountId}`,
      headers: admin,
      payload: { name: 'HDFC current', bank: 'HDFC', last4: '5678', archived: false },
    });
  });

  it('lists same-day lines in the bank’s order, oldest first, whichever order the file lists them in', async () => {
    // One day's four credits after a day's one, with the running balance of each: the order a
    // person checks the statement in, and the only one the balance adds up in.
    const day: Cell[][] = [
      ['09/11/26', 'NEFT CR-FIRST OF THE MONTH', 'R0', '09/11/26', '', '1,000.00', '1,01,000.00'],
      ['10/11/26', 'UPI-ALPHA', 'R1', '10/11/26', '', '100.00', '1,01,100.00'],
      ['10/11/26', 'UPI-BRAVO', 'R2', '10/11/26', '', '200.00', '1,01,300.00'],
      ['10/11/26', 'UPI-CHARLIE', 'R3', '10/11/26', '', '300.00', '1,01,600.00'],
      ['10/11/26', 'UPI-DELTA', 'R4', '10/11/26', '', '400.00', '1,02,000.00'],
    ];
    const order = ['NEFT CR-FIRST OF THE MONTH', 'UPI-ALPHA', 'UPI-BRAVO', 'UPI-CHARLIE', 'UPI-DELTA'];
    for (const [name, rows] of [
      ['Same day oldest first', day],
      ['Same day newest first', [...day].reverse()],
    ] as const) {
      const made = await app.inject({
        method: 'POST',
        url: '/api/bank-accounts',
        headers: admin,
        payload: { name, bank: 'HDFC', last4: '5678' },
      });
      const bankAccountId = made.json().data.account.id as string;
      const asked = (
        await preview(xlsxOf([...HDFC_HEADER, ...rows]), `${name}.xlsx`, admin, bankAccountId)
      ).json().data as StatementPreview;
      expect(asked.problems, name).toEqual([]);
      expect((await commit({ previewId: asked.previewId, bankAccountId })).json().data).toMatchObject({
        imported: 5,
        balanceMismatches: 0,
      });
      const listed = await app.inject({
        method: 'GET',
        url: `/api/bank-statements/lines?bankAccountId=${bankAccountId}`,
        headers: admin,
      });
      expect(
        listed.json().data.lines.map((l: { narration: string }) => l.narration),
        name,
      ).toEqual(order);
    }
  });

  it('answers Team Leaders and Team Members 403 on every bank route', async () => {
    const file = hdfc(DECEMBER);
    for (const headers of [leader, member]) {
      expect((await preview(file, 'hdfc.xlsx', headers)).statusCode).toBe(403);
      expect((await commit({ previewId: randomUUID(), bankAccountId: accountId }, headers)).statusCode).toBe(
        403,
      );
      for (const url of ['/api/bank-statements/imports', '/api/bank-accounts'])
        expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
      const add = await app.inject({
        method: 'POST',
        url: '/api/bank-accounts',
        headers,
        payload: { name: 'Mine', bank: 'SBI', last4: '1234' },
      });
      expect(add.statusCode).toBe(403);
    }
  });

  it('shows another practice none of it, and lets it use neither the account nor the preview', async () => {
    const accounts = await app.inject({ method: 'GET', url: '/api/bank-accounts', headers: otherAdmin });
    expect(accounts.json().data.accounts).toEqual([]);
    const imports = await app.inject({
      method: 'GET',
      url: '/api/bank-statements/imports',
      headers: otherAdmin,
    });
    expect(imports.json().data.imports).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/bank-accounts/${accountId}`,
        headers: otherAdmin,
        ...(method === 'PUT' ? { payload: { name: 'Taken over', bank: 'HDFC', last4: '0000' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    // This practice's preview, committed by the other practice into this practice's account: refused.
    const mine = (await preview(hdfc(DECEMBER), 'hdfc.xlsx', admin)).json().data as StatementPreview;
    const intoMine = await commit({ previewId: mine.previewId, bankAccountId: accountId }, otherAdmin);
    expect(intoMine.statusCode).toBe(404);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: otherAdmin,
      payload: { name: 'HDFC current', bank: 'HDFC', last4: '5678' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const intoTheirs = await commit(
      { previewId: mine.previewId, bankAccountId: theirs.json().data.account.id },
      otherAdmin,
    );
    expect(intoTheirs.statusCode).toBe(422);
    expect(intoTheirs.json().message).toBe(BANK_MESSAGES.expired);
    const remap = await app.inject({
      method: 'POST',
      url: '/api/bank-statements/remap',
      headers: otherAdmin,
      payload: { previewId: mine.previewId, mapping: mine.mapping },
    });
    expect(remap.json().message).toBe(BANK_MESSAGES.expired);
    // The same statement lines are the other practice's own to import: its account has none yet.
    const [kept] = await app.database.db
      .select({ n: count() })
      .from(bankStatementPreviews)
      .where(eq(bankStatementPreviews.token, mine.previewId));
    expect(kept?.n).toBe(1);
    expect(await linesOf(theirs.json().data.account.id)).toBe(0);
  });
});

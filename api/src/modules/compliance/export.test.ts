// The calendar and board as .xlsx: read back, the rows are the ones on screen, dates are dates.
import * as XLSX from '@e965/xlsx';
import { ACKNOWLEDGEMENT_COLUMN, gstinCheckChar, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, insertProfile } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const LABEL = {
  open: 'Open',
  overdue: 'Overdue',
  filed: 'Filed',
  'filed-late': 'Filed late',
  'not-generated': 'Not generated',
} as const;

describe('compliance exports', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;

  const download = async (url: string, headers = admin) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return { res, book: XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true }) };
  };
  const rows = (sheet: XLSX.WorkSheet | undefined) =>
    XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true, defval: null });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const client = await createClient(app, admin, {
      name: '=HYPERLINK("x") Traders',
      gst: gstin('27', 'AAGCE1234K'),
    });
    const other = await createClient(app, admin, { name: 'Ganesh Garments' });
    await insertProfile(app, practice.orgId, client.id, { pan: 'AAGCE1234K', gstFrequency: 'monthly' });
    await createObligation(app, admin, practice.orgId, {
      clientId: client.id,
      code: 'GSTR-3B',
      period: '2026-04',
      dueDate: '2026-05-20',
      filedOn: '2026-05-19',
      arn: 'AA270526000009C',
      allottedTo: practice.member.id,
    });
    await createObligation(app, admin, practice.orgId, {
      clientId: other.id,
      code: 'ITR',
      period: '2025-26',
      dueDate: day(2),
      originalDueDate: day(-5),
      extensionNote: 'CBDT Circular 9/2026',
      allottedTo: practice.admin.id,
    });
  });
  afterAll(() => app.close());

  it('exports the calendar of a range with a header row, text cells and real dates', async () => {
    const from = '2026-05-01';
    const to = day(10) > '2026-05-01' ? day(10) : '2026-06-01';
    const { res, book } = await download(`/api/compliance/calendar/export?from=${from}&to=${to}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="compliance-calendar-${from}-to-${to}.xlsx"`,
    );
    expect(book.SheetNames).toEqual(['Calendar']);
    const sheet = book.Sheets.Calendar;
    expect(rows(sheet)).toEqual([
      [
        'Due date',
        'Client',
        'Form',
        'Period',
        'Task',
        'Status',
        'Assignee',
        'Originally due',
        'Extension',
        'Filed on',
        'Acknowledgement',
        ACKNOWLEDGEMENT_COLUMN,
      ],
      [
        asDate('2026-05-20'),
        '=HYPERLINK("x") Traders',
        'GSTR-3B',
        'Apr 2026',
        'GSTR-3B – Apr 2026',
        'Filed',
        practice.member.name,
        null,
        null,
        asDate('2026-05-19'),
        'ARN',
        'AA270526000009C',
      ],
      [
        asDate(day(2)),
        'Ganesh Garments',
        'ITR',
        'FY 2025-26',
        'ITR – FY 2025-26',
        'Open',
        practice.admin.name,
        asDate(day(-5)),
        'CBDT Circular 9/2026',
        null,
        null,
        null,
      ],
    ]);
    // A client name that looks like a formula stays text.
    expect(sheet?.B2).toMatchObject({ t: 's' });
    expect(sheet?.B2?.f).toBeUndefined();
    expect(sheet?.A2).toMatchObject({ t: 'd' });
  });

  it('exports only what the person may see', async () => {
    const { book } = await download(`/api/compliance/calendar/export?from=2026-05-01&to=${day(30)}`, member);
    expect(rows(book.Sheets.Calendar).map((row) => row[1])).toEqual(['Client', '=HYPERLINK("x") Traders']);
  });

  it('exports the board as on screen, and a detail row per cell that applies', async () => {
    const { res, book } = await download('/api/compliance/board/export?code=GSTR-3B&financialYear=2026-27');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="compliance-board-GSTR-3B-2026-27.xlsx"',
    );
    expect(book.SheetNames).toEqual(['Board', 'Details']);
    const grid = rows(book.Sheets.Board);
    expect(grid[0]).toEqual([
      'Client',
      ...['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2026`),
      ...['Jan', 'Feb', 'Mar'].map((m) => `${m} 2027`),
    ]);
    // May has no item: open while ahead, 'Not generated' once past (never overdue).
    const may = '2026-06-20' < today ? 'not-generated' : 'open';
    expect(grid[1]?.slice(0, 3)).toEqual(['=HYPERLINK("x") Traders', 'Filed', LABEL[may]]);
    expect(grid).toHaveLength(2);
    const details = rows(book.Sheets.Details);
    expect(details[0]).toEqual(['Client', 'Period', 'Status', 'Due date', 'Filed on']);
    expect(details[1]).toEqual([
      '=HYPERLINK("x") Traders',
      'Apr 2026',
      'Filed',
      asDate('2026-05-20'),
      asDate('2026-05-19'),
    ]);
    expect(details[2]).toEqual([
      '=HYPERLINK("x") Traders',
      'May 2026',
      LABEL[may],
      asDate('2026-06-20'),
      null,
    ]);
    expect(details).toHaveLength(13);
  });
});

// A new client taken on mid-year: its profile saved with a back-fill from 1 April generates the
// year's past-due work, overdue; and 'overdue' counts the same on the calendar, the status board
// and the task grid, with no board cell overdue that has no item behind it.
import {
  type BoardAnswer,
  type CalendarAnswer,
  financialYearOfPeriod,
  financialYearStart,
  gstinCheckChar,
  PROFILE_MESSAGES,
  type TaskListAnswer,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { insertProfile } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { practiceToday } from '../../test/practice-today';

const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const today = practiceToday();
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
/** 1 April of the financial year three months back: always a few months of past returns. */
const backFillFrom = financialYearStart(day(dayjs(today).subtract(3, 'month')));
/** The AGM held 65 days ago: AOC-4 (30 days after) and MGT-7 (60 days after) are both past due. */
const agmDate = day(dayjs(today).subtract(65, 'day'));

/** A company filing monthly GST returns with its AGM held, taken on today. */
const companyProfile = (pan: string, extra: Record<string, unknown> = {}) => ({
  entityType: 'company',
  pan,
  gstin: gstin('27', pan),
  gstFrequency: 'monthly',
  agmDate,
  ...extra,
});

describe('overdue, one definition', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const saveProfile = (clientId: string, body: object) =>
    app.inject({ method: 'PUT', url: `/api/clients/${clientId}/compliance`, headers: admin, payload: body });
  const itemsOf = async (clientId: string) =>
    (
      await get<CalendarAnswer>(
        `/api/compliance/calendar?from=${backFillFrom}&to=${today}&clientId=${clientId}`,
      )
    ).items;

  /** The client's overdue as each screen counts it. */
  const overdueCounts = async (clientId: string) => {
    const calendar = await get<CalendarAnswer>(
      `/api/compliance/calendar?from=${today}&to=${today}&clientId=${clientId}`,
    );
    const grid = (
      await app.inject({
        method: 'GET',
        url: `/api/tasks?scope=all&client=${clientId}&due=overdue&limit=500`,
        headers: admin,
      })
    ).json().data as TaskListAnswer;
    const items = await itemsOf(clientId);
    const boards = new Set(items.map((i) => `${i.code}|${financialYearOfPeriod(i.period)}`));
    let board = 0;
    for (const key of boards) {
      const [code, financialYear] = key.split('|');
      const answer = await get<BoardAnswer>(
        `/api/compliance/board?code=${encodeURIComponent(code ?? '')}&financialYear=${financialYear}`,
      );
      const row = answer.rows.find((r) => r.clientId === clientId);
      board += Object.values(row?.cells ?? {}).filter((cell) => cell.status === 'overdue').length;
    }
    return {
      calendar: calendar.counts.overdue,
      gridTab: grid.pagination.total,
      gridMarks: grid.tasks.filter((t) => t.overdue).length,
      board,
      items: items.filter((i) => i.status === 'overdue').length,
    };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('back-fills a company taken on mid-year from 1 April: its AOC-4, MGT-7 and past GST returns, overdue', async () => {
    const client = await createClient(app, admin, {
      name: 'Nashik Grapes Pvt Ltd',
      gst: gstin('27', 'AAGCN4321P'),
    });
    const res = await saveProfile(client.id, companyProfile('AAGCN4321P', { generateFrom: backFillFrom }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/compliance tasks? generated, \d+ already overdue/);

    const items = await itemsOf(client.id);
    const overdue = (code: string) => items.filter((i) => i.code === code && i.status === 'overdue');
    expect(overdue('AOC-4')).toHaveLength(1);
    expect(overdue('MGT-7')).toHaveLength(1);
    expect(overdue('AOC-4')[0]?.dueDate).toBe(day(dayjs(agmDate).add(30, 'day')));
    // Every GSTR-3B due since 1 April and before today is there, overdue; none is skipped.
    const pastReturns = items.filter((i) => i.code === 'GSTR-3B' && i.dueDate < today);
    expect(pastReturns.length).toBeGreaterThanOrEqual(2);
    expect(pastReturns.every((i) => i.status === 'overdue')).toBe(true);
    expect(items.some((i) => i.dueDate < backFillFrom)).toBe(false);
  });

  it('back-fills from 1 April of this financial year when no date is given', async () => {
    const client = await createClient(app, admin, {
      name: 'Satara Dairy Pvt Ltd',
      gst: gstin('27', 'AAGCS7788Q'),
    });
    const res = await saveProfile(client.id, companyProfile('AAGCS7788Q'));
    expect(res.statusCode, res.body).toBe(200);
    const items = await itemsOf(client.id);
    const firstDue = items.map((i) => i.dueDate).sort()[0] ?? '';
    expect(firstDue >= financialYearStart(today)).toBe(true);
    expect(items.filter((i) => i.code === 'GSTR-3B' && i.dueDate < today).length).toBeGreaterThan(0);
  });

  it('refuses a back-fill from more than two years back', async () => {
    const client = await createClient(app, admin, { name: 'Old Books Traders' });
    const from = day(dayjs(today).subtract(3, 'year'));
    const res = await saveProfile(client.id, { entityType: 'firm', pan: 'AAGFO1234H', generateFrom: from });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'generateFrom', message: PROFILE_MESSAGES.generateFromTooEarly },
    ]);
  });

  it('counts the same overdue on the calendar, the status board and the task grid', async () => {
    const client = await createClient(app, admin, {
      name: 'Kolhapur Jaggery Pvt Ltd',
      gst: gstin('27', 'AAGCK2468R'),
    });
    expect(
      (await saveProfile(client.id, companyProfile('AAGCK2468R', { generateFrom: backFillFrom }))).statusCode,
    ).toBe(200);
    const counts = await overdueCounts(client.id);
    expect(counts.items).toBeGreaterThan(2);
    expect(counts).toEqual({
      calendar: counts.items,
      gridTab: counts.items,
      gridMarks: counts.items,
      board: counts.items,
      items: counts.items,
    });
  });

  it('marks no board cell overdue that has no item behind it', async () => {
    // A profile saved straight to the table: the profile gives the year's returns, none generated.
    const client = await createClient(app, admin, {
      name: 'Latur Pulses Pvt Ltd',
      gst: gstin('27', 'AAGCL1357S'),
    });
    await insertProfile(app, practice.orgId, client.id, {
      entityType: 'company',
      pan: 'AAGCL1357S',
      gstFrequency: 'monthly',
    });
    const board = await get<BoardAnswer>(
      `/api/compliance/board?code=GSTR-3B&financialYear=${financialYearOfPeriod(today.slice(0, 7))}`,
    );
    const cells = Object.values(board.rows.find((r) => r.clientId === client.id)?.cells ?? {});
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.status === 'overdue')).toEqual([]);
    const past = cells.filter((cell) => cell.dueDate !== null && cell.dueDate < today);
    expect(past.every((cell) => cell.status === 'not-generated' && cell.itemId === null)).toBe(true);
    expect(past.length).toBeGreaterThan(0);
  });
});

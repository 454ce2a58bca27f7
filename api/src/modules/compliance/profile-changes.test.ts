// Issue 34: what the calendar does when a profile changes in ways the law times — a GST frequency
// switched mid-quarter, a company's AGM date entered after its filings were dated provisionally —
// and the profile's new dates (auditor appointed, a director's changed details).
import { gstinCheckChar, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { itemsOf } from '../../test/compliance-generate-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

const PAN = 'AAGCS4821K';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;
const today = todayIn('Asia/Kolkata');
const MONTH = /^\d{4}-\d{2}$/;

/** The first day of the quarter (April–June, ...) after the one `date` falls in. */
function nextQuarterStart(date: string): string {
  const d = dayjs(date);
  const monthsIntoQuarter = (d.month() + 9) % 3; // April → 0, May → 1, June → 2
  return d.startOf('month').subtract(monthsIntoQuarter, 'month').add(3, 'month').format('YYYY-MM-DD');
}

/** The first day of a period: '2026-11' → 2026-11-01, '2026-27 Q4' → 2027-01-01. */
function periodStart(period: string): string {
  if (MONTH.test(period)) return `${period}-01`;
  const quarter = /^(\d{4})-\d{2} Q([1-4])$/.exec(period);
  if (!quarter) return `${period.slice(0, 4)}-04-01`;
  return dayjs(`${quarter[1]}-04-01`)
    .add((Number(quarter[2]) - 1) * 3, 'month')
    .format('YYYY-MM-DD');
}

function company(overrides: Record<string, unknown> = {}) {
  return {
    entityType: 'company',
    pan: PAN,
    gstin: GSTIN,
    gstFrequency: 'monthly',
    directors: [],
    contacts: [],
    ...overrides,
  };
}

describe('compliance profile changes the law times', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  const put = (clientId: string, body: object) =>
    app.inject({ method: 'PUT', url: `/api/clients/${clientId}/compliance`, headers: admin, payload: body });
  const live = async (clientId: string) =>
    (await itemsOf(app, practice.orgId, [clientId])).filter((item) => !item.deleted && item.taskId);

  it('switches monthly GST to QRMP from the next quarter, keeping every return of the months before', async () => {
    const client = await createClient(app, admin);
    expect((await put(client.id, company())).statusCode).toBe(200);
    const monthly = await live(client.id);
    expect(monthly.some((item) => item.dueDate < today)).toBe(true);

    const switched = await put(client.id, company({ gstFrequency: 'quarterly' }));
    expect(switched.statusCode).toBe(200);
    expect(switched.json().message).not.toMatch(/overdue/);
    const after = await live(client.id);
    const from = nextQuarterStart(today);

    // No quarterly return, payment or IFF for a period before the switch takes effect.
    const gstCodes = ['GSTR-1', 'GSTR-3B', 'PMT-06', 'IFF'];
    const created = after.filter((item) => !monthly.some((m) => m.id === item.id));
    expect(created.filter((item) => item.dueDate < today)).toEqual([]);
    for (const item of after.filter((i) => gstCodes.includes(i.code) && !MONTH.test(i.period)))
      expect(periodStart(item.period) >= from).toBe(true);
    for (const item of created.filter((i) => ['PMT-06', 'IFF'].includes(i.code)))
      expect(periodStart(item.period) >= from).toBe(true);

    // Every monthly return of a month before the switch stays, with its date and task; still due
    // ones included (November and December, for a switch saved in November).
    const before = monthly.filter((m) => m.code.startsWith('GSTR-') && periodStart(m.period) < from);
    expect(before.some((m) => m.dueDate > today)).toBe(true);
    for (const m of before)
      expect(after.find((a) => a.id === m.id)).toMatchObject({ dueDate: m.dueDate, title: m.title });
    // Monthly returns of months under QRMP are gone.
    expect(
      after.filter(
        (a) =>
          gstCodes.includes(a.code) &&
          MONTH.test(a.period) &&
          a.code !== 'PMT-06' &&
          a.code !== 'IFF' &&
          periodStart(a.period) >= from,
      ),
    ).toEqual([]);

    const read = await app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: admin });
    expect(read.json().data.client.compliance.gstFrequencyHistory).toEqual([
      { frequency: 'monthly', until: dayjs(from).subtract(1, 'day').format('YYYY-MM-DD') },
    ]);
  });

  it('dates AOC-4 and MGT-7 provisionally without an AGM date, and re-dates them once it is entered', async () => {
    const client = await createClient(app, admin);
    const generateFrom = dayjs(today).subtract(13, 'month').format('YYYY-MM-DD');
    expect((await put(client.id, company({ generateFrom }))).statusCode).toBe(200);
    const provisional = (await live(client.id)).filter((i) => ['AOC-4', 'MGT-7'].includes(i.code));
    expect(provisional.length).toBeGreaterThanOrEqual(2);
    for (const item of provisional) {
      expect(item.title).toMatch(/^(AOC-4|MGT-7) \(provisional\) – FY \d{4}-\d{2}$/);
      const assumedAgm = `${Number(item.period.slice(0, 4)) + 1}-09-30`;
      const days = item.code === 'AOC-4' ? 30 : 60;
      expect(item.dueDate).toBe(dayjs(assumedAgm).add(days, 'day').format('YYYY-MM-DD'));
    }

    const [aoc4] = provisional.filter((i) => i.code === 'AOC-4').slice(-1);
    const agmDate = `${Number(aoc4!.period.slice(0, 4)) + 1}-09-20`;
    expect((await put(client.id, company({ agmDate, generateFrom }))).statusCode).toBe(200);
    const entered = (await live(client.id)).find((i) => i.id === aoc4!.id);
    expect(entered).toMatchObject({
      title: `AOC-4 – FY ${aoc4!.period}`,
      dueDate: dayjs(agmDate).add(30, 'day').format('YYYY-MM-DD'),
      taskDue: dayjs(agmDate).add(30, 'day').format('YYYY-MM-DD'),
      task: `AOC-4 – FY ${aoc4!.period}`,
    });
  });

  it('keeps the auditor’s appointment and a director’s changed details, and generates ADT-1 and the KYC for them', async () => {
    const client = await createClient(app, admin);
    const appointed = dayjs(today).subtract(5, 'day').format('YYYY-MM-DD');
    const changed = dayjs(today).subtract(3, 'day').format('YYYY-MM-DD');
    const directors = [
      { name: 'Suresh Patil', din: '01234567', lastKycFiledOn: today, detailsChangedOn: changed },
    ];
    const saved = await put(
      client.id,
      company({
        gstin: null,
        gstFrequency: null,
        agmDate: appointed,
        auditorAppointedOn: appointed,
        directors,
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.client.compliance).toMatchObject({
      auditorAppointedOn: appointed,
      directors: [{ din: '01234567', detailsChangedOn: changed }],
    });
    const items = await live(client.id);
    expect(items.find((i) => i.code === 'ADT-1')).toMatchObject({
      dueDate: dayjs(appointed).add(15, 'day').format('YYYY-MM-DD'),
    });
    expect(items.find((i) => i.code === 'DIR-3-KYC-CHANGE')).toMatchObject({
      period: changed.slice(0, 7),
      dueDate: dayjs(changed).add(30, 'day').format('YYYY-MM-DD'),
      title: `DIR-3-KYC (change of details) – Suresh Patil (DIN 01234567) – ${dayjs(changed).format('MMM YYYY')}`,
    });
  });

  it('refuses an auditor’s appointment date for an entity that is not a company', async () => {
    const client = await createClient(app, admin);
    const res = await put(client.id, {
      entityType: 'firm',
      pan: 'AAGFS4821K',
      auditorAppointedOn: today,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({
      field: 'auditorAppointedOn',
      message: "Only a company's auditor is appointed under the Companies Act; leave the date empty",
    });
  });
});

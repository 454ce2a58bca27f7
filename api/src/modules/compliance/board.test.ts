// GET /compliance/board: clients × periods of one form for a financial year.
import { type BoardAnswer, gstinCheckChar, todayIn } from '@practice-desk/contracts';
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
const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const MONTHS = [
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
  '2027-01',
  '2027-02',
  '2027-03',
];
/** GSTR-3B of a monthly filer: the 20th of the next month. */
const monthlyDue = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-20` : `${y}-${String(m + 1).padStart(2, '0')}-20`;
};
/** A period the profile gives but no item was generated for: open ahead, never overdue once past. */
const unfiled = (dueDate: string) => ({
  status: dueDate < today ? 'not-generated' : 'open',
  itemId: null,
  title: null,
  dueDate,
  filedOn: null,
  waitingOnClient: null,
});
const NA = {
  status: 'not-applicable',
  itemId: null,
  title: null,
  dueDate: null,
  filedOn: null,
  waitingOnClient: null,
};

describe('the status board', () => {
  let app: TestApp;
  let practice: TestPractice;
  const headers = {} as Record<'admin' | 'leader' | 'member', AuthHeaders>;
  const ids: Record<string, string> = {};
  const clientIds: Record<string, string> = {};

  const board = async (who: keyof typeof headers, query: string, to = headers[who]) => {
    const res = await app.inject({ method: 'GET', url: `/api/compliance/board?${query}`, headers: to });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BoardAnswer;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.leader = (await loginAs(app, practice.leader)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    const client = async (key: string, name: string, gst: string | null, profile?: object) => {
      const made = await createClient(app, headers.admin, { name, ...(gst ? { gst } : {}) });
      clientIds[key] = made.id;
      if (profile) await insertProfile(app, practice.orgId, made.id, profile);
    };
    await client('anand', 'Anand Agro', gstin('27', 'AAGCA1234K'), {
      pan: 'AAGCA1234K',
      gstFrequency: 'monthly',
    });
    await client('bhavna', 'Bhavna Foods', gstin('29', 'AAGCB5678L'), {
      pan: 'AAGCB5678L',
      gstFrequency: 'monthly',
    });
    await client('chetan', 'Chetan Consultants', null, { pan: 'AAGCC9012M' });
    await client('dhruv', 'Dhruv Without Profile', null);
    const file = async (key: string, fields: Parameters<typeof createObligation>[3]) => {
      ids[key] = (await createObligation(app, headers.admin, practice.orgId, fields)).itemId;
    };
    await file('anandApr', {
      clientId: clientIds.anand as string,
      code: 'GSTR-3B',
      period: '2026-04',
      dueDate: '2026-05-20',
      filedOn: '2026-05-18',
      arn: 'AA270526000001A',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    await file('anandMay', {
      clientId: clientIds.anand as string,
      code: 'GSTR-3B',
      period: '2026-05',
      dueDate: '2026-06-20',
      filedOn: '2026-06-25',
      arn: 'AA270626000002B',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    await file('bhavnaApr', {
      clientId: clientIds.bhavna as string,
      code: 'GSTR-3B',
      period: '2026-04',
      dueDate: '2026-05-20',
      allottedTo: practice.admin.id,
      teamLeader: practice.leader.id,
    });
  });
  afterAll(() => app.close());

  it('shows the GSTR-3B monthly board: twelve months, a row per client with a profile', async () => {
    const answer = await board('admin', 'code=GSTR-3B&financialYear=2026-27');
    expect(answer.code).toBe('GSTR-3B');
    expect(answer.financialYear).toBe('2026-27');
    expect(answer.periods.map((p) => p.period)).toEqual(MONTHS);
    expect(answer.periods[0]).toEqual({ period: '2026-04', label: 'Apr 2026' });
    expect(answer.periods[11]).toEqual({ period: '2027-03', label: 'Mar 2027' });
    expect(answer.rows.map((row) => row.clientName)).toEqual([
      'Anand Agro',
      'Bhavna Foods',
      'Chetan Consultants',
    ]);
    const [anand, bhavna, chetan] = answer.rows;
    expect(anand?.cells['2026-04']).toEqual({
      status: 'filed',
      itemId: ids.anandApr,
      title: expect.any(String),
      dueDate: '2026-05-20',
      filedOn: '2026-05-18',
      waitingOnClient: null,
    });
    expect(anand?.cells['2026-05']).toEqual({
      status: 'filed-late',
      itemId: ids.anandMay,
      title: expect.any(String),
      dueDate: '2026-06-20',
      filedOn: '2026-06-25',
      waitingOnClient: null,
    });
    for (const period of MONTHS.slice(2)) expect(anand?.cells[period]).toEqual(unfiled(monthlyDue(period)));
    expect(bhavna?.cells['2026-04']).toEqual({
      status: 'overdue',
      itemId: ids.bhavnaApr,
      title: expect.any(String),
      dueDate: '2026-05-20',
      filedOn: null,
      waitingOnClient: null,
    });
    expect(bhavna?.cells['2027-03']).toEqual(unfiled('2027-04-20'));
    // No GST registration: nothing of GSTR-3B applies.
    for (const period of MONTHS) expect(chetan?.cells[period]).toEqual(NA);
  });

  it("answers one client's row for the client page, as the whole board shows it", async () => {
    const whole = await board('admin', 'code=GSTR-3B&financialYear=2026-27');
    const one = await board('admin', `code=GSTR-3B&financialYear=2026-27&clientId=${clientIds.bhavna}`);
    expect(one.rows).toEqual(whole.rows.filter((row) => row.clientId === clientIds.bhavna));
    expect(one.periods).toEqual(whole.periods);
    // A member sees no row of a client none of whose items are theirs.
    const theirs = await board('member', `code=GSTR-3B&financialYear=2026-27&clientId=${clientIds.bhavna}`);
    expect(theirs.rows).toEqual([]);
  });

  it('shows a team member the rows of their own clients, a team leader those of their teams', async () => {
    const mine = await board('member', 'code=GSTR-3B&financialYear=2026-27');
    expect(mine.rows.map((row) => row.clientName)).toEqual(['Anand Agro']);
    expect(mine.rows[0]?.cells['2026-04']?.itemId).toBe(ids.anandApr);
    const led = await board('leader', 'code=GSTR-3B&financialYear=2026-27');
    expect(led.rows.map((row) => row.clientName)).toEqual(['Anand Agro', 'Bhavna Foods']);
  });

  it('adds quarter columns when a client files quarterly, not applicable to the monthly ones', async () => {
    const other = await createPractice(app);
    const admin = (await loginAs(app, other.admin)).headers;
    const monthly = await createClient(app, admin, { name: 'Monthly Mills', gst: gstin('27', 'AAGCM1111N') });
    const qrmp = await createClient(app, admin, { name: 'Quarterly Queens', gst: gstin('07', 'AAGCQ2222P') });
    await insertProfile(app, other.orgId, monthly.id, { pan: 'AAGCM1111N', gstFrequency: 'monthly' });
    await insertProfile(app, other.orgId, qrmp.id, { pan: 'AAGCQ2222P', gstFrequency: 'quarterly' });
    const answer = await board('admin', 'code=GSTR-3B&financialYear=2026-27', admin);
    expect(answer.periods.map((p) => p.label)).toEqual([
      ...['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2026`),
      ...['Jan', 'Feb', 'Mar'].map((m) => `${m} 2027`),
      'Q1 2026-27',
      'Q2 2026-27',
      'Q3 2026-27',
      'Q4 2026-27',
    ]);
    const [mills, queens] = answer.rows;
    expect(mills?.cells['2026-27 Q1']).toEqual(NA);
    expect(mills?.cells['2026-07']).toEqual(unfiled('2026-08-20'));
    expect(queens?.cells['2026-07']).toEqual(NA);
    // Delhi (07) is not in the 22nd group: its quarterly GSTR-3B is due on the 24th.
    expect(queens?.cells['2026-27 Q1']).toEqual(unfiled('2026-07-24'));
    // The PMT-06 board of a QRMP client: the first two months of each quarter only.
    const pmt = await board('admin', 'code=PMT-06&financialYear=2026-27', admin);
    expect(pmt.periods.map((p) => p.period)).toEqual([
      '2026-04',
      '2026-05',
      '2026-07',
      '2026-08',
      '2026-10',
      '2026-11',
      '2027-01',
      '2027-02',
    ]);
  });

  it('refuses a form the rules do not know and a malformed financial year', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/compliance/board?code=GSTR-99&financialYear=2026-27',
      headers: headers.admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no form GSTR-99 in the rules for 2026-27');
    const year = await app.inject({
      method: 'GET',
      url: '/api/compliance/board?code=GSTR-3B&financialYear=2026-30',
      headers: headers.admin,
    });
    expect(year.statusCode).toBe(400);
  });
});

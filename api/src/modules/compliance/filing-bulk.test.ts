// Many items marked filed at once: POST /compliance/filings/bulk.
import { CALENDAR_MESSAGES, COMPLIANCE_MESSAGES, FILING_MESSAGES, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, gstArn, type ObligationFields, readItem } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
const monthsAgo = (n: number) => dayjs(today).subtract(n, 'month').format('YYYY-MM');

describe('marking many items filed at once', () => {
  let app: TestApp;
  let practice: TestPractice;
  const headers = {} as Record<'admin' | 'leader' | 'member' | 'otherMember', AuthHeaders>;

  const obligation = async (fields: Partial<ObligationFields> = {}) =>
    createObligation(app, headers.admin, practice.orgId, {
      clientId: (await createClient(app, headers.admin)).id,
      code: 'GSTR-3B',
      period: monthsAgo(1),
      dueDate: day(-5),
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
  const fileMany = (who: keyof typeof headers, filings: { itemId: string; arn: string; filedOn: string }[]) =>
    app.inject({
      method: 'POST',
      url: '/api/compliance/filings/bulk',
      headers: headers[who],
      payload: { filings },
    });
  const statusOf = async (taskId: string) =>
    (await app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers: headers.admin })).json().data
      .task.statusKey;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    const otherMember = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.leader = (await loginAs(app, practice.leader)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    headers.otherMember = (await loginAs(app, otherMember)).headers;
  });
  afterAll(() => app.close());

  it('records each filing with its own date and number, completes each task and audits each', async () => {
    const gst = await obligation();
    const itr = await obligation({ code: 'ITR', period: '2025-26', dueDate: day(10) });
    const aoc = await obligation({ code: 'AOC-4', period: '2025-26', dueDate: day(-2) });
    const filings = [
      { itemId: gst.itemId, arn: gstArn(), filedOn: day(-8) },
      { itemId: itr.itemId, arn: '482917365102841', filedOn: day(-1) },
      { itemId: aoc.itemId, arn: 'AB1234567', filedOn: today },
    ];
    const res = await fileMany('leader', filings);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items;
    expect(items).toHaveLength(3);
    expect(items.map((i: { id: string }) => i.id)).toEqual(filings.map((f) => f.itemId));
    expect(items[0]).toMatchObject({ status: 'filed', filedOn: day(-8), arn: filings[0]?.arn });
    expect(items[2]).toMatchObject({ status: 'filed-late', filedOn: today, arn: 'AB1234567' });
    for (const { taskId } of [gst, itr, aoc]) expect(await statusOf(taskId)).toBe('COMPLETED');
    expect((await readItem(app, itr.itemId))?.filedBy).toBe(practice.leader.id);
    // The audit trail holds each task's move to Completed, by the person, as one filing writes it.
    const audited = await app.database.db
      .select({ entityId: auditLog.entityId, userId: auditLog.userId, changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'tasks'), inArray(auditLog.entityId, [gst.taskId, itr.taskId, aoc.taskId])),
      );
    const statusChanges = audited.filter((a) => a.changes && 'status_id' in a.changes);
    expect(new Set(statusChanges.map((a) => a.entityId))).toEqual(
      new Set([gst.taskId, itr.taskId, aoc.taskId]),
    );
    expect(statusChanges.every((a) => a.userId === practice.leader.id)).toBe(true);
    // Several tasks made and completed through HTTP: more than the default 20 s on a busy machine.
  }, 60_000);

  it('refuses the whole call when one row is wrong, naming the item, and writes nothing', async () => {
    const good = await obligation();
    const bad = await obligation({ code: 'GSTR-1', title: 'GSTR-1 – bad row' });
    const late = await obligation({ code: 'ITR', period: '2025-26', title: 'ITR – future date' });
    const res = await fileMany('admin', [
      { itemId: good.itemId, arn: gstArn(), filedOn: day(-3) },
      { itemId: bad.itemId, arn: 'AA2710261234', filedOn: day(-3) },
      { itemId: late.itemId, arn: '482917365102841', filedOn: day(1) },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const badClient = (await readItem(app, bad.itemId))?.clientId;
    expect(badClient).toBeTruthy();
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatchObject({ field: 'filings.1.arn' });
    expect(body.errors[0].message).toContain('GSTR-1 – bad row for Client ');
    expect(body.errors[0].message).toContain(COMPLIANCE_MESSAGES.gstArn);
    expect(body.errors[1]).toMatchObject({ field: 'filings.2.filedOn' });
    expect(body.errors[1].message).toContain('ITR – future date');
    expect(body.errors[1].message).toContain(FILING_MESSAGES.filedInFuture);
    expect(body.message).toBe(body.errors[0].message);
    // Nothing half-written: the good row is not filed either.
    for (const { itemId, taskId } of [good, bad, late]) {
      expect((await readItem(app, itemId))?.filedOn).toBeNull();
      expect(await statusOf(taskId)).toBe('TODO');
    }
  });

  it('refuses an item already filed and an item chosen twice', async () => {
    const filed = await obligation({ filedOn: day(-20), arn: gstArn(), title: 'GSTR-3B – filed before' });
    const twice = await obligation();
    const res = await fileMany('admin', [
      { itemId: filed.itemId, arn: gstArn(), filedOn: day(-3) },
      { itemId: twice.itemId, arn: gstArn(), filedOn: day(-3) },
      { itemId: twice.itemId, arn: gstArn(), filedOn: day(-2) },
    ]);
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages[0]).toMatch(/^GSTR-3B – filed before for .*: already filed on /);
    expect(messages[1]).toContain('The same filing as row 2');
    expect((await readItem(app, twice.itemId))?.filedOn).toBeNull();
  });

  it('answers 404 for another practice’s item and writes nothing', async () => {
    const mine = await obligation();
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const theirs = await createObligation(app, otherAdmin, other.orgId, {
      clientId: (await createClient(app, otherAdmin)).id,
      code: 'GSTR-3B',
      period: monthsAgo(1),
      dueDate: day(-5),
    });
    const res = await fileMany('admin', [
      { itemId: mine.itemId, arn: gstArn(), filedOn: day(-3) },
      { itemId: theirs.itemId, arn: gstArn(), filedOn: day(-3) },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CALENDAR_MESSAGES.itemNotFound);
    expect((await readItem(app, mine.itemId))?.filedOn).toBeNull();
    expect((await readItem(app, theirs.itemId))?.filedOn).toBeNull();
  });

  it('gives a Team Member the rights of a single filing: their own items, not another’s', async () => {
    const own = await obligation();
    const ownToo = await obligation({ code: 'GSTR-1' });
    const ok = await fileMany('member', [
      { itemId: own.itemId, arn: gstArn(), filedOn: day(-3) },
      { itemId: ownToo.itemId, arn: gstArn(), filedOn: day(-4) },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const mine = await obligation({ allottedTo: practice.member.id });
    const theirs = await obligation();
    // Allotted to the member, so another member does not see it: as for one filing, 404.
    const refused = await fileMany('otherMember', [{ itemId: mine.itemId, arn: gstArn(), filedOn: day(-3) }]);
    expect(refused.statusCode).toBe(404);
    expect((await readItem(app, mine.itemId))?.filedOn).toBeNull();
    expect((await readItem(app, theirs.itemId))?.filedOn).toBeNull();
  });

  it('checks the body: at least one filing, each with an item id', async () => {
    expect((await fileMany('admin', [])).statusCode).toBe(422);
    const res = await app.inject({
      method: 'POST',
      url: '/api/compliance/filings/bulk',
      headers: headers.admin,
      payload: { filings: [{ itemId: 'nope', arn: 'x', filedOn: today }] },
    });
    expect(res.statusCode).toBe(422);
  });
});

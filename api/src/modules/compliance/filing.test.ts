// Filing proof: POST /compliance/items/:id/filing and GET /compliance/items/:id/acknowledgement.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLIANCE_MESSAGES, FILING_MESSAGES, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createObligation,
  filingForm,
  gstArn,
  type ObligationFields,
  pdfBytes,
  readItem,
} from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
const thisMonth = today.slice(0, 7);
const lastMonth = dayjs(today).subtract(1, 'month').format('YYYY-MM');

describe('filing proof', () => {
  let app: TestApp;
  let practice: TestPractice;
  let otherLeader: TestUser;
  const headers = {} as Record<'admin' | 'leader' | 'member' | 'otherMember' | 'otherLeader', AuthHeaders>;

  /** An obligation of a client of its own (one item per client, form and period). */
  const obligation = async (fields: Partial<ObligationFields> = {}) =>
    createObligation(app, headers.admin, practice.orgId, {
      clientId: (await createClient(app, headers.admin)).id,
      code: 'GSTR-3B',
      period: thisMonth,
      dueDate: day(5),
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
  const file = (itemId: string, who: keyof typeof headers, form: ReturnType<typeof filingForm>) =>
    app.inject({
      method: 'POST',
      url: `/api/compliance/items/${itemId}/filing`,
      headers: { ...headers[who], ...form.headers },
      payload: form.payload,
    });
  const taskOf = async (taskId: string) =>
    (await app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers: headers.admin })).json().data
      .task;
  /** The practice's stored files (in the database, not on the instance's disk). */
  const storedFileIds = async () =>
    (
      await app.database.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.orgId, practice.orgId))
    ).map((f) => f.id);

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    const otherMember = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    otherLeader = await createUser(app, practice.orgId, 'TEAM_LEADER');
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.leader = (await loginAs(app, practice.leader)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    headers.otherMember = (await loginAs(app, otherMember)).headers;
    headers.otherLeader = (await loginAs(app, otherLeader)).headers;
  });
  afterAll(() => app.close());

  it('records the ARN, the date and the PDF, completes the task and answers the filed item', async () => {
    const { itemId, taskId } = await obligation();
    const arn = gstArn();
    const pdf = pdfBytes();
    const res = await file(
      itemId,
      'member',
      filingForm({ arn, filedOn: today }, { name: 'ack.pdf', content: pdf }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      id: itemId,
      taskId,
      status: 'filed',
      filedOn: today,
      arn,
      hasAcknowledgement: true,
      assigneeId: practice.member.id,
    });
    const task = await taskOf(taskId);
    expect(task.statusKey).toBe('COMPLETED');
    expect(task.compliance).toMatchObject({
      itemId,
      code: 'GSTR-3B',
      period: thisMonth,
      filedOn: today,
      arn,
    });
    const stored = await readItem(app, itemId);
    expect(stored?.filedBy).toBe(practice.member.id);
    expect(await storedFileIds()).toContain(stored?.acknowledgementFileId);
    expect(existsSync(join(app.config.dataDir, 'uploads'))).toBe(false);

    const download = await app.inject({
      method: 'GET',
      url: `/api/compliance/items/${itemId}/acknowledgement`,
      headers: headers.leader,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="GSTR-3B - .* acknowledgement\.pdf"$/,
    );
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
  });

  it('marks a filing after the due date as filed late', async () => {
    const { itemId } = await obligation({
      period: dayjs(today).subtract(2, 'month').format('YYYY-MM'),
      dueDate: day(-10),
    });
    const res = await file(itemId, 'leader', filingForm({ arn: gstArn(), filedOn: day(-2) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      status: 'filed-late',
      filedOn: day(-2),
      hasAcknowledgement: false,
    });
  });

  it('refuses a GSTR-3B ARN that is not 15 characters, and changes nothing', async () => {
    const { itemId, taskId } = await obligation();
    for (const arn of ['AA2710261234', 'AA27102612345678']) {
      const res = await file(itemId, 'admin', filingForm({ arn, filedOn: today }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: COMPLIANCE_MESSAGES.gstArn,
        errors: [{ field: 'arn', message: COMPLIANCE_MESSAGES.gstArn }],
      });
    }
    expect((await readItem(app, itemId))?.filedOn).toBeNull();
    expect((await taskOf(taskId)).statusKey).toBe('TODO');
  });

  it('takes an income-tax acknowledgement number of its own length', async () => {
    const { itemId } = await obligation({ code: 'ITR', period: '2025-26', dueDate: day(5) });
    const res = await file(itemId, 'member', filingForm({ arn: '482917365102841', filedOn: today }));
    expect(res.statusCode, res.body).toBe(200);
    const long = await obligation({
      code: 'TDS-PAYMENT',
      period: dayjs(today).subtract(1, 'month').format('YYYY-MM'),
    });
    const tooLong = await file(long.itemId, 'member', filingForm({ arn: 'X'.repeat(41), filedOn: today }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(COMPLIANCE_MESSAGES.arnTooLong);
  });

  it('refuses a file that is not a PDF, and keeps no copy of it', async () => {
    const { itemId } = await obligation();
    const before = await storedFileIds();
    const png = Buffer.from('\x89PNG\r\n\x1a\n not a pdf', 'binary');
    const res = await file(
      itemId,
      'member',
      filingForm({ arn: gstArn(), filedOn: today }, { name: 'ack.pdf', content: png }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: FILING_MESSAGES.notPdf, errors: [{ field: 'file' }] });
    expect(await storedFileIds()).toEqual(before);
    expect((await readItem(app, itemId))?.filedOn).toBeNull();
  });

  it('refuses a PDF over 5 MB, and keeps no part of it', async () => {
    const { itemId } = await obligation();
    const before = await storedFileIds();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await file(
      itemId,
      'member',
      filingForm({ arn: gstArn(), filedOn: today }, { name: 'big.pdf', content: big }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILING_MESSAGES.pdfTooLarge);
    expect(await storedFileIds()).toEqual(before);
  });

  it('refuses a filing date after today or before the period starts, and a missing one', async () => {
    const { itemId } = await obligation();
    const future = await file(itemId, 'member', filingForm({ arn: gstArn(), filedOn: day(1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ field: 'filedOn', message: FILING_MESSAGES.filedInFuture }]);
    const early = await file(itemId, 'member', filingForm({ arn: gstArn(), filedOn: day(-45) }));
    expect(early.statusCode).toBe(400);
    const start = dayjs(`${thisMonth}-01`).format('D MMM YYYY');
    expect(early.json().message).toBe(FILING_MESSAGES.filedBeforePeriod(start));
    const missing = await file(itemId, 'member', filingForm({ arn: gstArn() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'filedOn', message: 'filedOn is required' }]);
    const json = await app.inject({
      method: 'POST',
      url: `/api/compliance/items/${itemId}/filing`,
      headers: headers.member,
      payload: { arn: gstArn(), filedOn: today },
    });
    expect(json.statusCode).toBe(400);
  });

  it('lets only those who may change the task’s status file it', async () => {
    const { itemId, taskId } = await obligation();
    // A member not on the task: it does not exist for them.
    expect(
      (await file(itemId, 'otherMember', filingForm({ arn: gstArn(), filedOn: today }))).statusCode,
    ).toBe(404);
    const download = await app.inject({
      method: 'GET',
      url: `/api/compliance/items/${itemId}/acknowledgement`,
      headers: headers.otherMember,
    });
    expect(download.statusCode).toBe(404);
    // A team leader allotted a task another leader leads sees it but leaves its status to that team.
    const led = await obligation({ allottedTo: otherLeader.id, teamLeader: practice.leader.id });
    const refused = await file(led.itemId, 'otherLeader', filingForm({ arn: gstArn(), filedOn: today }));
    expect(refused.statusCode).toBe(403);
    expect((await readItem(app, led.itemId))?.filedOn).toBeNull();
    expect((await taskOf(taskId)).statusKey).toBe('TODO');
  });

  it('answers 404 when there is no acknowledgement PDF', async () => {
    const { itemId } = await obligation();
    expect((await file(itemId, 'member', filingForm({ arn: gstArn(), filedOn: today }))).statusCode).toBe(
      200,
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/compliance/items/${itemId}/acknowledgement`,
      headers: headers.member,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FILING_MESSAGES.noAcknowledgement);
  });

  it('corrects a filing: a new PDF replaces the old one, which is removed', async () => {
    // Last month's return, so that the day before today is in its period even on the 1st.
    const { itemId } = await obligation({ period: lastMonth });
    await file(
      itemId,
      'member',
      filingForm({ arn: gstArn(), filedOn: today }, { name: 'a.pdf', content: pdfBytes() }),
    );
    const first = (await readItem(app, itemId))?.acknowledgementFileId;
    const second = pdfBytes();
    const arn = gstArn();
    const res = await file(
      itemId,
      'admin',
      filingForm({ arn, filedOn: day(-1) }, { name: 'b.pdf', content: second }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({ arn, filedOn: day(-1) });
    expect(first).toBeTruthy();
    expect(await storedFileIds()).not.toContain(first);
    const download = await app.inject({
      method: 'GET',
      url: `/api/compliance/items/${itemId}/acknowledgement`,
      headers: headers.admin,
    });
    expect(Buffer.compare(download.rawPayload, second)).toBe(0);
  });

  it('rolls a recurring task on to its next occurrence when its filing completes it', async () => {
    const { itemId, taskId } = await obligation({ frequency: 'Monthly' });
    expect((await file(itemId, 'member', filingForm({ arn: gstArn(), filedOn: today }))).statusCode).toBe(
      200,
    );
    const next = await app.database.db.select().from(tasks).where(eq(tasks.previousOccurrenceId, taskId));
    expect(next).toHaveLength(1);
  });

  it('answers 404 for another practice’s item, to filing and download alike', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const theirClient = await createClient(app, otherAdmin, { name: 'Elsewhere Ltd' });
    const theirs = await createObligation(app, otherAdmin, other.orgId, {
      clientId: theirClient.id,
      code: 'GSTR-3B',
      period: thisMonth,
      dueDate: day(5),
    });
    expect(
      (await file(theirs.itemId, 'admin', filingForm({ arn: gstArn(), filedOn: today }))).statusCode,
    ).toBe(404);
    const download = await app.inject({
      method: 'GET',
      url: `/api/compliance/items/${theirs.itemId}/acknowledgement`,
      headers: headers.admin,
    });
    expect(download.statusCode).toBe(404);
    expect((await readItem(app, theirs.itemId))?.filedOn).toBeNull();
  });
});

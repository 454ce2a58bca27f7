import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceItems } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { itemsOf, monthlyGst, saveProfile } from '../../test/compliance-generate-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { EXTENSION_MESSAGES } from './extensions';

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const NOTE = 'Notification 12/2026-Central Tax';

describe('due-date extensions', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const extend = (headers: AuthHeaders, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/compliance/extensions', headers, payload });
  /** Clients with a monthly GST profile and their October obligations generated. */
  const generatedClients = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = (await createClient(app, admin)).id;
      await saveProfile(app, practice.orgId, id, monthlyGst());
      ids.push(id);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/compliance/generate',
      headers: admin,
      payload: { ...OCTOBER, clientIds: ids },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ids;
  };
  const gstr3b = async (clientIds: string[]) =>
    (await itemsOf(app, practice.orgId, clientIds)).filter((i) => i.code === 'GSTR-3B');

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('moves every open item of the form and period and its task, keeping the date first notified', async () => {
    const [open, filed, completed] = await generatedClients(3);
    const [filedItem] = await gstr3b([filed!]);
    await app.database.db
      .update(complianceItems)
      .set({ filedOn: '2026-10-18', arn: 'AA2710260012345' })
      .where(eq(complianceItems.id, filedItem!.id));
    const [completedItem] = await gstr3b([completed!]);
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${completedItem!.taskId}`,
      headers: admin,
      payload: { status: 'Completed' },
    });

    const res = await extend(admin, {
      code: 'GSTR-3B',
      period: '2026-09',
      dueDate: '2026-10-25',
      note: NOTE,
    });

    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      moved: 2,
      extension: { code: 'GSTR-3B', period: '2026-09', dueDate: '2026-10-25', note: NOTE, clientIds: null },
    });
    const [openItem] = await gstr3b([open!]);
    expect(openItem).toMatchObject({
      dueDate: '2026-10-25',
      originalDueDate: '2026-10-20',
      extensionNote: NOTE,
      taskDue: '2026-10-25',
    });
    expect((await gstr3b([filed!]))[0]).toMatchObject({ dueDate: '2026-10-20', extensionNote: null });
    // The item of a completed task is still open (not filed) and moves; the finished task does not.
    expect((await gstr3b([completed!]))[0]).toMatchObject({ dueDate: '2026-10-25', taskDue: '2026-10-20' });
    const gstr1 = (await itemsOf(app, practice.orgId, [open!])).find((i) => i.code === 'GSTR-1');
    expect(gstr1).toMatchObject({ dueDate: '2026-10-11', extensionNote: null });
  });

  it('moves only the clients named', async () => {
    const [named, other] = await generatedClients(2);
    const res = await extend(admin, {
      code: 'GSTR-1',
      period: '2026-09',
      dueDate: '2026-10-15',
      note: NOTE,
      clientIds: [named],
    });
    expect(res.json().data.moved).toBe(1);
    const due = async (id: string) =>
      (await itemsOf(app, practice.orgId, [id])).find((i) => i.code === 'GSTR-1')?.dueDate;
    expect(await due(named!)).toBe('2026-10-15');
    expect(await due(other!)).toBe('2026-10-11');
  });

  it('applies to tasks generated later, the latest extension winning', async () => {
    await extend(admin, { code: 'GSTR-3B', period: '2026-10', dueDate: '2026-11-25', note: 'First' });
    await extend(admin, { code: 'GSTR-3B', period: '2026-10', dueDate: '2026-11-27', note: 'Second' });
    const id = (await createClient(app, admin)).id;
    await saveProfile(app, practice.orgId, id, monthlyGst());
    await app.inject({
      method: 'POST',
      url: '/api/compliance/generate',
      headers: admin,
      payload: { from: '2026-11-01', to: '2026-11-30', clientIds: [id] },
    });
    expect((await gstr3b([id]))[0]).toMatchObject({
      title: 'GSTR-3B – Oct 2026',
      dueDate: '2026-11-27',
      originalDueDate: '2026-11-20',
      extensionNote: 'Second',
      taskDue: '2026-11-27',
    });
  });

  it('lists the extensions newest first to everyone signed in, with who notified them', async () => {
    await extend(admin, { code: 'TDS-PAYMENT', period: '2026-11', dueDate: '2026-12-10', note: 'Earlier' });
    await extend(admin, { code: '26Q', period: '2026-27 Q2', dueDate: '2026-11-15', note: 'Later' });
    const res = await app.inject({ method: 'GET', url: '/api/compliance/extensions', headers: member });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.extensions;
    expect(list.slice(0, 2).map((e: { note: string }) => e.note)).toEqual(['Later', 'Earlier']);
    expect(list[0]).toMatchObject({
      code: '26Q',
      period: '2026-27 Q2',
      dueDate: '2026-11-15',
      clientIds: null,
      createdByName: practice.admin.name,
    });
  });

  it('is an Admin’s: refuses a Team Leader and a Team Member, an unknown form and clients not of the practice', async () => {
    const body = { code: 'GSTR-3B', period: '2026-09', dueDate: '2026-10-25', note: NOTE };
    expect((await extend(leader, body)).statusCode).toBe(403);
    expect((await extend(member, body)).statusCode).toBe(403);
    const unknown = await extend(admin, { ...body, code: 'GSTR-99' });
    expect(unknown.json().errors[0]).toEqual({ field: 'code', message: EXTENSION_MESSAGES.unknownForm });
    const other = await createPractice(app);
    const theirClient = (await createClient(app, (await loginAs(app, other.admin)).headers)).id;
    const foreign = await extend(admin, { ...body, clientIds: [theirClient] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].field).toBe('clientIds');
    expect((await extend(admin, { ...body, period: 'Sept' })).statusCode).toBe(422);
  });
});

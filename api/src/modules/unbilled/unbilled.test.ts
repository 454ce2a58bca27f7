import * as XLSX from '@e965/xlsx';
import type { UnbilledQueue, WriteOffRow } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, tasks, taskTemplates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the unbilled queue', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, admin, {});
  });
  afterAll(() => app.close());

  /** A task finished (status Completed) `daysAgo` days ago with `tt` minutes taken. */
  async function completedTask(fields: {
    client: string;
    task?: string;
    tt?: number;
    daysAgo?: number;
    leader?: string;
  }) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        client: fields.client,
        task: fields.task ?? 'Bookkeeping',
        subTask: 'October',
        et: 120,
        status: 'Completed',
        teamLeader: fields.leader ?? practice.leader.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.task.id as string;
    await app.database.db
      .update(tasks)
      .set({ tt: fields.tt ?? 90, completedAt: new Date(Date.now() - (fields.daysAgo ?? 1) * DAY_MS) })
      .where(eq(tasks.id, id));
    return id;
  }
  const queue = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/invoicing/unbilled', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as UnbilledQueue;
  };
  const find = (q: UnbilledQueue, id: string) => q.clients.flatMap((c) => c.tasks).find((t) => t.id === id);
  const setHourly = (hourlyRate: string | null) =>
    app.inject({
      method: 'PUT',
      url: '/api/invoicing/rates/hourly',
      headers: admin,
      payload: { hourlyRate },
    });

  it('refuses a team member every unbilled route', async () => {
    for (const [method, url] of [
      ['GET', '/api/invoicing/unbilled'],
      ['POST', '/api/invoicing/unbilled/draft-invoices'],
      ['POST', '/api/invoicing/unbilled/write-off'],
      ['GET', '/api/invoicing/write-offs'],
      ['GET', '/api/invoicing/write-offs/export'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: member,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('suggests the client fee for the template, else hourly rate × TT, else the quotation, and says which', async () => {
    const client = await createClient(app, admin);
    const [template] = await app.database.db
      .insert(taskTemplates)
      .values({ orgId: practice.orgId, name: `Audit ${Date.now()}` })
      .returning();
    if (!template) throw new Error('no template');
    const feeRes = await app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/fees`,
      headers: admin,
      payload: { templateId: template.id, fee: '25000' },
    });
    expect(feeRes.statusCode, feeRes.body).toBe(200);
    expect((await setHourly('1500.50')).statusCode).toBe(200);

    const withFee = await completedTask({ client: client.id, task: template.name, tt: 600 });
    const hourly = await completedTask({ client: client.id, tt: 61 });
    const q = await queue(admin);
    expect(find(q, withFee)).toMatchObject({
      suggestedAmount: '25000.00',
      basis: 'clientFee',
      et: 120,
      tt: 600,
    });
    // 1500.50 × 61 / 60 = 1525.5083… → 1525.51
    expect(find(q, hourly)).toMatchObject({ suggestedAmount: '1525.51', basis: 'hourlyRate', ageDays: 1 });
    const group = q.clients.find((c) => c.client.id === client.id);
    expect(group?.total).toBe('26525.51');

    await setHourly(null);
    const quoted = await createPendingTask(app, admin, {
      client: client.id,
      teamLeader: practice.leader.id,
      quotation: '800',
    });
    const q2 = await queue(admin);
    expect(find(q2, quoted)).toMatchObject({ suggestedAmount: '800.00', basis: 'quotation' });
    expect(find(q2, hourly)).toMatchObject({ suggestedAmount: null, basis: 'none' });
  });

  it('warns of work unbilled 30 days or more (Rule 47) and counts it', async () => {
    const client = await createClient(app, admin);
    const fresh = await completedTask({ client: client.id, daysAgo: 29 });
    const old = await completedTask({ client: client.id, daysAgo: 31 });
    const q = await queue(admin);
    expect(find(q, fresh)?.overdue).toBe(false);
    expect(find(q, old)).toMatchObject({ overdue: true });
    expect(find(q, old)?.ageDays).toBeGreaterThanOrEqual(30);
    expect(q.overdueCount).toBe(q.clients.flatMap((c) => c.tasks).filter((t) => t.overdue).length);
    expect(q.overdueCount).toBeGreaterThanOrEqual(1);
  });

  it('shows a team leader only the work of their team', async () => {
    const client = await createClient(app, admin);
    const theirs = await completedTask({ client: client.id });
    const others = await completedTask({ client: client.id, leader: practice.admin.id });
    const q = await queue(leader);
    expect(find(q, theirs)).toBeDefined();
    expect(find(q, others)).toBeUndefined();
    const draft = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/draft-invoices',
      headers: leader,
      payload: { taskIds: [others], amounts: { [others]: '100' } },
    });
    expect(draft.statusCode).toBe(404);
  });

  it('drafts one Generated invoice per client at the suggested or given amounts, and the tasks leave the queue', async () => {
    await setHourly('1000');
    const first = await createClient(app, admin, { stateCode: '27' });
    const second = await createClient(app, admin, { stateCode: '29' });
    const a = await completedTask({ client: first.id, tt: 120 });
    const b = await completedTask({ client: first.id, tt: 30 });
    const c = await completedTask({ client: second.id, tt: 60 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/draft-invoices',
      headers: leader,
      payload: { taskIds: [a, b, c], amounts: { [b]: '750.25' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message, res.body.slice(0, 400)).toBe('2 draft invoices created');
    const invoices = res.json().data.invoices as { id: string; status: string; client: { id: string } }[];
    expect(invoices.map((i) => i.status)).toEqual(['Generated', 'Generated']);
    const lines = await app.database.db.select().from(invoiceLines);
    const rateOf = (id: string) => lines.find((l) => l.taskId === id)?.ratePaise;
    expect([rateOf(a), rateOf(b), rateOf(c)]).toEqual([200000, 75025, 100000]);
    const q = await queue(admin);
    for (const id of [a, b, c]) expect(find(q, id)).toBeUndefined();

    const again = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/draft-invoices',
      headers: admin,
      payload: { taskIds: [a] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a draft for a task with nothing to suggest and no amount given', async () => {
    await setHourly(null);
    const client = await createClient(app, admin);
    const id = await completedTask({ client: client.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/draft-invoices',
      headers: admin,
      payload: { taskIds: [id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no suggested amount/);
  });

  it('writes work off with the reason, keeps it for the report, and takes it out of the queue', async () => {
    await setHourly('600');
    const client = await createClient(app, admin);
    const id = await completedTask({ client: client.id, tt: 30 });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/write-off',
      headers: admin,
      payload: { taskIds: [id], reason: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/write-off',
      headers: leader,
      payload: { taskIds: [id], reason: 'Goodwill: first month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(find(await queue(admin), id)).toBeUndefined();
    const list = await app.inject({ method: 'GET', url: '/api/invoicing/write-offs', headers: admin });
    const row = (list.json().data.writeOffs as WriteOffRow[]).find((w) => w.taskId === id);
    expect(row).toMatchObject({
      reason: 'Goodwill: first month',
      suggestedAmount: '300.00',
      client: { id: client.id },
      writtenOffBy: { id: practice.leader.id },
    });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/write-off',
      headers: admin,
      payload: { taskIds: [id], reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);

    const exported = await app.inject({
      method: 'GET',
      url: '/api/invoicing/write-offs/export',
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/write-offs-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = XLSX.read(exported.rawPayload, { type: 'buffer' }).Sheets['Write-offs'] ?? {};
    const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    const written = cells.find((r) => r.includes('Goodwill: first month'));
    expect(written?.slice(1)).toEqual([
      client.name,
      'Bookkeeping',
      'October',
      'Goodwill: first month',
      300,
      practice.leader.name,
    ]);
    expect(cells.at(-1)?.[0]).toBe('Total');
  });
});

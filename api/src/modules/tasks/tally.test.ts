import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, taskTallies } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

// The tally the triggers keep (db/migrations/0030) must equal the live tasks grouped, after every
// kind of write; and the whole practice's counts, read from it, must equal the counts of a scan.
describe('the task tally', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: admin,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const create = async (body: Record<string, unknown>) =>
    (await call('POST', '/tasks', body)).task.id as string;

  /** The tally as it is, and as the tasks say it should be. */
  const tallyAndTasks = async () => {
    const { db } = app.database;
    const t = taskTallies;
    const byKey = [t.statusId, t.priorityId, t.teamLeader, t.helpRequiredUser, t.dueDate];
    // A group may be held in several rows (db/schema/task-tallies.ts): added up here.
    const tally = await db
      .select({
        statusId: t.statusId,
        priorityId: t.priorityId,
        teamLeader: t.teamLeader,
        helpRequiredUser: t.helpRequiredUser,
        dueDate: t.dueDate,
        count: sql<number>`sum(${t.count})::int`,
        et: sql<number>`sum(${t.et})::int`,
        tt: sql<number>`sum(${t.tt})::int`,
      })
      .from(t)
      .where(eq(t.orgId, practice.orgId))
      .groupBy(...byKey)
      // rows of a group changed at once may add up to nothing: a group no task is in
      .having(sql`sum(${t.count}) <> 0 or sum(${t.et}) <> 0 or sum(${t.tt}) <> 0`)
      .orderBy(...byKey);
    const taskKey = [
      tasks.statusId,
      tasks.priorityId,
      tasks.teamLeader,
      tasks.helpRequiredUser,
      tasks.dueDate,
    ];
    const grouped = await db
      .select({
        statusId: tasks.statusId,
        priorityId: tasks.priorityId,
        teamLeader: tasks.teamLeader,
        helpRequiredUser: tasks.helpRequiredUser,
        dueDate: tasks.dueDate,
        count: sql<number>`count(*)::int`,
        et: sql<number>`sum(${tasks.et})::int`,
        tt: sql<number>`sum(${tasks.tt})::int`,
      })
      .from(tasks)
      .where(and(eq(tasks.orgId, practice.orgId), isNull(tasks.deletedAt)))
      .groupBy(...taskKey)
      .orderBy(...taskKey);
    return { tally, tasks: grouped };
  };
  const expectTallyRight = async () => {
    const { tally, tasks } = await tallyAndTasks();
    expect(tally.length).toBeGreaterThan(0);
    expect(tally).toEqual(tasks);
  };
  /** The same view counted from the tally and by a scan (a filter on every frequency keeps every
   * task but is one the tally cannot count). */
  const expectCountsAsScanned = async (scope: 'all' | 'team', headers: AuthHeaders, extra = '') => {
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/tasks?scope=${scope}${extra}${query}`, headers })).json()
        .data;
    const tallied = await get('');
    const scanned = await get('&frequency=None&frequency=Monthly&frequency=Quarterly&frequency=Yearly');
    expect(tallied.stats).toEqual(scanned.stats);
    expect(tallied.filterCounts).toEqual(scanned.filterCounts);
    expect(tallied.pagination).toEqual(scanned.pagination);
    const page = await get('&page=2&limit=2&counts=false');
    expect(page.pagination).toEqual(
      (
        await get(
          '&page=2&limit=2&counts=false&frequency=None&frequency=Monthly&frequency=Quarterly&frequency=Yearly',
        )
      ).pagination,
    );
    return tallied;
  };

  const ids: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    const plans = [
      { task: 'GST', priority: 'High', et: 30, teamLeader: practice.leader.id, dueDate: '2026-11-30' },
      { task: 'GST', priority: 'High', et: 45, teamLeader: practice.leader.id, dueDate: '2026-11-30' },
      { task: 'TDS', priority: 'Low', et: 60, teamLeader: practice.leader.id, status: 'In Review' },
      {
        task: 'ITR',
        priority: 'Medium',
        et: 15,
        helpRequiredUser: practice.admin.id,
        status: 'Help Required',
      },
      { task: 'ROC', priority: 'Low', et: 0, dueDate: '2025-01-10', frequency: 'Yearly' },
      { task: 'Audit', priority: 'High', et: 120, allottedTo: practice.member.id, dueDate: '2027-03-31' },
    ];
    for (const plan of plans) ids.push(await create(plan));
  });
  afterAll(() => app.close());

  it('counts the tasks made', async () => {
    await expectTallyRight();
    const counts = await expectCountsAsScanned('all', admin);
    expect(counts.stats).toEqual({ count: 6, totalEt: 270, totalTt: 0 });
    await expectCountsAsScanned('team', leader);
  });

  it('follows edits, time logged and bulk changes', async () => {
    await call('PUT', `/tasks/${ids[0]}`, { status: 'In Process', et: 40 });
    await call('PUT', `/tasks/${ids[1]}`, { remarks: 'nothing counted changes' });
    await call('PUT', `/tasks/${ids[2]}`, { dueDate: '2026-12-05', helpRequiredUser: practice.leader.id });
    await call('POST', `/tasks/${ids[3]}/time-entries`, { minutes: 25 });
    await call('POST', `/tasks/${ids[3]}/time-entries`, { minutes: 35 });
    await expectTallyRight();
    await call('POST', '/tasks/bulk-update', {
      view: { scope: 'all', priority: 'High' },
      updates: { status: 'Completed' },
    });
    await call('POST', '/tasks/bulk-update', {
      ids: [ids[4], ids[5]],
      updates: { teamLeader: practice.leader.id },
    });
    await expectTallyRight();
    const counts = await expectCountsAsScanned('all', admin);
    expect(counts.stats).toEqual({ count: 6, totalEt: 280, totalTt: 60 });
    await expectCountsAsScanned('team', leader, '&status=COMPLETED');
  });

  it('leaves out tasks in the Trash, takes back restored ones, and forgets purged ones', async () => {
    await call('DELETE', `/tasks/${ids[0]}`);
    await call('POST', '/tasks/bulk-delete', { ids: [ids[1], ids[2]] });
    await expectTallyRight();
    expect((await expectCountsAsScanned('all', admin)).stats.count).toBe(3);
    await call('POST', '/tasks/restore', { ids: [ids[1]] });
    await call('POST', '/tasks/trash/purge', { ids: [ids[0]] });
    await expectTallyRight();
    expect((await expectCountsAsScanned('all', admin)).stats.count).toBe(4);
  });

  it('moves the counts of a removed person’s tasks to no team leader', async () => {
    const other = await createUser(app, practice.orgId, 'TEAM_LEADER');
    const id = await create({ task: 'Bank', priority: 'Low', et: 10, teamLeader: other.id });
    await expectTallyRight();
    await app.database.db.execute(sql`delete from users where id = ${other.id}`);
    expect((await call('GET', `/tasks/${id}`)).task.teamLeader).toBeNull();
    await expectTallyRight();
    await expectCountsAsScanned('all', admin);
  });

  it('stays right when many people change tasks at once', async () => {
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create({ task: `Parallel ${i}`, priority: 'Medium', et: 10 })),
    );
    const statuses = ['To Do', 'In Process', 'In Review', 'Completed'];
    const edits = many.flatMap((id, i) =>
      [0, 1, 2].map((round) =>
        call('PUT', `/tasks/${id}`, {
          status: statuses[(i + round) % 4],
          et: 10 + round,
          dueDate: '2026-12-01',
        }),
      ),
    );
    const bulk = [
      call('POST', '/tasks/bulk-update', { ids: many.slice(0, 6), updates: { priority: 'High' } }),
      call('POST', '/tasks/bulk-update', {
        ids: many.slice(3, 9),
        updates: { teamLeader: practice.leader.id },
      }),
    ];
    await Promise.all([...edits, ...bulk]);
    await expectTallyRight();
    await expectCountsAsScanned('all', admin);
  });

  it('keeps no row that adds nothing', async () => {
    const rows = await app.database.db
      .select()
      .from(taskTallies)
      .where(eq(taskTallies.orgId, practice.orgId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.count === 0 && row.et === 0 && row.tt === 0)).toEqual([]);
  });

  it('gives the whole practice’s counts from the tally, not from a scan of every task', async () => {
    const before = (await call('GET', '/tasks/counts?scope=all')).stats.count;
    const [first] = (await tallyAndTasks()).tally;
    if (!first) throw new Error('the tally is empty');
    const { statusId, priorityId } = first;
    // A row no task stands behind: only a read of the tally counts it.
    await app.database.db.insert(taskTallies).values({
      orgId: practice.orgId,
      statusId,
      priorityId,
      dueDate: '1999-01-01',
      count: 1000,
      et: 0,
      tt: 0,
    });
    try {
      expect((await call('GET', '/tasks/counts?scope=all')).stats.count).toBe(before + 1000);
      expect((await call('GET', '/tasks?scope=all')).pagination.total).toBe(before + 1000);
    } finally {
      await app.database.db
        .delete(taskTallies)
        .where(and(eq(taskTallies.orgId, practice.orgId), eq(taskTallies.dueDate, '1999-01-01')));
    }
  });
});

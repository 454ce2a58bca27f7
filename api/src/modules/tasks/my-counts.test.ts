import { STATUS_CHIP_KEYS } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { scoped } from '../../db/scoped';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { findStatusByKey } from './lookups';

// 'my' counts read a person's tasks in three parts (allotted to them; led by them; their help
// asked), counts.ts countMyGroups. A task where they hold two or three roles is one task, and each
// chip must count what the list shows when it is chosen.
describe("the counts of a person's own tasks", () => {
  let app: TestApp;
  let practice: TestPractice;
  let leader: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    leader = (await loginAs(app, practice.leader)).headers;
    const admin = (await loginAs(app, practice.admin)).headers;
    const client = await createClient(app, admin);
    const { db } = app.database;
    const statusOf = async (key: string) =>
      (await findStatusByKey(scoped(db, practice.orgId), practice.orgId, key)).id;
    const me = practice.leader.id;
    const someoneElse = practice.member.id;
    const boss = practice.admin.id;
    const roles: [string | null, string | null, string | null, string, boolean?][] = [
      [me, me, null, 'IN_REVIEW'], // allotted and leading: my review, once
      [someoneElse, me, null, 'IN_REVIEW'], // leading: my review
      [me, boss, null, 'IN_REVIEW'], // allotted: review by others
      [someoneElse, boss, me, 'HELP_REQUIRED'], // my help asked
      [me, me, me, 'HELP_REQUIRED'], // all three roles: one task
      [someoneElse, me, me, 'TODO'], // leading and helping: one task
      [someoneElse, boss, null, 'TODO'], // not mine
      [me, boss, null, 'TODO', true], // mine, but in the Trash
      [null, null, me, 'COMPLETED'], // my help asked, nobody allotted
    ];
    for (const [allottedTo, teamLeader, helpRequiredUser, key, trashed] of roles) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: admin,
        payload: { client: client.id, task: `Role mix ${key}` },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.task.id as string;
      await db
        .update(tasks)
        .set({
          allottedTo,
          teamLeader,
          helpRequiredUser,
          statusId: await statusOf(key),
          ...(trashed ? { deletedAt: new Date() } : {}),
        })
        .where(eq(tasks.id, id));
    }
  });
  afterAll(() => app.close());

  const get = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/tasks?scope=my&${query}`, headers: leader });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('counts each task once, whatever roles the person holds in it', async () => {
    const first = await get('limit=100');
    expect(first.stats.count).toBe(7);
    expect(first.tasks).toHaveLength(7);
    expect(first.filterCounts.status).toMatchObject({
      MY_REVIEW: { count: 2 },
      REVIEW_BY_OTHERS: { count: 1 },
      HELP_REQUIRED: { count: 0 },
      HELP_REQUIRED_BY_OTHERS: { count: 2 },
      TODO: { count: 1 },
      COMPLETED: { count: 1 },
    });
  });

  it('counts every chip as the list shows it when chosen', async () => {
    const { filterCounts, stats } = await get('limit=1');
    for (const chip of STATUS_CHIP_KEYS) {
      const chosen = await get(`status=${chip}&counts=false&limit=1`);
      expect({ chip, total: chosen.pagination.total }).toEqual({
        chip,
        total: filterCounts.status[chip].count,
      });
    }
    const totals = await get('counts=false&limit=100');
    expect(totals.pagination.total).toBe(stats.count);
    expect(stats.totalEt).toBe(totals.tasks.reduce((sum: number, t: { et: number }) => sum + t.et, 0));
  });
});

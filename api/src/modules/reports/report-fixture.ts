// The small fixed practice the report tests compute their totals from by hand (tests only).
// October 2026 in Asia/Kolkata; times of day matter only for when a task was created.
//
// task  client   task / sub-task             ET   assignee  leader  created (IST)  due         time entries
// T1    Sharma   GST Returns / GSTR-1        60   Meera     Ravi    2026-09-15     2026-09-30  09-30 10, 10-05 30, 10-31 20, 11-01 15
// T2    Sharma   GST Returns / GSTR-3B       90   Nikhil    Ravi    2026-10-10     2026-11-20  —
// T3    Patel    TDS Returns / (none)        45   Meera     Lata    2026-08-01     2026-10-15  10-15 25 (logged by Nikhil)
// T4    Patel    Audit / Vouching           120   Ravi      Asha    2026-11-01 01:30 2026-12-01 —   (2026-10-31 20:00 UTC)
// T5    —        Bookkeeping / Bank entries  30   —         Ravi    2026-07-01     —           10-20 40 (logged by Ravi)
// T6    Sharma   GST Returns / GSTR-1        60   Meera     Ravi    2026-06-01     2026-06-30  06-10 60
//
// Day ends: Meera 10-31 (20 min) and 11-01 (15 min), Nikhil 10-10 (0 min).
import { and, eq, sql } from 'drizzle-orm';
import { clients, dayEnds, priorities, statuses, tasks, timeEntries, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createPractice, createUser, loginAs } from '../../test/factories';

export const OCTOBER = 'dateType=custom&fromDate=2026-10-01&toDate=2026-10-31';
export const NOVEMBER = 'dateType=custom&fromDate=2026-11-01&toDate=2026-11-30';

export interface TaskFields {
  clientId?: string | null;
  task: string;
  subTask?: string;
  et: number;
  allottedTo?: string | null;
  teamLeader?: string | null;
  createdAt: string;
  dueDate?: string | null;
}

/** Inserts tasks and time entries as the product stores them (TT = the sum of the entries). */
export function practiceWriter(app: TestApp, orgId: string) {
  const db = app.database.db;
  const lookups = async () => {
    const [status] = await db
      .select({ id: statuses.id })
      .from(statuses)
      .where(and(eq(statuses.orgId, orgId), eq(statuses.systemKey, 'IN_PROCESS')));
    const [priority] = await db
      .select({ id: priorities.id })
      .from(priorities)
      .where(eq(priorities.orgId, orgId));
    if (!status || !priority) throw new Error('practice has no statuses or priorities');
    return { statusId: status.id, priorityId: priority.id };
  };
  return {
    async client(name: string) {
      const [row] = await db.insert(clients).values({ orgId, name, address: 'Pune' }).returning();
      if (!row) throw new Error('client insert returned nothing');
      return row.id;
    },
    async task(fields: TaskFields) {
      const [row] = await db
        .insert(tasks)
        .values({ orgId, ...(await lookups()), ...fields, createdAt: new Date(fields.createdAt) })
        .returning({ id: tasks.id });
      if (!row) throw new Error('task insert returned nothing');
      return row.id;
    },
    async time(taskId: string, userId: string, date: string, minutes: number) {
      await db.insert(timeEntries).values({ orgId, taskId, userId, date, minutes });
      await db
        .update(tasks)
        .set({
          tt: sql`${tasks.tt} + ${minutes}`,
          lastWorkedOn: sql`greatest(${tasks.lastWorkedOn}, ${date}::date)`,
        })
        .where(eq(tasks.id, taskId));
    },
    async dayEnd(userId: string, date: string, totalMinutes: number) {
      await db
        .insert(dayEnds)
        .values({ orgId, userId, date, totalMinutes, submittedAt: new Date(`${date}T13:30:00Z`) });
    },
  };
}

export async function octoberPractice(app: TestApp) {
  const practice = await createPractice(app);
  const { orgId } = practice;
  const db = app.database.db;
  const rename = (id: string, name: string) => db.update(users).set({ name }).where(eq(users.id, id));
  const nikhil = await createUser(app, orgId, 'TEAM_MEMBER', { name: 'Nikhil Rao' });
  const lata = await createUser(app, orgId, 'TEAM_LEADER', { name: 'Lata Shah' });
  await rename(practice.admin.id, 'Asha Mehta');
  await rename(practice.leader.id, 'Ravi Kumar');
  await rename(practice.member.id, 'Meera Joshi');
  const people = { asha: practice.admin, ravi: practice.leader, meera: practice.member, nikhil, lata };

  const write = practiceWriter(app, orgId);
  const sharma = await write.client('Sharma Traders');
  const patel = await write.client('Patel & Co');
  const t1 = await write.task({
    clientId: sharma,
    task: 'GST Returns',
    subTask: 'GSTR-1',
    et: 60,
    allottedTo: people.meera.id,
    teamLeader: people.ravi.id,
    createdAt: '2026-09-15T05:00:00Z',
    dueDate: '2026-09-30',
  });
  await write.time(t1, people.meera.id, '2026-09-30', 10);
  await write.time(t1, people.meera.id, '2026-10-05', 30);
  await write.time(t1, people.meera.id, '2026-10-31', 20);
  await write.time(t1, people.meera.id, '2026-11-01', 15);
  const t2 = await write.task({
    clientId: sharma,
    task: 'GST Returns',
    subTask: 'GSTR-3B',
    et: 90,
    allottedTo: people.nikhil.id,
    teamLeader: people.ravi.id,
    createdAt: '2026-10-10T06:00:00Z',
    dueDate: '2026-11-20',
  });
  const t3 = await write.task({
    clientId: patel,
    task: 'TDS Returns',
    subTask: '',
    et: 45,
    allottedTo: people.meera.id,
    teamLeader: people.lata.id,
    createdAt: '2026-08-01T06:00:00Z',
    dueDate: '2026-10-15',
  });
  await write.time(t3, people.nikhil.id, '2026-10-15', 25);
  const t4 = await write.task({
    clientId: patel,
    task: 'Audit',
    subTask: 'Vouching',
    et: 120,
    allottedTo: people.ravi.id,
    teamLeader: people.asha.id,
    // 01:30 on 1 November in Kolkata, still 31 October in UTC.
    createdAt: '2026-10-31T20:00:00Z',
    dueDate: '2026-12-01',
  });
  const t5 = await write.task({
    clientId: null,
    task: 'Bookkeeping',
    subTask: 'Bank entries',
    et: 30,
    allottedTo: null,
    teamLeader: people.ravi.id,
    createdAt: '2026-07-01T06:00:00Z',
  });
  await write.time(t5, people.ravi.id, '2026-10-20', 40);
  const t6 = await write.task({
    clientId: sharma,
    task: 'GST Returns',
    subTask: 'GSTR-1',
    et: 60,
    allottedTo: people.meera.id,
    teamLeader: people.ravi.id,
    createdAt: '2026-06-01T06:00:00Z',
    dueDate: '2026-06-30',
  });
  await write.time(t6, people.meera.id, '2026-06-10', 60);
  await write.dayEnd(people.meera.id, '2026-10-31', 20);
  await write.dayEnd(people.meera.id, '2026-11-01', 15);
  await write.dayEnd(people.nikhil.id, '2026-10-10', 0);

  const headers = {
    admin: (await loginAs(app, people.asha)).headers,
    ravi: (await loginAs(app, people.ravi)).headers,
    meera: (await loginAs(app, people.meera)).headers,
  };
  return { orgId, people, headers, clients: { sharma, patel }, tasks: { t1, t2, t3, t4, t5, t6 }, write };
}

export type OctoberPractice = Awaited<ReturnType<typeof octoberPractice>>;

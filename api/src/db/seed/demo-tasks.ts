// The demo practice's work: ~400 tasks across clients, people, statuses, priorities, due dates
// and frequencies, with time entries, comments and a few submitted day ends. Deterministic, so
// every fresh start shows the same practice; dates are relative to today.
import { DEFAULT_TIME_ZONE, isClosedStatus, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  clients,
  comments,
  dayEnds,
  priorities,
  statuses,
  tasks,
  taskTemplates,
  templateSubTasks,
  timeEntries,
  users,
} from '../schema';

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

const FREQUENCY_OF: Record<string, 'None' | 'Monthly' | 'Quarterly' | 'Yearly'> = {
  'GST Returns': 'Monthly',
  Bookkeeping: 'Monthly',
  'TDS Returns': 'Quarterly',
  'Income Tax Return': 'Yearly',
  'Statutory Audit': 'Yearly',
  'ROC Filings': 'Yearly',
};

const STATUS_WEIGHTS: [string, number][] = [
  ['TODO', 30],
  ['IN_PROCESS', 22],
  ['IN_REVIEW', 12],
  ['HELP_REQUIRED', 6],
  ['COMPLETED', 16],
  ['PENDING', 8],
  ['ARCHIVED', 6],
];

const COMMENTS = [
  'Client shared the purchase register; reconciliation in progress.',
  'Waiting for bank statements for the last two months.',
  'Checked with the client on the credit notes — they will send revised ones.',
  'Draft ready for review.',
  'Filed; acknowledgement saved in the client folder.',
  'Mismatch of ₹12,400 in ITC against 2B; following up with the vendor.',
  'Please look at the TDS on rent entries before filing.',
  'Reviewed. Two small corrections noted in the working paper.',
];

function weighted(rand: () => number, weights: [string, number][]): string {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = rand() * total;
  for (const [key, w] of weights) {
    roll -= w;
    if (roll < 0) return key;
  }
  return weights[0]?.[0] ?? 'TODO';
}

export async function seedDemoTasks(tx: Db, orgId: string, timeZone = DEFAULT_TIME_ZONE): Promise<number> {
  const r = generator(20261122);
  const today = dayjs(todayIn(timeZone));
  const [clientRows, people, statusRows, priorityRows, templates, subTasks] = await Promise.all([
    tx
      .select({ id: clients.id, gstin: clients.gstin })
      .from(clients)
      .where(eq(clients.orgId, orgId))
      .orderBy(asc(clients.name)),
    tx
      .select({ id: users.id, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.orgId, orgId))
      .orderBy(asc(users.email)),
    tx.select({ id: statuses.id, key: statuses.systemKey }).from(statuses).where(eq(statuses.orgId, orgId)),
    tx
      .select({ id: priorities.id, key: priorities.systemKey })
      .from(priorities)
      .where(eq(priorities.orgId, orgId)),
    tx
      .select({ id: taskTemplates.id, name: taskTemplates.name, et: taskTemplates.defaultEstimatedMinutes })
      .from(taskTemplates)
      .where(eq(taskTemplates.orgId, orgId)),
    tx
      .select({ templateId: templateSubTasks.templateId, name: templateSubTasks.name })
      .from(templateSubTasks)
      .where(eq(templateSubTasks.orgId, orgId))
      .orderBy(asc(templateSubTasks.position)),
  ]);
  const statusId = new Map(statusRows.map((s) => [s.key, s.id]));
  const priorityIds = priorityRows.map((p) => p.id);
  const leaders = people.filter((p) => p.role !== 'TEAM_MEMBER');
  const workers = people;
  if (!clientRows.length || !templates.length || !leaders.length) return 0;

  const rows: (typeof tasks.$inferInsert)[] = [];
  const target = 400;
  let round = 0;
  while (rows.length < target && round < 50) {
    for (const client of clientRows) {
      const template = r.pick(templates);
      const subs = subTasks.filter((s) => s.templateId === template.id);
      const leader = r.pick(leaders);
      const frequency = FREQUENCY_OF[template.name] ?? 'None';
      const dueOffset = r.pick([-20, -9, -3, -1, 0, 0, 1, 2, 4, 6, 10, 14, 21, 35]) + round;
      for (const sub of subs) {
        if (rows.length >= target) break;
        const key = weighted(r.next, STATUS_WEIGHTS);
        const assignee = r.pick(workers);
        const helper =
          key === 'HELP_REQUIRED' ? r.pick(workers.filter((w) => w.id !== assignee.id)) : undefined;
        const et = Math.max(
          15,
          Math.round(((template.et / Math.max(1, subs.length)) * (0.5 + r.next())) / 15) * 15,
        );
        const created = today.subtract(r.between(1, 45), 'day');
        rows.push({
          orgId,
          clientId: client.id,
          task: template.name,
          subTask: sub.name,
          et,
          allottedTo: assignee.id,
          teamLeader: leader.id,
          helpRequiredUser: helper?.id ?? null,
          createdBy: leader.id,
          priorityId: r.pick(priorityIds),
          statusId: statusId.get(key) ?? statusId.get('TODO') ?? '',
          dueDate: today.add(dueOffset + r.between(0, 2), 'day').format('YYYY-MM-DD'),
          frequency,
          quotationPaise:
            key === 'PENDING' ? r.pick([250000, 350000, 500000, 750000, 1200000, 1500000]) : null,
          remarks: key === 'PENDING' ? 'Professional fees as agreed' : null,
          completedAt: isClosedStatus(key) ? created.add(r.between(1, 10), 'day').toDate() : null,
          createdAt: created.toDate(),
          updatedAt: created.toDate(),
        });
      }
    }
    round += 1;
  }
  const inserted = await tx
    .insert(tasks)
    .values(rows)
    .returning({ id: tasks.id, et: tasks.et, allottedTo: tasks.allottedTo, statusId: tasks.statusId });

  // Time taken: entries over the last weeks for work that has started.
  const started = new Set([
    statusId.get('IN_PROCESS'),
    statusId.get('IN_REVIEW'),
    statusId.get('HELP_REQUIRED'),
    statusId.get('COMPLETED'),
    statusId.get('PENDING'),
    statusId.get('ARCHIVED'),
  ]);
  const entries: (typeof timeEntries.$inferInsert)[] = [];
  for (const task of inserted) {
    if (!started.has(task.statusId) || !task.allottedTo) continue;
    const pieces = r.between(1, 3);
    for (let i = 0; i < pieces; i++) {
      const date = today.subtract(r.between(0, 20), 'day');
      if (date.day() === 0) continue;
      entries.push({
        orgId,
        taskId: task.id,
        userId: task.allottedTo,
        date: date.format('YYYY-MM-DD'),
        minutes: r.pick([15, 20, 30, 45, 60, 90]),
        note: null,
      });
    }
  }
  if (entries.length) await tx.insert(timeEntries).values(entries);
  await tx.execute(
    sql`update ${tasks} set tt = coalesce(worked.minutes, 0), last_worked_on = worked.last_date
      from (select ${tasks.id} as task_id, sum(${timeEntries.minutes})::int as minutes, max(${timeEntries.date}) as last_date
        from ${tasks} left join ${timeEntries} on ${timeEntries.taskId} = ${tasks.id}
        where ${tasks.orgId} = ${orgId} group by ${tasks.id}) worked
      where ${tasks.id} = worked.task_id`,
  );

  const notes: (typeof comments.$inferInsert)[] = inserted
    .filter((_, i) => i % 7 === 0)
    .map((task, i) => ({
      orgId,
      taskId: task.id,
      userId: task.allottedTo,
      content: COMMENTS[i % COMMENTS.length] ?? '',
      createdAt: today
        .subtract(i % 9, 'day')
        .subtract(i % 5, 'hour')
        .toDate(),
    }));
  if (notes.length) await tx.insert(comments).values(notes);

  // Submitted day ends for the last working days, leaving some pending so the calendar shows both.
  const days: (typeof dayEnds.$inferInsert)[] = [];
  for (const person of people) {
    for (let back = 1; back <= 12; back++) {
      const day = today.subtract(back, 'day');
      if (day.day() === 0 || back % 4 === 0) continue;
      const date = day.format('YYYY-MM-DD');
      const minutes = entries
        .filter((e) => e.userId === person.id && e.date === date)
        .reduce((sum, e) => sum + (e.minutes ?? 0), 0);
      days.push({
        orgId,
        userId: person.id,
        date,
        totalMinutes: minutes,
        submittedAt: day.hour(19).toDate(),
      });
    }
  }
  if (days.length) await tx.insert(dayEnds).values(days).onConflictDoNothing();
  // Members joined before the demo period, so the calendar's pending days are meaningful.
  await tx
    .update(users)
    .set({ createdAt: today.subtract(60, 'day').toDate() })
    .where(and(eq(users.orgId, orgId)));
  return inserted.length;
}

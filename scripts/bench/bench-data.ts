// Makes the benchmark practice inside the database itself (generate_series), so 100,000 tasks
// and 300,000 time entries take seconds, not minutes.
// Two shapes of history:
// - 'recent' (the task screen's worst case): every task created in the last ~10 weeks, every one
//   of them worked in the last three days, so "This Month" holds all 300,000 entries;
// - 'years': tasks created evenly over ~3 years (about 100 a day), each due within two months of
//   its creation and worked on three days in the weeks after it, as a practice's history builds up.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../api/src/db/client';
import { clients, organisations, users } from '../../api/src/db/schema';
import { provisionPractice } from '../../api/src/modules/practices/provision';

export type BenchHistory = 'recent' | 'years';

const BATCH = 100_000;

export interface BenchPractice {
  orgId: string;
  adminId: string;
  memberId: string;
}

export async function makeBenchPractice(
  db: Db,
  taskCount: number,
  entryCount: number,
  history: BenchHistory = 'recent',
  /** The practice's people: an Admin, five Team Leaders, the rest Team Members. */
  peopleCount = 40,
): Promise<BenchPractice> {
  const years = history === 'years';
  // 'years': one task every 15 minutes back from now (100,000 tasks ≈ 2.9 years).
  const createdAt = years
    ? sql`now() - make_interval(mins => g * 15)`
    : sql`now() - make_interval(mins => g)`;
  const dueDate = years
    ? sql`(now() - make_interval(mins => g * 15))::date + (g % 60)`
    : sql`current_date + ((g % 120) - 60)`;
  // 'years': the n-th entry 1 + 7n days after the task was created, never after today.
  const entryDate = years
    ? sql`least(current_date, t.created_at::date + (1 + 7 * n))`
    : sql`current_date - (n % 30)`;
  const orgId = await db.transaction((tx) =>
    provisionPractice(tx, { name: 'Bench & Co', stateCode: '27', gstin: '27AAPFU0939F1ZV' }),
  );
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: peopleCount }, (_, i) => ({
        orgId,
        name: `Person ${String(i).padStart(2, '0')}`,
        email: `bench-${orgId.slice(0, 8)}-${i}@bench.test`,
        role: (i === 0 ? 'ADMIN' : i < 6 ? 'TEAM_LEADER' : 'TEAM_MEMBER') as
          | 'ADMIN'
          | 'TEAM_LEADER'
          | 'TEAM_MEMBER',
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(clients)
    .values(Array.from({ length: 150 }, (_, i) => ({ orgId, name: `Client ${i} Pvt Ltd`, address: 'Pune' })));
  const perTask = Math.ceil(entryCount / taskCount);
  // In batches, so a million tasks never make one statement's transition tables (the audit
  // trail's) or its sort hold them all; each batch's tasks and entries are made together.
  for (let first = 1; first <= taskCount; first += BATCH) {
    const last = Math.min(taskCount, first + BATCH - 1);
    await db.execute(sql`
      with made as (
        insert into tasks (org_id, client_id, task, sub_task, et, allotted_to, team_leader, created_by, priority_id, status_id, due_date, frequency, created_at)
        select ${orgId}::uuid,
          (select array_agg(id order by id) from clients where org_id = ${orgId})[1 + (g % 150)],
          (array['GST Returns','TDS Returns','Income Tax Return','Statutory Audit','ROC Filings','Bookkeeping'])[1 + (g % 6)],
          (array['GSTR-1','GSTR-3B','24Q','26Q','ITR filing','Vouching','AOC-4','MGT-7','Bank entries'])[1 + (g % 9)],
          15 * (1 + g % 12),
          (select array_agg(id order by id) from users where org_id = ${orgId})[1 + (g % ${peopleCount})],
          (select array_agg(id order by id) from users where org_id = ${orgId} and role <> 'TEAM_MEMBER')[1 + (g % 6)],
          (select array_agg(id order by id) from users where org_id = ${orgId} and role <> 'TEAM_MEMBER')[1 + (g % 6)],
          (select array_agg(id order by rank) from priorities where org_id = ${orgId})[1 + (g % 3)],
          (select array_agg(id order by position) from statuses where org_id = ${orgId})[1 + (g % 7)],
          ${dueDate},
          (array['None','Monthly','Quarterly','Yearly'])[1 + (g % 4)],
          ${createdAt}
        from generate_series(${first}::int, ${last}::int) as g
        returning id, org_id, allotted_to, created_at)
      insert into time_entries (org_id, task_id, user_id, date, minutes)
      select t.org_id, t.id, t.allotted_to, ${entryDate}, 15 * (1 + n % 4)
      from made t
      cross join generate_series(1, ${perTask}) as n`);
    // This batch's tasks are the ones not yet worked (every task gets at least one entry). The
    // entries are summed whole, as for one batch: a filter on the batch's tasks in there was
    // planned, without statistics yet, as a nested loop that ran for minutes.
    await db.execute(
      sql`update tasks set tt = s.total, last_worked_on = s.last_date from (select task_id, sum(minutes)::int as total, max(date) as last_date from time_entries where org_id = ${orgId} group by task_id) s where tasks.id = s.task_id and tasks.last_worked_on is null`,
    );
  }
  // Vacuumed as autovacuum (PostgreSQL) or the database-upkeep job (PGlite) leaves a table between
  // bursts of writes (visibility map set, statistics read), so index-only scans count as they
  // would in a practice that has run for a while. BENCH_UPKEEP=none leaves the data as written:
  // an embedded database that nothing vacuums.
  if (process.env.BENCH_UPKEEP !== 'none') await db.execute(sql`vacuum analyze`);
  return { orgId, adminId: people[0]?.id ?? '', memberId: people[10]?.id ?? '' };
}

/** The practice an earlier run made in a kept database (BENCH_DB), if there is one. */
export async function findBenchPractice(db: Db): Promise<BenchPractice | undefined> {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, 'Bench & Co'));
  if (!org) return undefined;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.orgId, org.id))
    .orderBy(asc(users.name));
  const [admin, member] = [people[0], people[10]];
  return admin && member ? { orgId: org.id, adminId: admin.id, memberId: member.id } : undefined;
}

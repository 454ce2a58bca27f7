// The Day End export's two sheets, read as they are written: the tasks worked in the period in one
// statement through a cursor (2,000 rows at a time, each person's tasks most recently worked
// first, people in the order the screen shows them), then the day ends submitted by the people
// those tasks name. Counts and totals are summed on the way.
import { LIMITS, wallClockIn } from '@practice-desk/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, statuses, tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { cursorBatches } from '../../lib/cursor';
import { dayEndPeople } from './day-end';
import { submittedDayEnds, workInPeriod } from './day-end-queries';
import type { ResolvedPeriod } from './period';
import { NO_CLIENT, UNASSIGNED } from './tables';
import type { ReportCell, StreamedReportSheet } from './workbook';

const assignee = alias(users, 'assignee');
const BATCH = 2_000;

interface WorkedRow {
  user_id: string | null;
  user_name: string | null;
  client_id: string | null;
  client_name: string | null;
  task: string;
  sub_task: string | null;
  status: string;
  et: number;
  minutes: number;
  last_worked: string | null;
  due_date: string | null;
  total: number;
}

/** The practice's people by name as the screen orders its groups (localeCompare, not the
 * database's collation), as one parameter for array_position. */
async function peopleInOrder(ctx: ServiceContext): Promise<string[]> {
  const people = await ctx.db.select({ id: users.id, name: users.name }).from(users);
  return people.sort((a, b) => a.name.localeCompare(b.name)).map((p) => p.id);
}

function workedRows(ctx: ServiceContext, period: ResolvedPeriod, order: string[]) {
  const work = workInPeriod(ctx, period);
  // The people's order as a small table, made once (an array_position over the parameter in ORDER
  // BY would parse it again for each of 100,000 rows).
  const people = ctx.db.$with('people_order').as(
    ctx.db
      .select({
        userId: sql<string>`p.id`.as('order_user_id'),
        place: sql<number>`p.place`.as('place'),
      })
      .from(sql`unnest(string_to_array(${order.join(',')}, ',')::uuid[]) with ordinality as p(id, place)`),
  );
  return (
    ctx.db
      .with(work, people)
      .select({
        userId: sql`${work.userId}`.as('user_id'),
        userName: sql`${assignee.name}`.as('user_name'),
        clientId: sql`${tasks.clientId}`.as('client_id'),
        clientName: sql`${clients.name}`.as('client_name'),
        task: sql`${tasks.task}`.as('task'),
        subTask: sql`${tasks.subTask}`.as('sub_task'),
        status: sql`${statuses.name}`.as('status'),
        et: sql`${work.et}::int`.as('et'),
        minutes: sql`${work.minutes}::int`.as('minutes'),
        lastWorked: sql`${work.lastWorked}::text`.as('last_worked'),
        dueDate: sql`${tasks.dueDate}::text`.as('due_date'),
        // Known with the first batch, so the answer can say how many rows follow.
        total: sql`(count(*) over ())::int`.as('total'),
      })
      .from(work)
      .innerJoin(tasks, eq(tasks.id, work.id))
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .leftJoin(assignee, eq(assignee.id, work.userId))
      .leftJoin(people, eq(people.userId, work.userId))
      // Nobody's tasks last (no place); within a person, as the screen ranks them.
      .orderBy(sql`${people.place} asc nulls last`, desc(work.lastWorked), work.id)
  );
}

const day = (date: string | null): ReportCell => (date ? { date } : null);

export interface DayEndExport {
  /** Rows on the Day End sheet. */
  rows: number;
  sheets: StreamedReportSheet[];
}

/** Opens the cursor and reads its first batch (so a failing query fails before any byte is sent);
 * the sheets read the rest as they are written. */
export async function dayEndExport(ctx: ServiceContext, period: ResolvedPeriod): Promise<DayEndExport> {
  const order = await peopleInOrder(ctx);
  const batches = cursorBatches<WorkedRow>(ctx.db, workedRows(ctx, period, order), BATCH, 'day_end_rows');
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value;
  const perPerson = new Map<string | null, number>();
  let count = 0;
  let estimated = 0;
  let minutes = 0;
  async function* rows(): AsyncGenerator<ReportCell[]> {
    let batch = firstRows;
    while (batch.length > 0) {
      for (const r of batch) {
        // Each person's tasks up to the export's limit, as the report keeps them.
        const seen = (perPerson.get(r.user_id) ?? 0) + 1;
        perPerson.set(r.user_id, seen);
        if (seen > LIMITS.exportMaxRows) continue;
        count += 1;
        estimated += r.et;
        minutes += r.minutes;
        yield [
          r.user_name ?? UNASSIGNED,
          r.client_id ? (r.client_name ?? '') : NO_CLIENT,
          r.task,
          r.sub_task,
          r.status,
          r.et,
          r.minutes,
          day(r.last_worked),
          day(r.due_date),
        ];
      }
      const next = await batches.next();
      batch = next.done ? [] : next.value;
    }
  }
  const work: StreamedReportSheet = {
    name: 'Day End',
    title: 'Day End Report',
    header: [
      'Assignee',
      'Client',
      'Task',
      'Sub-task',
      'Status',
      'Estimated (min)',
      'Time in period (min)',
      'Last worked',
      'Due date',
    ],
    rows,
    totals: () => [`COUNT: ${count}`, null, null, null, null, estimated, minutes],
    widths: [24, 28, 24, 20, 14, 16, 20, 13, 13],
  };
  let submittedCount = 0;
  let submittedMinutes = 0;
  const dayEnds: StreamedReportSheet = {
    name: 'Day Ends Submitted',
    title: 'Day ends submitted',
    header: ['Person', 'Day', 'Minutes', 'Submitted at'],
    // Read once the tasks are written: whose day ends a Team Leader sees depends on them.
    rows: async function* () {
      const people = dayEndPeople(ctx, [...perPerson.keys()]);
      const submitted = await submittedDayEnds(ctx, period, people, LIMITS.exportMaxRows);
      const rank = new Map(order.map((id, i) => [id, i]));
      // People in the screen's order; each one's newest first, as the query gives them.
      submitted.sort((a, b) => (rank.get(a.userId) ?? order.length) - (rank.get(b.userId) ?? order.length));
      for (const d of submitted) {
        submittedCount += 1;
        submittedMinutes += d.totalMinutes;
        yield [
          d.userName,
          { date: d.date },
          d.totalMinutes,
          wallClockIn(new Date(d.submittedAt), period.timeZone),
        ];
      }
    },
    totals: () => [`COUNT: ${submittedCount}`, null, submittedMinutes],
    widths: [24, 13, 10, 18],
  };
  return { rows: firstRows[0]?.total ?? 0, sheets: [work, dayEnds] };
}

// PUT /timesheets/cell: sets a person's minutes on one task and day. The difference from what the
// day holds becomes one time entry through the shared write path, so TT stays the sum of entries.
import {
  TASK_MESSAGES,
  TIME_ENTRY_FIRST_DATE,
  TIME_MESSAGES,
  type TimesheetCellBody,
  type TimesheetWeek,
  taskRights,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { timeEntries } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { loadTask } from '../tasks/service';
import { addTimeEntry } from '../tasks/time';
import { mayWriteTime, timesheetPerson } from './person';
import { timesheetWeek } from './week';

export const TIMESHEET_NOTE = 'Timesheet';

export async function writeTimesheetCell(
  ctx: ServiceContext,
  body: TimesheetCellBody,
): Promise<TimesheetWeek> {
  const person = await timesheetPerson(ctx, body.userId);
  const today = await practiceToday(ctx);
  // The same days logging time allows: from 2000-01-01 to the practice's tomorrow (time zones).
  if (body.date > dayjs(today).add(1, 'day').format('YYYY-MM-DD'))
    throw new Invalid(TIME_MESSAGES.futureDate, [{ field: 'date', message: TIME_MESSAGES.futureDate }]);
  if (body.date < TIME_ENTRY_FIRST_DATE)
    throw new Invalid(TIME_MESSAGES.tooEarly, [{ field: 'date', message: TIME_MESSAGES.tooEarly }]);

  await ctx.db.transaction(async (tx) => {
    // Locked first: two writes to the task's time apply one after the other.
    const task = await loadTask(tx, ctx.orgId, body.taskId, true);
    const rights = taskRights(ctx.user, task);
    if (!rights.view) throw new NotFound('Task not found');
    if (!mayWriteTime(rights, person.own)) throw new Forbidden();
    const [day] = await tx
      .select({ minutes: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.orgId, ctx.orgId),
          eq(timeEntries.taskId, body.taskId),
          eq(timeEntries.userId, person.id),
          eq(timeEntries.date, body.date),
        ),
      );
    const difference = body.minutes - (day?.minutes ?? 0);
    if (difference === 0) return;
    if (task.tt + difference < 0)
      throw new Invalid(TASK_MESSAGES.ttBelowZero, [
        { field: 'minutes', message: TASK_MESSAGES.ttBelowZero },
      ]);
    await addTimeEntry(tx, {
      orgId: ctx.orgId,
      taskId: body.taskId,
      userId: person.id,
      date: body.date,
      minutes: difference,
      note: TIMESHEET_NOTE,
    });
  });
  return timesheetWeek(ctx, { week: weekStart(body.date), userId: person.id });
}

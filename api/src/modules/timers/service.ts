// The running timer: start on a task, read it, stop it. Stopping books the time through the shared
// time-entry path, rounded to the nearest minute; a start while another runs stops that one first
// (its time written) and then starts the new one. Time that crossed the practice's midnight is not
// booked until the person says how (split by day, all on the start day, typed minutes, discard).
import {
  type RunningTimer,
  roundedMinutes,
  TIMER_MESSAGES,
  type TimerQuestion,
  type TimerStopBody,
  type TimerStopped,
  taskRights,
  todayIn,
} from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { clients, tasks, timers } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { practiceTimeZone } from '../../lib/practice-time';
import { dayIsApproved } from '../day-ends/lock';
import { loadTask } from '../tasks/service';
import { addTimeEntry } from '../tasks/time';
import { secondsByDate } from './day-split';

export const TIMER_NOTE = 'Timer';
type TimerRecord = typeof timers.$inferSelect;

async function runningRecord(db: TenantDb, ctx: ServiceContext, forUpdate = false) {
  const query = db
    .select()
    .from(timers)
    .where(and(eq(timers.orgId, ctx.orgId), eq(timers.userId, ctx.user.id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function currentTimer(ctx: ServiceContext): Promise<RunningTimer | null> {
  const [row] = await ctx.db
    .select({
      taskId: timers.taskId,
      startedAt: timers.startedAt,
      client: clients.name,
      task: tasks.task,
      subTask: tasks.subTask,
    })
    .from(timers)
    .innerJoin(tasks, eq(tasks.id, timers.taskId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(eq(timers.orgId, ctx.orgId), eq(timers.userId, ctx.user.id)));
  if (!row) return null;
  return {
    taskId: row.taskId,
    client: row.client,
    task: row.task,
    subTask: row.subTask,
    startedAt: row.startedAt.toISOString(),
    startedOn: todayIn(await practiceTimeZone(ctx), row.startedAt),
  };
}

/** The entries a stop writes, by date; throws the past-midnight question when no choice came. */
function entriesFor(timeZone: string, timer: TimerRecord, now: Date, body: TimerStopBody) {
  const days = secondsByDate(timeZone, timer.startedAt, now);
  const startedOn = days[0]?.date as string;
  const seconds = days.reduce((sum, d) => sum + d.seconds, 0);
  if (body.choice === 'discard') return [];
  if (days.length === 1) return [{ date: startedOn, minutes: roundedMinutes(seconds) }];
  switch (body.choice) {
    case 'split':
      return days.map((d) => ({ date: d.date, minutes: roundedMinutes(d.seconds) }));
    case 'startDay': {
      const minutes = roundedMinutes(seconds);
      if (minutes > 1440)
        throw new Invalid(TIMER_MESSAGES.dayTooLong, [
          { field: 'choice', message: TIMER_MESSAGES.dayTooLong },
        ]);
      return [{ date: startedOn, minutes }];
    }
    case 'minutes':
      if (body.minutes === undefined)
        throw new Invalid(TIMER_MESSAGES.minutesRequired, [
          { field: 'minutes', message: TIMER_MESSAGES.minutesRequired },
        ]);
      return [{ date: startedOn, minutes: body.minutes }];
    default: {
      const question: TimerQuestion = {
        startedOn,
        stoppedOn: days[days.length - 1]?.date as string,
        totalMinutes: roundedMinutes(seconds),
        split: days.map((d) => ({ date: d.date, minutes: roundedMinutes(d.seconds) })),
      };
      throw new Conflict(TIMER_MESSAGES.pastMidnight, { question });
    }
  }
}

/** Books a timer's time and removes it, inside `tx`. */
async function finish(
  ctx: ServiceContext,
  tx: TenantDb,
  timer: TimerRecord,
  now: Date,
  body: TimerStopBody,
): Promise<TimerStopped> {
  const entries = entriesFor(await practiceTimeZone({ ...ctx, db: tx }), timer, now, body).filter(
    (e) => e.minutes > 0,
  );
  if (entries.length) {
    // A day approved while the timer ran takes no more time; the answer says so, so the person
    // can discard it rather than watch a clock that can never stop.
    for (const entry of entries)
      if (await dayIsApproved(tx, ctx.user.id, entry.date))
        throw new Conflict(TIMER_MESSAGES.stopLocked, { locked: true });
    // The person may have lost the right to log time on it meanwhile; discarding stays open.
    const task = await loadTask(tx, ctx.orgId, timer.taskId, true);
    if (!taskRights(ctx.user, task).editStatus) throw new Forbidden();
    for (const entry of entries)
      await addTimeEntry(tx, {
        orgId: ctx.orgId,
        taskId: timer.taskId,
        userId: ctx.user.id,
        note: TIMER_NOTE,
        ...entry,
      });
  }
  await tx.delete(timers).where(and(eq(timers.orgId, ctx.orgId), eq(timers.id, timer.id)));
  return { taskId: timer.taskId, written: entries };
}

export async function stopTimer(ctx: ServiceContext, body: TimerStopBody, now: Date): Promise<TimerStopped> {
  return ctx.db.transaction(async (tx) => {
    const timer = await runningRecord(tx, ctx, true);
    if (!timer) throw new NotFound(TIMER_MESSAGES.none);
    return finish(ctx, tx, timer, now, body);
  });
}

export async function startTimer(
  ctx: ServiceContext,
  taskId: string,
  now: Date,
): Promise<{ timer: RunningTimer | null; stopped: TimerStopped | null }> {
  const stopped = await ctx.db.transaction(async (tx) => {
    const task = await loadTask(tx, ctx.orgId, taskId);
    const rights = taskRights(ctx.user, task);
    if (!rights.view) throw new NotFound('Task not found');
    if (!rights.editStatus) throw new Forbidden();
    const running = await runningRecord(tx, ctx, true);
    if (running?.taskId === taskId) return null;
    // A timer started on an approved day could only ever be discarded: refuse it up front.
    const today = todayIn(await practiceTimeZone({ ...ctx, db: tx }), now);
    if (await dayIsApproved(tx, ctx.user.id, today)) throw new Conflict(TIMER_MESSAGES.todayLocked);
    const done = running ? await finish(ctx, tx, running, now, {}) : null;
    // Two starts at once: the later one replaces the earlier rather than failing on the unique index.
    await tx
      .insert(timers)
      .values({ orgId: ctx.orgId, userId: ctx.user.id, taskId, startedAt: now })
      .onConflictDoUpdate({ target: [timers.orgId, timers.userId], set: { taskId, startedAt: now } });
    return done;
  });
  return { timer: await currentTimer(ctx), stopped };
}

// Who may approve, return or reopen a person's day: an Admin, or that person's team leader — one
// who leads a live task allotted to them or a task they logged time on that day. Nobody acts on
// their own day (a Team Leader's day goes to an Admin).
import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { dayEnds, tasks, timeEntries } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';

/** Day ends whose person the caller leads (no narrowing for an Admin); own days excluded. */
export function reachableDays(ctx: ServiceContext): SQL {
  const notOwn = sql`${dayEnds.userId} <> ${ctx.user.id}`;
  if (ctx.user.role === 'ADMIN') return notOwn;
  if (ctx.user.role !== 'TEAM_LEADER') return sql`false`;
  return sql`${notOwn} and (
    exists (select 1 from ${tasks} where ${tasks.orgId} = ${ctx.orgId}
      and ${tasks.teamLeader} = ${ctx.user.id} and ${tasks.allottedTo} = ${dayEnds.userId}
      and ${tasks.deletedAt} is null)
    or exists (select 1 from ${timeEntries} join ${tasks} on ${tasks.id} = ${timeEntries.taskId}
      where ${timeEntries.orgId} = ${ctx.orgId} and ${timeEntries.userId} = ${dayEnds.userId}
      and ${timeEntries.date} = ${dayEnds.date} and ${tasks.teamLeader} = ${ctx.user.id}))`;
}

/** Members never decide days; anyone deciding their own is told who does. */
export function assertMayDecide(ctx: ServiceContext, dayOwners: string[]): void {
  if (ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
  if (dayOwners.includes(ctx.user.id)) throw new Forbidden(DAY_END_MESSAGES.ownDay);
}

// Who may approve, return or reopen a person's day: an Admin, or that person's team leader — one
// who leads a live task allotted to them or a task they logged time on that day. Nobody acts on
// their own day (a Team Leader's day goes to an Admin, an Admin's to another active Admin), except
// a practice's only active Admin, whose days nobody else could ever decide.
import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { dayEnds, tasks, timeEntries, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';

/** The practice's active Admins other than the caller: those who decide an Admin's own day. */
const otherActiveAdmin = (ctx: ServiceContext) =>
  and(
    eq(users.orgId, ctx.orgId),
    eq(users.role, 'ADMIN'),
    eq(users.status, 'Active'),
    ne(users.id, ctx.user.id),
  );

/** Day ends whose person the caller leads (no narrowing for an Admin); own days excluded, but
 * for a practice's only active Admin. */
export function reachableDays(ctx: ServiceContext): SQL {
  const notOwn = sql`${dayEnds.userId} <> ${ctx.user.id}`;
  if (ctx.user.role === 'ADMIN')
    return sql`(${notOwn} or not exists (select 1 from ${users} where ${otherActiveAdmin(ctx)}))`;
  if (ctx.user.role !== 'TEAM_LEADER') return sql`false`;
  return sql`${notOwn} and (
    exists (select 1 from ${tasks} where ${tasks.orgId} = ${ctx.orgId}
      and ${tasks.teamLeader} = ${ctx.user.id} and ${tasks.allottedTo} = ${dayEnds.userId}
      and ${tasks.deletedAt} is null)
    or exists (select 1 from ${timeEntries} join ${tasks} on ${tasks.id} = ${timeEntries.taskId}
      where ${timeEntries.orgId} = ${ctx.orgId} and ${timeEntries.userId} = ${dayEnds.userId}
      and ${timeEntries.date} = ${dayEnds.date} and ${tasks.teamLeader} = ${ctx.user.id}))`;
}

/** Members never decide days; anyone deciding their own is told who does, unless they are the
 * practice's only active Admin. */
export async function assertMayDecide(ctx: ServiceContext, db: TenantDb, dayOwners: string[]): Promise<void> {
  if (ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
  if (!dayOwners.includes(ctx.user.id)) return;
  if (ctx.user.role === 'ADMIN') {
    const [other] = await db.select({ id: users.id }).from(users).where(otherActiveAdmin(ctx)).limit(1);
    if (!other) return;
  }
  throw new Forbidden(DAY_END_MESSAGES.ownDay);
}

// Whose timesheet the caller may open: their own; an Admin anyone's in the practice; a Team
// Leader a person allotted a task they lead (their team, DESIGN.md §3). A Team Member only theirs.
import { TIMESHEET_MESSAGES } from '@practice-desk/contracts';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, NotFound } from '../../lib/errors';
import { liveTask } from '../tasks/live';

export interface TimesheetPerson {
  id: string;
  name: string;
  own: boolean;
}

export async function timesheetPerson(ctx: ServiceContext, userId?: string): Promise<TimesheetPerson> {
  const id = userId ?? ctx.user.id;
  const [person] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), eq(users.id, id)));
  if (!person) throw new NotFound('User not found');
  const own = id === ctx.user.id;
  if (own || ctx.user.role === 'ADMIN') return { ...person, own };
  if (ctx.user.role === 'TEAM_LEADER') {
    const [led] = await ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.orgId, ctx.orgId),
          eq(tasks.teamLeader, ctx.user.id),
          eq(tasks.allottedTo, id),
          liveTask(),
        ),
      )
      .limit(1);
    if (led) return { ...person, own };
  }
  throw new Forbidden(TIMESHEET_MESSAGES.notYourTeam);
}

/** Whether the caller may write this person's time on a task: their own time where they may log
 * time (editStatus); someone else's only on a task whose every field they may edit (an Admin, or
 * the task's team leader correcting their team's time). */
export function mayWriteTime(rights: { editAll: boolean; editStatus: boolean }, own: boolean): boolean {
  return own ? rights.editStatus : rights.editAll;
}

/** The people whose timesheet the caller may open, by name: the picker's list. */
export async function timesheetPeople(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  const person = { id: users.id, name: users.name };
  if (ctx.user.role === 'ADMIN')
    return ctx.db
      .select(person)
      .from(users)
      .where(and(eq(users.orgId, ctx.orgId), ne(users.status, 'Inactive')))
      .orderBy(asc(users.name));
  if (ctx.user.role === 'TEAM_MEMBER') return [{ id: ctx.user.id, name: ctx.user.name }];
  const team = ctx.db
    .selectDistinct({ id: tasks.allottedTo })
    .from(tasks)
    .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.teamLeader, ctx.user.id), liveTask()));
  return ctx.db
    .select(person)
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), or(eq(users.id, ctx.user.id), inArray(users.id, team))))
    .orderBy(asc(users.name));
}

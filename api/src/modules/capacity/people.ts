// Whose capacity the caller may see (DESIGN.md §3): an Admin everyone in the practice, or one
// team; a Team Leader their team (themselves and the people allotted tasks they lead); a Team
// Member only themselves. A team is named by its leader's id.
import { CAPACITY_MESSAGES } from '@practice-desk/contracts';
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';
import { liveTask } from '../tasks/live';

export interface CapacityPerson {
  id: string;
  name: string;
  workingWeek: number[] | null;
}

const person = { id: users.id, name: users.name, workingWeek: users.workingWeek };

function teamOf(ctx: ServiceContext, leaderId: string): SQL {
  const team = ctx.db
    .selectDistinct({ id: tasks.allottedTo })
    .from(tasks)
    .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.teamLeader, leaderId), liveTask()));
  return or(eq(users.id, leaderId), inArray(users.id, team)) as SQL;
}

export async function capacityPeople(ctx: ServiceContext, teamId?: string): Promise<CapacityPerson[]> {
  if (ctx.user.role === 'TEAM_MEMBER') {
    if (teamId) throw new Forbidden(CAPACITY_MESSAGES.notYourTeam);
    return ctx.db.select(person).from(users).where(eq(users.id, ctx.user.id));
  }
  if (ctx.user.role === 'TEAM_LEADER' && teamId && teamId !== ctx.user.id)
    throw new Forbidden(CAPACITY_MESSAGES.notYourTeam);
  const leader = ctx.user.role === 'TEAM_LEADER' ? ctx.user.id : teamId;
  return ctx.db
    .select(person)
    .from(users)
    .where(
      and(eq(users.orgId, ctx.orgId), ne(users.status, 'Inactive'), leader ? teamOf(ctx, leader) : undefined),
    )
    .orderBy(asc(users.name));
}

/** The teams the caller may pick: an Admin every Team Leader's, a Team Leader their own. */
export async function capacityTeams(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  if (ctx.user.role === 'TEAM_MEMBER') return [];
  if (ctx.user.role === 'TEAM_LEADER') return [{ id: ctx.user.id, name: ctx.user.name }];
  return ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), eq(users.role, 'TEAM_LEADER'), ne(users.status, 'Inactive')))
    .orderBy(asc(users.name));
}

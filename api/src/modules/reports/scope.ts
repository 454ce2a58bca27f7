// Whose work a report covers (DESIGN.md §3): an Admin the whole practice, a Team Leader the tasks
// they lead, a Team Member the tasks allotted to them.
import { and, eq, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';

export function reportScope(ctx: ServiceContext): SQL {
  const inPractice = eq(tasks.orgId, ctx.orgId);
  switch (ctx.user.role) {
    case 'ADMIN':
      return inPractice;
    case 'TEAM_LEADER':
      return and(inPractice, eq(tasks.teamLeader, ctx.user.id)) as SQL;
    case 'TEAM_MEMBER':
      return and(inPractice, eq(tasks.allottedTo, ctx.user.id)) as SQL;
  }
}

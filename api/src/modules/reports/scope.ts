// Whose work a report covers (DESIGN.md §3): an Admin the whole practice, a Team Leader the tasks
// they lead, a Team Member the tasks allotted to them; never a task in the Trash.
import { and, eq, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { liveTask } from '../tasks/live';

export function reportScope(ctx: ServiceContext): SQL {
  // Tasks in the Trash are no one's work.
  const inPractice = and(eq(tasks.orgId, ctx.orgId), liveTask()) as SQL;
  switch (ctx.user.role) {
    case 'ADMIN':
      return inPractice;
    case 'TEAM_LEADER':
      return and(inPractice, eq(tasks.teamLeader, ctx.user.id)) as SQL;
    case 'TEAM_MEMBER':
      return and(inPractice, eq(tasks.allottedTo, ctx.user.id)) as SQL;
  }
}

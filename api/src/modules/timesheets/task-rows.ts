// What the week and the task picker read of a task: the row's names and the people whose rights
// decide whether the caller may write time on it; and what counts as an open task.
import { CLOSED_STATUS_KEYS } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { clients, statuses, tasks } from '../../db/schema';

/** Select these from tasks joined to statuses (inner) and clients (left). */
export const taskRowColumns = {
  taskId: tasks.id,
  client: clients.name,
  task: tasks.task,
  subTask: tasks.subTask,
  allottedTo: tasks.allottedTo,
  teamLeader: tasks.teamLeader,
  helpRequiredUser: tasks.helpRequiredUser,
  createdBy: tasks.createdBy,
};

/** The task's status is not a closed one (Completed, Archived and the like). */
export const notClosed = sql`coalesce(${statuses.systemKey}, '') not in (${sql.join(
  CLOSED_STATUS_KEYS.map((key) => sql`${key}`),
  sql`, `,
)})`;

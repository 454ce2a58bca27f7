// Task-level rights of DESIGN.md §3, one function used by the API (enforcing) and the grid (mirroring).
import type { Role } from './roles';

export interface TaskPeople {
  allottedTo: string | null;
  teamLeader: string | null;
  helpRequiredUser: string | null;
  createdBy: string | null;
}

export interface TaskRights {
  /** See the task at all (otherwise it does not exist for this person). */
  view: boolean;
  /** Change any field: client, task, sub-task, ET, people, priority, due date, frequency. */
  editAll: boolean;
  /** Change status, log time (TT) and comment. */
  editStatus: boolean;
  delete: boolean;
}

/** Fields a person with only `editStatus` may change. */
export const STATUS_LEVEL_FIELDS = ['status', 'helpRequiredUser', 'tt'] as const;

export function taskRights(user: { id: string; role: Role }, task: TaskPeople): TaskRights {
  if (user.role === 'ADMIN') return { view: true, editAll: true, editStatus: true, delete: true };
  const leads = task.teamLeader === user.id;
  const allotted = task.allottedTo === user.id;
  const helping = task.helpRequiredUser === user.id;
  const created = task.createdBy === user.id;
  if (user.role === 'TEAM_LEADER') {
    // A Team Leader acts on the tasks they lead (DESIGN §3); one allotted a task of another
    // leader's team sees it in My Tasks but leaves its status to that team. Being asked for help
    // is the exception every role shares: the colleague asked answers through the status.
    return {
      view: leads || allotted || helping || created,
      editAll: leads,
      editStatus: leads || helping,
      delete: false,
    };
  }
  return {
    view: allotted || helping || created || leads,
    editAll: created,
    editStatus: created || allotted || helping,
    delete: false,
  };
}

// What an unsaved row sends: its create body, and what changed while that create was in flight.
import type { TaskRow } from '@practice-desk/contracts';
import type { TaskPatch } from '../api/tasks-api';
import type { DraftRow } from './new-rows-store';

/** The create body for an unsaved row: its defaults plus everything entered so far. */
export function createBody(row: DraftRow): TaskPatch {
  return {
    client: row.client?.id ?? null,
    task: row.task,
    subTask: row.subTask,
    et: row.et,
    tt: row.tt,
    allottedTo: row.allottedTo?.id ?? null,
    teamLeader: row.teamLeader?.id ?? null,
    priority: row.priority,
    status: row.status,
    helpRequiredUser: row.helpRequiredUser?.id ?? null,
    dueDate: row.dueDate,
    frequency: row.frequency,
  };
}

const FIELDS: (keyof TaskPatch)[] = [
  'client',
  'task',
  'subTask',
  'et',
  'allottedTo',
  'teamLeader',
  'priority',
  'status',
  'helpRequiredUser',
  'dueDate',
  'frequency',
];

/** What was entered on an unsaved row while its create was in flight. */
export function laterChanges(local: DraftRow, saved: TaskRow): TaskPatch {
  const want = createBody(local);
  const have = createBody({ ...local, ...saved });
  const patch: TaskPatch = {};
  for (const key of FIELDS) {
    if (want[key] !== have[key]) Object.assign(patch, { [key]: want[key] });
  }
  return patch;
}

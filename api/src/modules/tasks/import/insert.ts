// Writes imported tasks and their time entries many rows to a statement: each chunk travels as one
// JSON parameter expanded by jsonb_to_recordset, so 50,000 rows are a few dozen statements
// instead of 50,000 (or a million bound parameters).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantDb } from '../../../db/scoped';
import { assertDayOpen } from '../../day-ends/lock';
import type { ImportValues } from './rows';

/** Rows a statement, and a transaction: short enough that on the embedded database (one statement
 * at a time) others' requests wait for at most one chunk, and each chunk's objects are
 * short-lived, so a 50,000-row commit leaves little garbage (scripts/bench/import.ts). */
export const INSERT_CHUNK = 250;

export interface TaskToInsert {
  values: ImportValues;
  clientId: string;
  finished: boolean;
}

export interface InsertContext {
  orgId: string;
  userId: string;
  batchId: string;
  today: string;
  /** The batch's own moment: every row it writes is created then, in whichever chunk. */
  at: Date;
}

/** Inserts one chunk; answers the new ids in the chunk's order (made here, so no RETURNING order
 * has to be trusted). */
export async function insertTaskChunk(
  tx: TenantDb,
  at: InsertContext,
  chunk: TaskToInsert[],
): Promise<string[]> {
  const ids = chunk.map(() => randomUUID());
  const rows = chunk.map(({ values: t, clientId, finished }, i) => ({
    id: ids[i],
    client_id: clientId,
    task: t.task,
    sub_task: t.subTask,
    et: t.et,
    tt: t.tt,
    allotted_to: t.allottedTo,
    team_leader: t.teamLeader,
    priority_id: t.priorityId,
    status_id: t.statusId,
    due_date: t.dueDate,
    frequency: t.frequency,
    remarks: t.remarks,
    finished,
  }));
  await tx.execute(sql`
    insert into tasks (id, org_id, client_id, task, sub_task, et, tt, last_worked_on, allotted_to,
      team_leader, created_by, priority_id, status_id, due_date, frequency, remarks, completed_at,
      import_batch_id, created_at, updated_at, budget_alerted)
    select x.id, ${at.orgId}::uuid, x.client_id, x.task, x.sub_task, x.et, x.tt,
      case when x.tt > 0 then ${at.today}::date end, x.allotted_to, x.team_leader, ${at.userId}::uuid,
      x.priority_id, x.status_id, x.due_date, x.frequency, x.remarks,
      case when x.finished then ${at.at.toISOString()}::timestamptz end, ${at.batchId}::uuid,
      ${at.at.toISOString()}::timestamptz, ${at.at.toISOString()}::timestamptz,
      -- time brought in with the task is not news: its budget thresholds count as told
      pd_budget_level(x.tt, x.et)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, client_id uuid, task text,
      sub_task text, et integer, tt integer, allotted_to uuid, team_leader uuid, priority_id uuid,
      status_id uuid, due_date date, frequency text, remarks text, finished boolean)`);
  return ids;
}

/** The importer's time entry of today for each task imported with time taken. */
export async function insertTimeEntryChunk(
  tx: TenantDb,
  at: InsertContext,
  chunk: { taskId: string; minutes: number }[],
): Promise<void> {
  if (chunk.length === 0) return;
  await assertDayOpen(tx, at.userId, at.today);
  const rows = chunk.map((e) => ({ task_id: e.taskId, minutes: e.minutes }));
  await tx.execute(sql`
    insert into time_entries (org_id, task_id, user_id, date, minutes, created_at)
    select ${at.orgId}::uuid, x.task_id, ${at.userId}::uuid, ${at.today}::date, x.minutes,
      ${at.at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(task_id uuid, minutes integer)`);
}

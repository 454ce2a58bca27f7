// An obligation made into work: the task (client, the obligation's title, due date, assignee, ET)
// and its compliance item, written many at a time. The item's unique key (client, form, period,
// director) decides: a task whose item another run wrote first is taken back in the same
// transaction, so two runs at once create each obligation once.
import { randomUUID } from 'node:crypto';
import type { Obligation } from '@practice-desk/contracts';
import { inArray, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { insertNotifications, type NewNotification } from '../notifications/queries';
import type { Extension } from './extensions';

/** The rows of one task and its item, ready to write. */
export interface PlannedTask {
  taskId: string;
  clientId: string;
  clientName: string;
  code: string;
  period: string;
  directorDin: string;
  title: string;
  dueDate: string;
  originalDueDate: string;
  extensionNote: string | null;
  et: number;
  allottedTo: string | null;
  teamLeader: string | null;
}

export interface ClientForGeneration {
  id: string;
  name: string;
  allottedTo: string | null;
  teamLeader: string | null;
}

export function planTask(
  client: ClientForGeneration,
  obligation: Obligation,
  extension: Extension | undefined,
  et: number,
): PlannedTask {
  return {
    taskId: randomUUID(),
    clientId: client.id,
    clientName: client.name,
    code: obligation.code,
    period: obligation.period,
    directorDin: obligation.directorDin ?? '',
    title: obligation.title,
    dueDate: extension?.dueDate ?? obligation.dueDate,
    originalDueDate: obligation.dueDate,
    extensionNote: extension?.note ?? null,
    et,
    allottedTo: client.allottedTo,
    teamLeader: client.teamLeader,
  };
}

/** The order every run writes items in, so two runs wait on each other instead of deadlocking. */
export function byItemKey(a: PlannedTask, b: PlannedTask): number {
  return (
    a.clientId.localeCompare(b.clientId) ||
    a.code.localeCompare(b.code) ||
    a.period.localeCompare(b.period) ||
    a.directorDin.localeCompare(b.directorDin)
  );
}

export const WRITE_CHUNK = 5000;

export interface TaskDefaults {
  createdBy: string;
  statusId: string;
  priorityId: string;
}

/** The rows a RETURNING answers, whichever driver ran the statement. */
function returned<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Writes one chunk (already in `byItemKey` order) inside `tx`: every task, then every item with ON
 * CONFLICT DO NOTHING; tasks whose item was already there are deleted again. Answers the planned
 * tasks actually created. Raw SQL (one JSON parameter per statement), so it names the practice.
 */
export async function writePlannedChunk(
  tx: TenantDb,
  defaults: TaskDefaults,
  chunk: PlannedTask[],
): Promise<PlannedTask[]> {
  if (chunk.length === 0) return [];
  const rows = JSON.stringify(
    chunk.map((p, n) => ({
      n,
      task_id: p.taskId,
      client_id: p.clientId,
      code: p.code,
      period: p.period,
      director_din: p.directorDin,
      title: p.title,
      due_date: p.dueDate,
      original_due_date: p.originalDueDate,
      extension_note: p.extensionNote,
      et: p.et,
      allotted_to: p.allottedTo,
      team_leader: p.teamLeader,
    })),
  );
  const recordset = sql`jsonb_to_recordset(${rows}::jsonb) as x(n integer, task_id uuid, client_id uuid,
    code text, period text, director_din text, title text, due_date date, original_due_date date,
    extension_note text, et integer, allotted_to uuid, team_leader uuid)`;
  await tx.execute(sql`
    insert into tasks (id, org_id, client_id, task, sub_task, et, allotted_to, team_leader, created_by,
      priority_id, status_id, due_date, frequency)
    select x.task_id, ${tx.orgId}::uuid, x.client_id, x.title, '', x.et, x.allotted_to, x.team_leader,
      ${defaults.createdBy}::uuid, ${defaults.priorityId}::uuid, ${defaults.statusId}::uuid, x.due_date, 'None'
    from ${recordset}`);
  const written = returned<{ task_id: string }>(
    await tx.execute(sql`
      insert into compliance_items (org_id, client_id, task_id, code, period, director_din, title,
        due_date, original_due_date, extension_note)
      select ${tx.orgId}::uuid, x.client_id, x.task_id, x.code, x.period, x.director_din, x.title,
        x.due_date, x.original_due_date, x.extension_note
      from ${recordset} order by x.n
      on conflict (client_id, code, period, director_din) do nothing
      returning task_id`),
  );
  if (written.length === chunk.length) return chunk;
  const kept = new Set(written.map((w) => w.task_id));
  const lost = chunk.filter((p) => !kept.has(p.taskId)).map((p) => p.taskId);
  await tx.delete(tasks).where(inArray(tasks.id, lost));
  return chunk.filter((p) => kept.has(p.taskId));
}

const label = (p: PlannedTask) => `${p.title} for ${p.clientName}`;

/** One notification per person and kind: the assignee of new tasks and their team leader; a single
 * task is named, several are counted. The person who ran the generation is not told. */
export async function notifyGenerated(ctx: ServiceContext, created: PlannedTask[]): Promise<void> {
  const rows: NewNotification[] = [];
  for (const [userId, mine] of groupBy(created, (p) => p.allottedTo)) {
    const [only] = mine;
    rows.push(
      mine.length === 1 && only
        ? {
            userId,
            type: 'task_allotted',
            title: 'Task allotted to you',
            message: `${label(only)} is allotted to you (compliance calendar)`,
            taskId: only.taskId,
          }
        : {
            userId,
            type: 'task_allotted',
            title: 'Tasks allotted to you',
            message: `${mine.length} compliance tasks are allotted to you`,
          },
    );
  }
  for (const [userId, led] of groupBy(created, (p) => p.teamLeader)) {
    const [only] = led;
    rows.push(
      led.length === 1 && only
        ? {
            userId,
            type: 'task_leader',
            title: 'You are team leader of a task',
            message: `You are team leader of ${label(only)} (compliance calendar)`,
            taskId: only.taskId,
          }
        : {
            userId,
            type: 'task_leader',
            title: 'You are team leader of new tasks',
            message: `${led.length} compliance tasks were added to your team`,
          },
    );
  }
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, rows);
}

function groupBy(planned: PlannedTask[], person: (p: PlannedTask) => string | null) {
  const groups = new Map<string, PlannedTask[]>();
  for (const p of planned) {
    const id = person(p);
    if (!id) continue;
    const group = groups.get(id);
    if (group) group.push(p);
    else groups.set(id, [p]);
  }
  return groups;
}

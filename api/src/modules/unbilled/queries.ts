// The SQL of the unbilled queue: finished work (Completed or Pending) of a client, live, on no
// invoice line and not written off, with what its suggested amount is made from.
import { FINISHED_STATUS_KEYS } from '@practice-desk/contracts';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  clients,
  clientTemplateFees,
  invoiceLines,
  invoiceSettings,
  statuses,
  tasks,
  taskTemplates,
  taskWriteOffs,
  users,
} from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { liveTask } from '../tasks/live';

/** Tasks awaiting a bill; `scope` narrows to a Team Leader's. */
export function unbilledWhere(scope?: SQL): SQL {
  return and(
    liveTask(),
    isNotNull(tasks.clientId),
    inArray(statuses.systemKey, [...FINISHED_STATUS_KEYS]),
    sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.taskId} = ${tasks.id})`,
    sql`not exists (select 1 from ${taskWriteOffs} where ${taskWriteOffs.taskId} = ${tasks.id})`,
    scope,
  ) as SQL;
}

export interface UnbilledRecord {
  id: string;
  task: string;
  subTask: string;
  et: number;
  tt: number;
  quotationPaise: number | null;
  completedAt: Date | null;
  updatedAt: Date;
  clientId: string;
  clientName: string;
  teamLeaderId: string | null;
  teamLeaderName: string | null;
  clientFeePaise: number | null;
}

/** The unbilled tasks matching `where`, oldest completion first; a task's template is the one of
 * the same name (tasks keep the template's name, not its id). */
export function selectUnbilled(db: TenantDb, where: SQL): Promise<UnbilledRecord[]> {
  return db
    .select({
      id: tasks.id,
      task: tasks.task,
      subTask: tasks.subTask,
      et: tasks.et,
      tt: tasks.tt,
      quotationPaise: tasks.quotationPaise,
      completedAt: tasks.completedAt,
      updatedAt: tasks.updatedAt,
      clientId: sql<string>`${clients.id}`,
      clientName: sql<string>`${clients.name}`,
      teamLeaderId: tasks.teamLeader,
      teamLeaderName: users.name,
      clientFeePaise: clientTemplateFees.feePaise,
    })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(users, eq(users.id, tasks.teamLeader))
    .leftJoin(taskTemplates, sql`lower(${taskTemplates.name}) = lower(${tasks.task})`)
    .leftJoin(
      clientTemplateFees,
      and(
        eq(clientTemplateFees.clientId, tasks.clientId),
        eq(clientTemplateFees.templateId, taskTemplates.id),
      ),
    )
    .where(where)
    .orderBy(asc(clients.name), asc(tasks.completedAt), asc(tasks.id));
}

export async function practiceHourlyRate(db: TenantDb): Promise<number | null> {
  const [row] = await db.select({ rate: invoiceSettings.hourlyRatePaise }).from(invoiceSettings);
  return row?.rate ?? null;
}

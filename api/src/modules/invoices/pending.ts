// The Pending Invoices tab: Pending tasks not yet on an invoice, and its Done button, which
// closes a task without invoicing it.
import {
  INVOICE_MESSAGES,
  moneyOf,
  type Pagination,
  type PendingInvoiceTask,
  pagination,
} from '@practice-desk/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { invoiceLines, statuses, tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { liveTask } from '../tasks/live';
import { findStatusByKey } from '../tasks/lookups';
import { selectTaskRows, type TaskRecord } from '../tasks/row';
import { teamTasks } from './scope';

/** Tasks awaiting an invoice: status Pending, not in the Trash and on no invoice line. */
function awaitingInvoice(orgId: string): SQL {
  return and(
    eq(tasks.orgId, orgId),
    liveTask(),
    eq(statuses.systemKey, 'PENDING'),
    sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.taskId} = ${tasks.id})`,
  ) as SQL;
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function toPendingTask(r: TaskRecord): PendingInvoiceTask {
  return {
    id: r.id,
    client: r.clientId ? { id: r.clientId, name: r.clientName ?? '' } : null,
    clientName: r.clientName ?? '',
    task: r.task,
    subTask: r.subTask,
    quotationAmount: r.quotationPaise === null ? null : moneyOf(r.quotationPaise),
    remarks: r.remarks,
    allottedTo: person(r.allottedTo, r.allottedToName),
    teamLeader: person(r.teamLeader, r.teamLeaderName),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listPendingTasks(
  ctx: ServiceContext,
  page: number,
  limit: number,
): Promise<{ tasks: PendingInvoiceTask[]; pagination: Pagination }> {
  const where = and(awaitingInvoice(ctx.orgId), teamTasks(ctx)) as SQL;
  const [rows, [total]] = await Promise.all([
    selectTaskRows(ctx.db)
      .where(where)
      .orderBy(desc(tasks.updatedAt), desc(tasks.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .where(where),
  ]);
  return { tasks: rows.map(toPendingTask), pagination: pagination(total?.n ?? 0, page, limit) };
}

/** Moves tasks to Archived (billed, or closed without a bill); call inside a transaction. */
export async function archiveTasks(tx: TenantDb, orgId: string, taskIds: string[]): Promise<void> {
  if (taskIds.length === 0) return;
  const archived = await findStatusByKey(tx, orgId, 'ARCHIVED');
  await tx
    .update(tasks)
    .set({ statusId: archived.id, helpRequiredUser: null, updatedAt: new Date() })
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, taskIds)));
}

/** The Done button of the Pending tab: the work is finished and will not be invoiced. */
export async function markPendingTaskDone(ctx: ServiceContext, taskId: string): Promise<PendingInvoiceTask> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.id, taskId), liveTask()))
      .for('update');
    if (!locked) throw new NotFound('Task not found');
    const [row] = await selectTaskRows(tx).where(and(awaitingInvoice(ctx.orgId), eq(tasks.id, taskId)));
    if (!row) {
      const [task] = await tx.select({ task: tasks.task }).from(tasks).where(eq(tasks.id, taskId));
      throw new Conflict(INVOICE_MESSAGES.notPending(task?.task ?? ''));
    }
    await archiveTasks(tx, ctx.orgId, [taskId]);
    return toPendingTask(row);
  });
}

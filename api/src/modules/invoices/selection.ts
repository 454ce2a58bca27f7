// The tasks a generation bills: locked for the transaction, each checked to be Pending, on no
// invoice yet, with a client and a quotation, then grouped by client. From the unbilled queue a
// Completed task is billable too, at the rate the queue gives.
import { INVOICE_MESSAGES, isFinishedStatus } from '@practice-desk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, invoiceLines, invoices, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Conflict, NotFound } from '../../lib/errors';
import { liveTask } from '../tasks/live';

export type ClientRecord = typeof clients.$inferSelect;

/** The unbilled queue's rate per task (paise), billed instead of the quotation. */
export type LineRates = Map<string, number>;

export interface BillableTask {
  id: string;
  task: string;
  subTask: string;
  quotationPaise: number;
  assigneeName: string | null;
}

export interface ClientBatch {
  client: ClientRecord;
  tasks: BillableTask[];
}

/**
 * Locks the tasks (in id order, so two generations never wait on each other in a circle), then
 * reads them afresh: a task a concurrent generation has just billed is seen billed here.
 */
export async function lockBillableTasks(
  tx: TenantDb,
  orgId: string,
  taskIds: string[],
  rates?: LineRates,
): Promise<ClientBatch[]> {
  const ids = [...new Set(taskIds)];
  const locked = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, ids), liveTask()))
    .orderBy(asc(tasks.id))
    .for('update');
  if (locked.length < ids.length) throw new NotFound('Task not found');

  const rows = await tx
    .select({
      id: tasks.id,
      task: tasks.task,
      subTask: tasks.subTask,
      quotationPaise: tasks.quotationPaise,
      statusKey: statuses.systemKey,
      assigneeName: users.name,
      client: clients,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .leftJoin(users, eq(users.id, tasks.allottedTo))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(invoiceLines, eq(invoiceLines.taskId, tasks.id))
    .leftJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, ids)));

  const batches = new Map<string, ClientBatch>();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new NotFound('Task not found');
    const name = row.subTask ? `${row.task} – ${row.subTask}` : row.task;
    // A draft has no number yet but holds its tasks all the same.
    if (row.invoiceId)
      throw new Conflict(
        row.invoiceNumber
          ? INVOICE_MESSAGES.alreadyInvoiced(name, row.invoiceNumber)
          : INVOICE_MESSAGES.alreadyOnDraft(name),
      );
    const billable = rates ? isFinishedStatus(row.statusKey) : row.statusKey === 'PENDING';
    if (!billable) throw new Conflict(INVOICE_MESSAGES.notPending(name));
    if (!row.client) throw new Conflict(INVOICE_MESSAGES.noClient(name));
    const ratePaise = rates ? (rates.get(row.id) ?? null) : row.quotationPaise;
    // A quotation of 0 is a real (free) quotation; only a missing one is refused.
    if (ratePaise === null) throw new Conflict(INVOICE_MESSAGES.noQuotation(name));
    const batch = batches.get(row.client.id) ?? { client: row.client, tasks: [] };
    batch.tasks.push({
      id: row.id,
      task: row.task,
      subTask: row.subTask,
      quotationPaise: ratePaise,
      assigneeName: row.assigneeName,
    });
    batches.set(row.client.id, batch);
  }
  return [...batches.values()];
}

export type MissingField = 'address' | 'gst';

/** What a client lacks for an invoice: an address always; a GSTIN or a state when GST applies. */
export function missingFieldsOf(client: ClientRecord, needsPlaceOfSupply: boolean): MissingField[] {
  const missing: MissingField[] = [];
  if (!client.address?.trim()) missing.push('address');
  if (needsPlaceOfSupply && !client.gstin && !client.stateCode) missing.push('gst');
  return missing;
}

// Which invoices and pending tasks a caller may reach: an Admin the whole practice; a Team Leader,
// as their reports are, their team's work — the tasks they lead and the invoices of clients with
// such tasks. Outside that, an invoice or task answers 404 as another practice's would.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { INVOICE_NOT_FOUND } from './invoice-row';

/** The tasks of the caller's team (undefined: no narrowing). */
export function teamTasks(ctx: ServiceContext): SQL | undefined {
  return ctx.user.role === 'ADMIN' ? undefined : eq(tasks.teamLeader, ctx.user.id);
}

/** The invoices of clients with tasks of the caller's team (undefined: no narrowing). */
export function teamInvoices(ctx: ServiceContext): SQL | undefined {
  if (ctx.user.role === 'ADMIN') return undefined;
  return sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${invoices.orgId} and ${tasks.clientId} = ${invoices.clientId} and ${tasks.teamLeader} = ${ctx.user.id})`;
}

export async function assertInvoiceInScope(ctx: ServiceContext, id: string): Promise<void> {
  const [found] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id), teamInvoices(ctx)));
  if (!found) throw new NotFound(INVOICE_NOT_FOUND);
}

/** Every task in `ids` is the caller's team's; 404 otherwise, as for an unknown task. */
export async function assertTasksInScope(ctx: ServiceContext, ids: string[]): Promise<void> {
  const scope = teamTasks(ctx);
  if (!scope || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.orgId, ctx.orgId), inArray(tasks.id, unique), scope));
  if (found.length < unique.length) throw new NotFound('Task not found');
}

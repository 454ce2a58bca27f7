// The audit trail's reads: the Admin's practice-wide log and a record's History, each behind the
// rights of who may see it. A deleted record keeps its history; only an Admin reads it then.
import {
  type AuditPage,
  type AuditQuery,
  type HistoryQuery,
  isLeaderRole,
  taskRights,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { auditLog, clients } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { practiceTimeZone } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { findInvoice } from '../invoices/invoice-row';
import { loadTask } from '../tasks/service';
import type { PracticeStyle } from './change-values';
import { describeEntries } from './describe';
import { type AuditFilters, readAuditPage } from './queries';

/** How the practice shows dates (its date format) and times (its time zone). */
export async function practiceStyle(ctx: ServiceContext): Promise<PracticeStyle> {
  const [timeZone, preferences] = await Promise.all([practiceTimeZone(ctx), readPreferences(ctx)]);
  return { timeZone, dateFormat: preferences.dateFormat };
}

async function page(
  ctx: ServiceContext,
  filters: Omit<AuditFilters, 'timeZone'>,
  query: { cursor?: string; limit: number },
): Promise<AuditPage> {
  const style = await practiceStyle(ctx);
  const { rows, nextCursor } = await readAuditPage(
    ctx.db,
    { ...filters, timeZone: style.timeZone },
    query.cursor,
    query.limit,
  );
  return { entries: await describeEntries(ctx.db, rows, style), nextCursor };
}

/** GET /audit (Admins). */
export async function auditLogPage(ctx: ServiceContext, query: AuditQuery): Promise<AuditPage> {
  const { cursor, limit, ...filters } = query;
  return page(ctx, filters, { cursor, limit });
}

export type HistoryOf = 'task' | 'client' | 'invoice';

/** Whether the caller may read the record's history: those who may see it; for a record that is
 * gone (deleted, in the Trash), an Admin. */
async function mayReadHistory(ctx: ServiceContext, of: HistoryOf, id: string): Promise<boolean> {
  // A record that is gone is known by its entries in this practice's trail.
  const isAdmin = async () =>
    ctx.user.role === 'ADMIN' &&
    (await ctx.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, id)).limit(1))
      .length > 0;
  const exists = async (check: () => Promise<unknown>) =>
    check().then(
      () => true,
      (err) => {
        if (err instanceof NotFound) return false;
        throw err;
      },
    );
  if (of === 'task') {
    let visible = false;
    const live = await exists(async () => {
      visible = taskRights(ctx.user, await loadTask(ctx.db, ctx.orgId, id)).view;
    });
    return live ? visible : isAdmin();
  }
  if (of === 'invoice') return (await exists(() => findInvoice(ctx.db, ctx.orgId, id))) || isAdmin();
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return Boolean(client) || isAdmin();
}

const NOT_FOUND: Record<HistoryOf, string> = {
  task: 'Task not found',
  client: 'Client not found',
  invoice: 'Invoice not found',
};

/** A record's History tab: its own entries and those of what belongs to it (a task's time
 * entries and comments, an invoice's lines and payments, a client's compliance profile). */
export async function recordHistory(
  ctx: ServiceContext,
  of: HistoryOf,
  id: string,
  query: HistoryQuery,
): Promise<AuditPage> {
  if (!(await mayReadHistory(ctx, of, id))) throw new NotFound(NOT_FOUND[of]);
  const leader = isLeaderRole(ctx.user.role);
  const history = await page(ctx, { recordId: id, hiddenEntities: leader ? [] : MONEY_ENTITIES }, query);
  if (ctx.user.role === 'ADMIN') return history;
  // Where and from which sign-in a change came is the Admin's to read, in History as in the log.
  return { ...history, entries: history.entries.map((e) => ({ ...e, ip: null, session: null })) };
}

/** The records of money a Team Member may not read (their routes answer 403), so their History
 * entries (amounts, modes, bank details) are not shown to them either. */
const MONEY_ENTITIES = ['advances', 'invoices', 'invoice_lines', 'payments', 'credit_notes'] as const;

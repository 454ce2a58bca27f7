// The counts on the client page's tabs (GET /clients/:id/summary), each read through the service
// that answers the tab itself, so a count never shows what its tab would refuse: a Team Member
// gets null for invoices, payments and unbilled work, a Team Leader null for the money of a client
// without tasks of their team.
import {
  type ClientSummary,
  financialYearRange,
  isClosedStatus,
  TaskListQuery,
} from '@practice-desk/contracts';
import { and, count, eq, or } from 'drizzle-orm';
import * as v from 'valibot';
import { auditLog } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { complianceCalendar } from '../compliance/calendar';
import { listClientInvoices } from '../invoices/list';
import { clientStatement } from '../receivables/statement';
import { listTasks, taskSetting } from '../tasks/list';
import { listUnbilled } from '../unbilled/queue';
import { getClientDetail } from './compliance-profile';

/** The scope a person reads a client's tasks in (as GET /clients/:id/tasks). */
export function clientTaskScope(ctx: ServiceContext) {
  return ctx.user.role === 'ADMIN' ? 'all' : ctx.user.role === 'TEAM_LEADER' ? 'team' : 'my';
}

/** The practice's statuses that are still open work (not Completed, Pending invoicing, Archived). */
export async function openStatusIds(ctx: ServiceContext): Promise<string[]> {
  const { lookups } = await taskSetting(ctx);
  return lookups.statuses.filter((s) => !isClosedStatus(s.systemKey)).map((s) => s.id);
}

/** A client's tasks as the caller may see them, open ones only when `open`. */
export async function clientTasks(
  ctx: ServiceContext,
  clientId: string,
  query: TaskListQuery,
  open: boolean,
) {
  const statusIn = open ? await openStatusIds(ctx) : undefined;
  return listTasks(ctx, {
    ...query,
    scope: clientTaskScope(ctx),
    client: [clientId],
    // No open status at all matches nothing, not everything.
    ...(statusIn ? { statusIn: statusIn.length ? statusIn : ['none'] } : {}),
  });
}

/** Counts and stats only: the first row is read and dropped. */
const oneRow = v.parse(TaskListQuery, { limit: '1' });

const orNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((err) => {
    if (err instanceof NotFound) return null;
    throw err;
  });

export async function clientSummary(ctx: ServiceContext, clientId: string): Promise<ClientSummary> {
  const detail = await getClientDetail(ctx, clientId);
  const leader = ctx.user.role !== 'TEAM_MEMBER';
  const today = await practiceToday(ctx);
  const year = financialYearRange(today);
  const [calendar, open, all, invoices, statement, unbilled, [history]] = await Promise.all([
    complianceCalendar(ctx, { from: year.from, to: year.to, clientId }),
    clientTasks(ctx, clientId, oneRow, true),
    clientTasks(ctx, clientId, oneRow, false),
    leader ? listClientInvoices(ctx, clientId, 1, 1) : null,
    leader ? orNull(clientStatement(ctx, clientId, { from: '2000-04-01', to: today })) : null,
    leader ? listUnbilled(ctx) : null,
    ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.orgId, ctx.orgId),
          or(eq(auditLog.entityId, clientId), eq(auditLog.parentId, clientId)),
        ),
      ),
  ]);
  const acknowledgements = calendar.items.filter((item) => item.hasAcknowledgement).length;
  return {
    contacts: detail.compliance?.contacts.length ?? 0,
    compliance: calendar.items.length,
    openTasks: open.pagination.total,
    timeMinutes: all.stats?.totalTt ?? 0,
    unbilled: unbilled
      ? (unbilled.clients.find((group) => group.client.id === clientId)?.tasks.length ?? 0)
      : null,
    invoices: invoices ? invoices.pagination.total : null,
    payments: statement
      ? statement.entries.filter((e) => e.kind !== 'invoice' && e.kind !== 'credit-note').length
      : null,
    history: (history?.n ?? 0) + acknowledgements,
  };
}

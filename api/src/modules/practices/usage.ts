// The practice's real usage for Profile › Plans & Billing: people who can sign in, active clients,
// tasks, and invoices of the current financial year (April to March, in the practice's time zone).
import { financialYearRange, type PracticeUsage } from '@practice-desk/contracts';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { clients, invoices, tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { liveTask } from '../tasks/live';

export async function practiceUsage(ctx: ServiceContext): Promise<PracticeUsage> {
  const financialYear = financialYearRange(await practiceToday(ctx));
  const { db, orgId } = ctx;
  const [[people], [clientCount], [taskCount], [invoiceCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.status, 'Active'))),
    db
      .select({ n: count() })
      .from(clients)
      .where(and(eq(clients.orgId, orgId), eq(clients.isActive, true))),
    db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.orgId, orgId), liveTask())),
    db
      .select({ n: count() })
      .from(invoices)
      .where(
        and(
          eq(invoices.orgId, orgId),
          gte(invoices.invoiceDate, financialYear.from),
          lte(invoices.invoiceDate, financialYear.to),
        ),
      ),
  ]);
  return {
    activeUsers: people?.n ?? 0,
    clients: clientCount?.n ?? 0,
    tasks: taskCount?.n ?? 0,
    invoicesThisYear: invoiceCount?.n ?? 0,
    financialYear,
  };
}

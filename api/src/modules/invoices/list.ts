// The Generated, Sent and Done tabs, one invoice, and a client's invoices: newest first.
import { type InvoiceRow, type InvoiceStatus, type Pagination, pagination } from '@practice-desk/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { findInvoice, invoiceRowsOf } from './invoice-row';
import { teamInvoices } from './scope';

const STATUS_OF_TAB: Record<'generated' | 'sent' | 'done', InvoiceStatus> = {
  generated: 'Generated',
  sent: 'Sent',
  done: 'Done',
};

async function listWhere(
  ctx: ServiceContext,
  where: SQL,
  page: number,
  limit: number,
): Promise<{ invoices: InvoiceRow[]; pagination: Pagination }> {
  const [records, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.sequence))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  return {
    invoices: await invoiceRowsOf(ctx.db, records, await practiceToday(ctx)),
    pagination: pagination(total?.n ?? 0, page, limit),
  };
}

export function listInvoices(
  ctx: ServiceContext,
  tab: keyof typeof STATUS_OF_TAB,
  page: number,
  limit: number,
) {
  const where = and(
    eq(invoices.orgId, ctx.orgId),
    eq(invoices.status, STATUS_OF_TAB[tab]),
    teamInvoices(ctx),
  ) as SQL;
  return listWhere(ctx, where, page, limit);
}

export function listClientInvoices(ctx: ServiceContext, clientId: string, page = 1, limit = 100) {
  const where = and(eq(invoices.orgId, ctx.orgId), eq(invoices.clientId, clientId), teamInvoices(ctx)) as SQL;
  return listWhere(ctx, where, page, limit);
}

export async function getInvoice(ctx: ServiceContext, id: string): Promise<InvoiceRow> {
  const [row] = await invoiceRowsOf(
    ctx.db,
    [await findInvoice(ctx.db, ctx.orgId, id)],
    await practiceToday(ctx),
  );
  if (!row) throw new Error('invoice row missing');
  return row;
}

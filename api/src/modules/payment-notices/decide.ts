// Staff decide a payment notice: Confirm records a real payment through the invoices' payment
// service (its rules, receipt number and notifications; TDS when the client paid short), Reject
// keeps it as not confirmed with the reason the contact reads in the portal. Only a pending notice
// is decided, once; a Team Leader decides those of their team's invoices, as they record payments.
import {
  PORTAL_MONEY_MESSAGES as MESSAGES,
  type PaymentBody,
  type PaymentNoticeRow,
} from '@practice-desk/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { paymentNotices } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { recordPayment } from '../invoices/payments';
import { assertInvoiceInScope, teamInvoices } from '../invoices/scope';
import { noticeRows } from './rows';

/** The notice, locked, when it is pending and the caller may decide it. */
async function pendingNotice(ctx: ServiceContext, tx: TenantDb, id: string) {
  const [notice] = await tx.select().from(paymentNotices).where(eq(paymentNotices.id, id)).for('update');
  if (!notice) throw new NotFound(MESSAGES.noticeNotFound);
  await assertInvoiceInScope({ ...ctx, db: tx }, notice.invoiceId).catch(() => {
    throw new NotFound(MESSAGES.noticeNotFound);
  });
  if (notice.status !== 'pending') throw new Conflict(MESSAGES.notPending);
  return notice;
}

async function noticeRow(db: TenantDb, id: string): Promise<PaymentNoticeRow> {
  const [row] = await noticeRows(db, eq(paymentNotices.id, id));
  if (!row) throw new NotFound(MESSAGES.noticeNotFound);
  return row;
}

export async function confirmNotice(ctx: ServiceContext, id: string, body: PaymentBody) {
  const now = ctx.now ?? new Date();
  const paid = await ctx.db.transaction(async (tx) => {
    const notice = await pendingNotice(ctx, tx, id);
    const paid = await recordPayment({ ...ctx, db: tx }, notice.invoiceId, body);
    await tx
      .update(paymentNotices)
      .set({
        status: 'confirmed',
        decidedBy: ctx.user.id,
        decidedAt: now,
        paymentId: paid.paymentId,
        updatedAt: now,
      })
      .where(eq(paymentNotices.id, id));
    return paid;
  });
  return { notice: await noticeRow(ctx.db, id), invoice: paid.invoice, completed: paid.completed };
}

export async function rejectNotice(ctx: ServiceContext, id: string, reason: string) {
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    await pendingNotice(ctx, tx, id);
    await tx
      .update(paymentNotices)
      .set({
        status: 'rejected',
        rejectReason: reason,
        decidedBy: ctx.user.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(paymentNotices.id, id));
  });
  return noticeRow(ctx.db, id);
}

/** The notices the caller may see: of the practice (a Team Leader: their team's invoices), one
 * client's or one invoice's, of one status or all. */
export function listNotices(
  ctx: ServiceContext,
  filter: { status?: PaymentNoticeRow['status']; clientId?: string; invoiceId?: string },
) {
  const where = and(
    filter.status ? eq(paymentNotices.status, filter.status) : undefined,
    filter.clientId ? eq(paymentNotices.clientId, filter.clientId) : undefined,
    filter.invoiceId ? eq(paymentNotices.invoiceId, filter.invoiceId) : undefined,
    teamInvoices(ctx),
  ) as SQL | undefined;
  return noticeRows(ctx.db, where);
}

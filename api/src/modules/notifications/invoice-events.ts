// Notifications raised by invoices: sent to the client, or paid. They go to the practice's Admins
// and to the Team Leaders whose team works for the client (who invoice it), never to the person
// who did it.
import { formatIndianPaise, settlementBalancePaise } from '@practice-desk/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { invoices, tasks, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { insertNotifications } from './queries';

export type InvoiceEvent =
  | { event: 'sent'; invoiceId: string; to: string }
  | { event: 'paid'; invoiceId: string; amountPaise: number; paidInFull: boolean };

const rupees = (paise: number) => `₹${formatIndianPaise(paise)}`;

/** Call inside the transaction of the send or the payment, after its own writes. */
export async function notifyInvoiceEvent(ctx: ServiceContext, happened: InvoiceEvent): Promise<void> {
  const [invoice] = await ctx.db
    .select({
      number: invoices.invoiceNumber,
      billedTo: invoices.billedTo,
      totalPaise: invoices.totalPaise,
      paidPaise: invoices.paidPaise,
      tdsPaise: invoices.tdsPaise,
      creditedPaise: invoices.creditedPaise,
      clientId: invoices.clientId,
    })
    .from(invoices)
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, happened.invoiceId)));
  if (!invoice) return;
  const people = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, ctx.orgId),
        eq(users.status, 'Active'),
        or(
          eq(users.role, 'ADMIN'),
          and(
            eq(users.role, 'TEAM_LEADER'),
            sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${ctx.orgId} and ${tasks.clientId} = ${invoice.clientId} and ${tasks.teamLeader} = ${users.id})`,
          ),
        ),
      ),
    );
  const client = invoice.billedTo.name;
  const actor = ctx.user.name;
  const { type, title, message } =
    happened.event === 'sent'
      ? {
          type: 'invoice_sent' as const,
          title: `Invoice ${invoice.number} sent`,
          message: `${actor} sent invoice ${invoice.number} (${rupees(invoice.totalPaise)}) to ${client} at ${happened.to}`,
        }
      : {
          type: 'invoice_paid' as const,
          title: happened.paidInFull ? `Invoice ${invoice.number} paid` : `Payment for ${invoice.number}`,
          message: happened.paidInFull
            ? `${actor} recorded ${rupees(happened.amountPaise)} from ${client}: invoice ${invoice.number} is paid in full`
            : `${actor} recorded ${rupees(happened.amountPaise)} from ${client}; ${rupees(settlementBalancePaise(invoice))} is still due`,
        };
  await insertNotifications(
    ctx.db,
    ctx.orgId,
    ctx.user.id,
    people.map((p) => ({ userId: p.id, type, title, message })),
  );
}

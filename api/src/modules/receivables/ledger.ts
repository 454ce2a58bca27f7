// The clients' ledger: every dated entry that moves what a client owes, as one union read by the
// ageing report and the statement of account. An issued invoice is a debit; a credit note and a
// payment are credits against their invoice. Generated (draft) invoices are not issued, so they
// owe nothing, and nothing recorded against a draft counts either.
//
// Further sources (TDS deducted on a payment, an advance adjusted against an invoice) are one more
// `ctx.db.select(...)` arm in `ledgerArms` with the same columns: ageing and statements follow.
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { creditNotes, invoices, payments } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { teamInvoices } from '../invoices/scope';

/** The order of entries on one day: the invoice first, then what settles it. */
export const KIND_ORDER = { invoice: 0, 'credit-note': 1, payment: 2 } as const;

/** Issued invoices of the practice the caller may see (a Team Leader: their team's clients). */
function issued(ctx: ServiceContext, where?: SQL): SQL {
  return and(
    eq(invoices.orgId, ctx.orgId),
    ne(invoices.status, 'Generated'),
    teamInvoices(ctx),
    where,
  ) as SQL;
}

/** Each arm: invoice, client, entry date, kind, reference, debit and credit in paise, and when it
 * was recorded (to order entries of one day). */
function ledgerArms(ctx: ServiceContext, where?: SQL) {
  const invoiceArm = ctx.db
    .select({
      invoiceId: sql<string>`${invoices.id}`.as('invoice_id'),
      clientId: sql<string>`${invoices.clientId}`.as('client_id'),
      invoiceNumber: sql<string>`${invoices.invoiceNumber}`.as('invoice_number'),
      invoiceDate: sql<string>`${invoices.invoiceDate}`.as('invoice_date'),
      date: sql<string>`${invoices.invoiceDate}`.as('entry_date'),
      kind: sql<string>`'invoice'`.as('kind'),
      kindOrder: sql<number>`${KIND_ORDER.invoice}::int`.as('kind_order'),
      reference: sql<string>`${invoices.invoiceNumber}`.as('reference'),
      debit: sql<number>`${invoices.totalPaise}::bigint`.as('debit'),
      credit: sql<number>`0::bigint`.as('credit'),
      recordedAt: sql<Date>`${invoices.createdAt}`.as('recorded_at'),
    })
    .from(invoices)
    .where(issued(ctx, where));
  const creditNoteArm = ctx.db
    .select({
      invoiceId: sql<string>`${invoices.id}`,
      clientId: sql<string>`${invoices.clientId}`,
      invoiceNumber: sql<string>`${invoices.invoiceNumber}`,
      invoiceDate: sql<string>`${invoices.invoiceDate}`,
      date: sql<string>`${creditNotes.date}`,
      kind: sql<string>`'credit-note'`,
      kindOrder: sql<number>`${KIND_ORDER['credit-note']}::int`,
      reference: sql<string>`${creditNotes.number}`,
      debit: sql<number>`0::bigint`,
      credit: sql<number>`${creditNotes.totalPaise}::bigint`,
      recordedAt: sql<Date>`${creditNotes.createdAt}`,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.orgId, ctx.orgId), issued(ctx, where)));
  const paymentArm = ctx.db
    .select({
      invoiceId: sql<string>`${invoices.id}`,
      clientId: sql<string>`${invoices.clientId}`,
      invoiceNumber: sql<string>`${invoices.invoiceNumber}`,
      invoiceDate: sql<string>`${invoices.invoiceDate}`,
      date: sql<string>`${payments.date}`,
      kind: sql<string>`'payment'`,
      kindOrder: sql<number>`${KIND_ORDER.payment}::int`,
      reference: sql<string>`concat_ws(' ', ${payments.mode}, ${payments.reference})`,
      debit: sql<number>`0::bigint`,
      credit: sql<number>`${payments.amountPaise}::bigint`,
      recordedAt: sql<Date>`${payments.createdAt}`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.orgId, ctx.orgId), issued(ctx, where)));
  return invoiceArm.unionAll(creditNoteArm).unionAll(paymentArm);
}

/** The ledger as a CTE named `ledger`; `where` narrows the invoices (e.g. one client's). */
export function ledgerOf(ctx: ServiceContext, where?: SQL) {
  return ctx.db.$with('ledger').as(ledgerArms(ctx, where));
}

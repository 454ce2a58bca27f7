// The clients' ledger: every dated entry that moves what a client owes, as one union read by the
// ageing report and the statement of account. An issued invoice is a debit; a credit note, a
// payment and the TDS the client deducted from it are credits against their invoice. Generated
// (draft) invoices are not issued, so they owe nothing, and nothing recorded against a draft
// counts either.
//
// Advances (receipt vouchers) are read two ways. The statement shows the money when it came in:
// a credit on the advance's date, not tied to an invoice. Ageing is per invoice, so there an
// advance counts only as adjusted against an invoice, from the invoice's date. Each purpose takes
// one of the two, never both, so an advance is never counted twice.
import { and, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import { advanceAdjustments, advances, creditNotes, invoices, payments } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { teamInvoices } from '../invoices/scope';

/** The order of entries on one day: an advance received, the invoice, then what settles it. */
export const KIND_ORDER = {
  advance: 0,
  invoice: 1,
  'advance-adjusted': 2,
  'credit-note': 3,
  payment: 4,
  tds: 5,
} as const;

/** Which reading of the ledger: per invoice (ageing) or per client as money moved (statement). */
export type LedgerPurpose = 'ageing' | 'statement';

/** The invoice an entry belongs to, as every arm but the first (which names the columns) and the
 * advance received selects it. */
const ofInvoice = () => ({
  invoiceId: sql<string>`${invoices.id}`,
  clientId: sql<string>`${invoices.clientId}`,
  invoiceNumber: sql<string>`${invoices.invoiceNumber}`,
  invoiceDate: sql<string>`${invoices.invoiceDate}`,
});

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
function ledgerArms(ctx: ServiceContext, purpose: LedgerPurpose, clientId?: string) {
  const where = clientId ? eq(invoices.clientId, clientId) : undefined;
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
      ...ofInvoice(),
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
      ...ofInvoice(),
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
  const tdsArm = ctx.db
    .select({
      ...ofInvoice(),
      date: sql<string>`${payments.date}`,
      kind: sql<string>`'tds'`,
      kindOrder: sql<number>`${KIND_ORDER.tds}::int`,
      reference: sql<string>`concat('TDS on ', ${payments.receiptNumber})`,
      debit: sql<number>`0::bigint`,
      credit: sql<number>`${payments.tdsPaise}::bigint`,
      recordedAt: sql<Date>`${payments.createdAt}`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.orgId, ctx.orgId), gt(payments.tdsPaise, 0), issued(ctx, where)));
  const settled = invoiceArm.unionAll(creditNoteArm).unionAll(paymentArm).unionAll(tdsArm);
  return purpose === 'ageing'
    ? settled.unionAll(advanceAdjustedArm(ctx, where))
    : settled.unionAll(advanceReceivedArm(ctx, clientId));
}

/** Ageing: an advance set off against an issued invoice settles that much of it, from its date. */
function advanceAdjustedArm(ctx: ServiceContext, where?: SQL) {
  return ctx.db
    .select({
      ...ofInvoice(),
      date: sql<string>`${invoices.invoiceDate}`,
      kind: sql<string>`'advance-adjusted'`,
      kindOrder: sql<number>`${KIND_ORDER['advance-adjusted']}::int`,
      reference: sql<string>`${advances.number}`,
      debit: sql<number>`0::bigint`,
      credit: sql<number>`${advanceAdjustments.amountPaise}::bigint`,
      recordedAt: sql<Date>`${advanceAdjustments.createdAt}`,
    })
    .from(advanceAdjustments)
    .innerJoin(invoices, eq(invoices.id, advanceAdjustments.invoiceId))
    .innerJoin(advances, eq(advances.id, advanceAdjustments.advanceId))
    .where(and(eq(advanceAdjustments.orgId, ctx.orgId), issued(ctx, where)));
}

/** Statement: an advance is money received from the client on its date, before any invoice. */
function advanceReceivedArm(ctx: ServiceContext, clientId?: string) {
  return ctx.db
    .select({
      invoiceId: sql<string>`null::uuid`,
      clientId: sql<string>`${advances.clientId}`,
      invoiceNumber: sql<string>`null::text`,
      invoiceDate: sql<string>`null::date`,
      date: sql<string>`${advances.date}`,
      kind: sql<string>`'advance'`,
      kindOrder: sql<number>`${KIND_ORDER.advance}::int`,
      reference: sql<string>`concat_ws(' ', ${advances.number}, ${advances.mode}, ${advances.reference})`,
      debit: sql<number>`0::bigint`,
      credit: sql<number>`${advances.amountPaise}::bigint`,
      recordedAt: sql<Date>`${advances.createdAt}`,
    })
    .from(advances)
    .where(and(eq(advances.orgId, ctx.orgId), clientId ? eq(advances.clientId, clientId) : undefined));
}

/** The ledger as a CTE named `ledger`, read for `purpose`, of one client or of every client. */
export function ledgerOf(ctx: ServiceContext, purpose: LedgerPurpose, clientId?: string) {
  return ctx.db.$with('ledger').as(ledgerArms(ctx, purpose, clientId));
}

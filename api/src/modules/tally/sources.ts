// What a Tally export of a period reads: the issued invoices (Sent or Done; a draft is not issued)
// with their lines, the credit notes with the invoices they credit, the payments received and the
// advances received, each dated in the period, and the clients they name. A Team Leader reads
// their team's, as every money report does (invoices/scope.ts); ctx.db keeps it to the practice.
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { advances, clients, creditNotes, invoiceLines, invoices, payments, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { teamInvoices } from '../invoices/scope';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type LineRecord = typeof invoiceLines.$inferSelect;
export type NoteRecord = typeof creditNotes.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;
export type AdvanceRecord = typeof advances.$inferSelect;
export type ClientRecord = typeof clients.$inferSelect;

export interface PeriodBooks {
  /** The invoices issued in the period, and those credited in it. */
  invoices: InvoiceRecord[];
  issuedIds: Set<string>;
  lines: LineRecord[];
  notes: NoteRecord[];
  payments: PaymentRecord[];
  advances: AdvanceRecord[];
  clients: Map<string, ClientRecord>;
}

/** The advances of clients with tasks of the caller's team (undefined: no narrowing). */
function teamAdvances(ctx: ServiceContext) {
  if (ctx.user.role === 'ADMIN') return undefined;
  return sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${advances.orgId} and ${tasks.clientId} = ${advances.clientId} and ${tasks.teamLeader} = ${ctx.user.id})`;
}

export async function periodBooks(ctx: ServiceContext, from: string, to: string): Promise<PeriodBooks> {
  const { db } = ctx;
  const team = teamInvoices(ctx);
  const issued = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.status, ['Sent', 'Done']), between(invoices.invoiceDate, from, to), team))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.sequence));
  const notes = (
    await db
      .select({ note: creditNotes })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(between(creditNotes.date, from, to), team))
      .orderBy(asc(creditNotes.date), asc(creditNotes.sequence))
  ).map((r) => r.note);
  const received = (
    await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(between(payments.date, from, to), team))
      .orderBy(asc(payments.date), asc(payments.receiptNumber))
  ).map((r) => r.payment);
  const advanced = await db
    .select()
    .from(advances)
    .where(and(between(advances.date, from, to), teamAdvances(ctx)))
    .orderBy(asc(advances.date), asc(advances.sequence));

  const issuedIds = new Set(issued.map((i) => i.id));
  const otherIds = [...new Set([...notes, ...received].map((r) => r.invoiceId))].filter(
    (id) => !issuedIds.has(id),
  );
  const others = otherIds.length
    ? await db.select().from(invoices).where(inArray(invoices.id, otherIds))
    : [];
  const all = [...issued, ...others];
  const lineIds = [...issuedIds, ...new Set(notes.map((n) => n.invoiceId))];
  const lines = lineIds.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, lineIds))
        .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
    : [];
  const clientIds = [...new Set([...all.map((i) => i.clientId), ...advanced.map((a) => a.clientId)])];
  const named = clientIds.length ? await db.select().from(clients).where(inArray(clients.id, clientIds)) : [];
  return {
    invoices: all,
    issuedIds,
    lines,
    notes,
    payments: received,
    advances: advanced,
    clients: new Map(named.map((c) => [c.id, c])),
  };
}

// What a client's contact may read of the practice's money: the client's issued invoices (never a
// draft), their credit notes and payments. Every record is looked up through its invoice's client,
// so one that belongs to another client answers 404, as a guessed id does.
import { PORTAL_MONEY_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { creditNotes, invoices, paymentNotices, payments } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { NotFound } from '../../lib/errors';

/** Issued: numbered and owed; a draft (Generated) is the practice's own work in progress. */
const issued = ne(invoices.status, 'Generated');

/** The client of an issued invoice, when it is one of `clientIds`; else 404. */
export async function clientOfInvoice(db: TenantDb, id: string, clientIds: string[]): Promise<string> {
  const [row] = await db
    .select({ clientId: invoices.clientId })
    .from(invoices)
    .where(and(eq(invoices.id, id), issued));
  if (!row || !clientIds.includes(row.clientId)) throw new NotFound(MESSAGES.invoiceNotFound);
  return row.clientId;
}

export async function clientOfCreditNote(db: TenantDb, id: string, clientIds: string[]): Promise<string> {
  const [row] = await db
    .select({ clientId: invoices.clientId })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, id));
  if (!row || !clientIds.includes(row.clientId)) throw new NotFound(MESSAGES.creditNoteNotFound);
  return row.clientId;
}

export async function clientOfPayment(db: TenantDb, id: string, clientIds: string[]): Promise<string> {
  const [row] = await db
    .select({ clientId: invoices.clientId })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.id, id), issued));
  if (!row || !clientIds.includes(row.clientId)) throw new NotFound(MESSAGES.receiptNotFound);
  return row.clientId;
}

/** The client's issued invoices, newest first. */
export function issuedInvoicesOf(db: TenantDb, clientId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), issued))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt));
}

/** What the contact reported paid and staff have not decided yet, per invoice, in paise. */
export async function reportedPaise(db: TenantDb, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({
      invoiceId: paymentNotices.invoiceId,
      paise: sql<string>`sum(${paymentNotices.amountPaise})`,
    })
    .from(paymentNotices)
    .where(and(inArray(paymentNotices.invoiceId, invoiceIds), eq(paymentNotices.status, 'pending')))
    .groupBy(paymentNotices.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId, Number(r.paise)]));
}

/** The credit notes of the client's issued invoices, newest first. */
export function creditNotesOfClient(db: TenantDb, clientId: string, invoiceId?: string) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      date: creditNotes.date,
      invoiceNumber: creditNotes.invoiceNumber,
      totalPaise: creditNotes.totalPaise,
      reason: creditNotes.reason,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(invoices.clientId, clientId), issued, invoiceId ? eq(invoices.id, invoiceId) : undefined))
    .orderBy(desc(creditNotes.date), desc(creditNotes.sequence));
}

/** The payments (each with its receipt) of the client's issued invoices, newest first. */
export function paymentsOfClient(db: TenantDb, clientId: string, invoiceId?: string) {
  return db
    .select({
      id: payments.id,
      receiptNumber: payments.receiptNumber,
      date: payments.date,
      invoiceNumber: invoices.invoiceNumber,
      amountPaise: payments.amountPaise,
      tdsPaise: payments.tdsPaise,
      mode: payments.mode,
      reference: payments.reference,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(invoices.clientId, clientId), issued, invoiceId ? eq(invoices.id, invoiceId) : undefined))
    .orderBy(desc(payments.date), desc(payments.createdAt), asc(payments.id));
}

// The client's money as its contact reads it in the portal: issued invoices with their balance,
// status and what the contact reported paid; what is due; an invoice with its UPI QR code and link,
// receipts, credit notes and payment notices; the credit notes and receipts; the statement.
// Statements and PDFs come from the staff services that make them (one source of each).
import {
  moneyOf,
  type PortalCreditNoteRow,
  type PortalDue,
  type PortalInvoiceDetail,
  type PortalInvoiceList,
  type PortalInvoiceRow,
  type PortalReceiptRow,
  portalInvoiceStatus,
  shownInvoiceNumber,
  todayIn,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { paymentNotices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { balancePaise, findInvoice, type InvoiceRecord } from '../invoices/invoice-row';
import { invoiceUpi, practiceUpi } from '../invoices/upi';
import { noticeRows } from '../payment-notices/rows';
import type { PortalContext } from '../portal/session';
import { creditNotesOfClient, issuedInvoicesOf, paymentsOfClient, reportedPaise } from './queries';

export const portalToday = (ctx: PortalContext) => todayIn(ctx.caller.timeZone, ctx.now);

/** For the staff services that read a document or a statement: the practice's whole reading (an
 * Admin's scope), used only once the portal's own check has put the record with the contact's
 * client (queries.ts). They read; the handle still acts as the contact. */
export function readingContext(ctx: PortalContext): ServiceContext {
  return {
    db: ctx.db,
    orgId: ctx.orgId,
    user: { id: ctx.client.contactId, orgId: ctx.orgId, role: 'ADMIN', name: ctx.client.contactName },
    now: ctx.now,
    timeZone: ctx.caller.timeZone,
  };
}

function toRow(invoice: InvoiceRecord, today: string, reported: number): PortalInvoiceRow {
  return {
    id: invoice.id,
    invoiceNumber: shownInvoiceNumber(invoice.invoiceNumber),
    date: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    amount: moneyOf(invoice.totalPaise),
    balance: moneyOf(balancePaise(invoice)),
    status: portalInvoiceStatus(invoice, today),
    reported: moneyOf(reported),
  };
}

/** What is due: every issued invoice's balance left, and the part of it past its due date. */
export function dueOf(invoices: InvoiceRecord[], today: string): PortalDue {
  const unpaid = invoices.filter((i) => balancePaise(i) > 0);
  const sum = (list: InvoiceRecord[]) => list.reduce((total, i) => total + balancePaise(i), 0);
  return {
    balance: moneyOf(sum(unpaid)),
    overdue: moneyOf(sum(unpaid.filter((i) => i.dueDate < today))),
    unpaidInvoices: unpaid.length,
  };
}

export async function portalInvoices(ctx: PortalContext): Promise<PortalInvoiceList> {
  const today = portalToday(ctx);
  const records = await issuedInvoicesOf(ctx.db, ctx.client.clientId);
  const reported = await reportedPaise(
    ctx.db,
    records.map((r) => r.id),
  );
  return {
    invoices: records.map((r) => toRow(r, today, reported.get(r.id) ?? 0)),
    due: dueOf(records, today),
  };
}

export async function portalDue(ctx: PortalContext): Promise<PortalDue> {
  return dueOf(await issuedInvoicesOf(ctx.db, ctx.client.clientId), portalToday(ctx));
}

const creditNoteRow = (n: Awaited<ReturnType<typeof creditNotesOfClient>>[number]): PortalCreditNoteRow => ({
  id: n.id,
  number: n.number,
  date: n.date,
  invoiceNumber: n.invoiceNumber,
  amount: moneyOf(n.totalPaise),
  reason: n.reason,
});

const receiptRow = (p: Awaited<ReturnType<typeof paymentsOfClient>>[number]): PortalReceiptRow => ({
  id: p.id,
  receiptNumber: p.receiptNumber,
  date: p.date,
  invoiceNumber: shownInvoiceNumber(p.invoiceNumber),
  amount: moneyOf(p.amountPaise),
  tds: moneyOf(p.tdsPaise),
  mode: p.mode,
  reference: p.reference,
});

export async function portalCreditNotes(ctx: PortalContext) {
  return (await creditNotesOfClient(ctx.db, ctx.client.clientId)).map(creditNoteRow);
}

export async function portalReceipts(ctx: PortalContext) {
  return (await paymentsOfClient(ctx.db, ctx.client.clientId)).map(receiptRow);
}

/** One issued invoice of the contact's client (the route checked whose it is). */
export async function portalInvoice(ctx: PortalContext, id: string): Promise<PortalInvoiceDetail> {
  const invoice = await findInvoice(ctx.db, ctx.orgId, id);
  const [reported, upi, receipts, creditNotes, notices] = await Promise.all([
    reportedPaise(ctx.db, [id]),
    practiceUpi(ctx.db),
    paymentsOfClient(ctx.db, ctx.client.clientId, id),
    creditNotesOfClient(ctx.db, ctx.client.clientId, id),
    noticeRows(ctx.db, eq(paymentNotices.invoiceId, id)),
  ]);
  return {
    invoice: toRow(invoice, portalToday(ctx), reported.get(id) ?? 0),
    upi: invoiceUpi(upi, invoice),
    receipts: receipts.map(receiptRow),
    creditNotes: creditNotes.map(creditNoteRow),
    notices,
  };
}

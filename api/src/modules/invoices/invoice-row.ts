// Reads invoices with their lines and payments, and turns the stored paise and frozen copies
// into the InvoiceRow every invoice call answers (every amount as Money, a two-decimal string).
import {
  amountInWords,
  type InvoiceRow,
  invoiceMoneyStatus,
  isTaxedLine,
  moneyOf,
  settlementBalancePaise,
} from '@practice-desk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices, payments } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { type AdjustmentRecord, adjustmentsOf } from '../advances/advance-row';

export type InvoiceRecord = typeof invoices.$inferSelect;
type LineRecord = typeof invoiceLines.$inferSelect;
type PaymentRecord = typeof payments.$inferSelect;

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** What the client still owes: the total less payments, TDS deducted, credit notes and advances
 * adjusted. */
export function balancePaise(
  invoice: Pick<InvoiceRecord, 'totalPaise' | 'paidPaise' | 'tdsPaise' | 'creditedPaise'> &
    Partial<Pick<InvoiceRecord, 'advanceAdjustedPaise'>>,
) {
  return settlementBalancePaise(invoice);
}

const sumOf = (lines: LineRecord[]) => lines.reduce((sum, l) => sum + l.amountPaise, 0);

export function toInvoiceRow(
  invoice: InvoiceRecord,
  lines: LineRecord[],
  paid: PaymentRecord[],
  adjusted: AdjustmentRecord[],
  today: string,
  /** The fees (without GST) its credit notes reversed. */
  creditedFeesPaise = 0,
): InvoiceRow {
  const { supplier, billedTo } = invoice;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    clientName: billedTo.name,
    client: { id: invoice.clientId, name: billedTo.name },
    status: invoice.status,
    moneyStatus: invoiceMoneyStatus(invoice, today),
    generatedDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    createdAt: invoice.createdAt.toISOString(),
    title: supplier.gstin ? 'Tax Invoice' : 'Invoice',
    supplier: {
      name: supplier.name,
      address: supplier.address,
      email: supplier.email ?? null,
      phone: supplier.phone ?? null,
      gstin: supplier.gstin ?? null,
      stateCode: supplier.stateCode ?? null,
      stateName: supplier.stateName ?? null,
      bankName: supplier.bankName ?? null,
      branchName: supplier.branchName ?? null,
      accountNumber: supplier.accountNumber ?? null,
      ifscCode: supplier.ifscCode ?? null,
    },
    billedTo: {
      name: billedTo.name,
      address: billedTo.address,
      email: billedTo.email ?? null,
      phone: billedTo.phone ?? null,
      gstin: billedTo.gstin ?? null,
      stateCode: billedTo.stateCode ?? null,
      stateName: billedTo.stateName ?? null,
    },
    placeOfSupply: invoice.placeOfSupply ?? null,
    items: lines.map((line) => ({
      id: line.id,
      taskId: line.taskId,
      kind: line.kind,
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      rate: moneyOf(line.ratePaise),
      discount: moneyOf(line.discountPaise),
      amount: moneyOf(line.amountPaise),
      taxable: line.taxable,
      gstRateBp: line.gstRateBp,
      assignee: line.assigneeName,
    })),
    subtotal: moneyOf(invoice.subtotalPaise),
    taxableValue: moneyOf(sumOf(lines.filter(isTaxedLine))),
    reimbursements: moneyOf(sumOf(lines.filter((l) => l.kind === 'reimbursement'))),
    taxes: invoice.taxes.map((tax) => ({
      name: tax.name,
      rate: tax.rateBp / 100,
      amount: moneyOf(tax.amountPaise),
    })),
    taxAmount: moneyOf(invoice.taxPaise),
    roundOff: moneyOf(invoice.roundOffPaise),
    totalAmount: moneyOf(invoice.totalPaise),
    amount: moneyOf(invoice.totalPaise),
    amountInWords: amountInWords(invoice.totalPaise),
    paidAmount: moneyOf(invoice.paidPaise),
    tdsAmount: moneyOf(invoice.tdsPaise),
    creditedAmount: moneyOf(invoice.creditedPaise),
    fees: moneyOf(sumOf(lines.filter((l) => l.kind !== 'reimbursement'))),
    creditedFees: moneyOf(creditedFeesPaise),
    advanceAdjustedAmount: moneyOf(invoice.advanceAdjustedPaise),
    advanceAdjustments: adjusted.map((a) => a.row),
    balance: moneyOf(balancePaise(invoice)),
    payments: paid.map((p) => ({
      id: p.id,
      date: p.date,
      amount: moneyOf(p.amountPaise),
      tdsAmount: moneyOf(p.tdsPaise),
      receiptNumber: p.receiptNumber,
      mode: p.mode,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
    notes: invoice.notes,
    termsAndConditions: invoice.terms,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    sentTo: invoice.sentTo,
  };
}

/** Rows for these invoices, each with its lines in order and its payments oldest first; their
 * money status as of `today`, the practice's today when not given. */
export async function invoiceRowsOf(
  db: TenantDb,
  records: InvoiceRecord[],
  today?: string,
): Promise<InvoiceRow[]> {
  const [first] = records;
  if (!first) return [];
  const ids = records.map((r) => r.id);
  const [lines, paid, adjusted, asOf, credited] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.position)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.invoiceId, ids))
      .orderBy(asc(payments.date), asc(payments.createdAt)),
    adjustmentsOf(db, { invoiceIds: ids }),
    today ?? practiceToday({ db, orgId: first.orgId }),
    db
      .select({ invoiceId: creditNotes.invoiceId, paise: sql<string>`sum(${creditNotes.taxablePaise})` })
      .from(creditNotes)
      .where(inArray(creditNotes.invoiceId, ids))
      .groupBy(creditNotes.invoiceId),
  ]);
  return records.map((record) =>
    toInvoiceRow(
      record,
      lines.filter((l) => l.invoiceId === record.id),
      paid.filter((p) => p.invoiceId === record.id),
      adjusted.filter((a) => a.row.invoiceId === record.id),
      asOf,
      Number(credited.find((c) => c.invoiceId === record.id)?.paise ?? 0),
    ),
  );
}

/** One invoice of the practice, or 404; `lock` takes its row lock for the rest of the transaction. */
export async function findInvoice(
  db: TenantDb,
  orgId: string,
  id: string,
  { lock = false } = {},
): Promise<InvoiceRecord> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(INVOICE_NOT_FOUND);
  return row;
}

export async function invoiceRow(db: TenantDb, orgId: string, id: string): Promise<InvoiceRow> {
  const [row] = await invoiceRowsOf(db, [await findInvoice(db, orgId, id)]);
  if (!row) throw new NotFound(INVOICE_NOT_FOUND);
  return row;
}

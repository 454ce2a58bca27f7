// An invoice as its PDF shows it: the frozen copy (supplier, client, lines, taxes) in display
// form, with the practice's current logo and signature from invoice settings, and what stands
// between its total and its balance due (advances adjusted, credit notes, payments with TDS), and
// the UPI QR code for that balance when the practice has a UPI ID.
import {
  amountInWords,
  DEFAULT_PREFERENCES,
  isTaxedLine,
  paiseText,
  rateText,
  shownInvoiceNumber,
} from '@practice-desk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoiceSettings, payments, preferences } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { type AdjustmentRecord, adjustmentsOf } from '../advances/advance-row';
import { balancePaise, findInvoice, type InvoiceRecord } from './invoice-row';
import type { InvoiceDocument } from './pdf/invoice-document';
import type { DocumentDateFormat } from './pdf/invoice-format';
import { invoiceUpi, practiceUpi } from './upi';

type LineRecord = typeof invoiceLines.$inferSelect;
type Images = Pick<typeof invoiceSettings.$inferSelect, 'logo' | 'logoMime' | 'signature' | 'signatureMime'>;

const sumOf = (lines: LineRecord[]) => lines.reduce((sum, l) => sum + l.amountPaise, 0);

const image = (data: Buffer | null, mime: string | null) =>
  data && mime ? { mime, base64: Buffer.from(data).toString('base64') } : null;

/** What settled the invoice besides advances: its credit notes and payments, oldest first. */
export interface Settlements {
  creditNotes: Pick<typeof creditNotes.$inferSelect, 'number' | 'date' | 'totalPaise'>[];
  payments: Pick<typeof payments.$inferSelect, 'receiptNumber' | 'date' | 'amountPaise' | 'tdsPaise'>[];
}
const NO_SETTLEMENTS: Settlements = { creditNotes: [], payments: [] };

export function toInvoiceDocument(
  invoice: InvoiceRecord,
  lines: LineRecord[],
  images: Images | null,
  adjusted: AdjustmentRecord[] = [],
  settled: Settlements = NO_SETTLEMENTS,
): InvoiceDocument {
  const { supplier, billedTo } = invoice;
  const services = lines.filter((l) => l.kind === 'service');
  const reimbursed = lines.filter((l) => l.kind === 'reimbursement');
  const hasBank = supplier.bankName || supplier.branchName || supplier.accountNumber || supplier.ifscCode;
  return {
    title: supplier.gstin ? 'Tax Invoice' : 'Invoice',
    invoiceNumber: shownInvoiceNumber(invoice.invoiceNumber),
    draft: invoice.status === 'Generated',
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    supplier: {
      name: supplier.name,
      address: supplier.address,
      gstin: supplier.gstin ?? null,
      stateName: supplier.stateName ?? null,
      stateCode: supplier.stateCode ?? null,
      email: supplier.email ?? null,
      phone: supplier.phone ?? null,
    },
    recipient: {
      name: billedTo.name,
      address: billedTo.address,
      gstin: billedTo.gstin ?? null,
      stateName: billedTo.stateName ?? null,
      stateCode: billedTo.stateCode ?? null,
    },
    placeOfSupply: invoice.placeOfSupply ?? null,
    lines: services.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      rate: paiseText(line.ratePaise),
      discount: paiseText(line.discountPaise),
      taxRate: !invoice.taxes.length
        ? '—'
        : isTaxedLine(line)
          ? rateText(line.gstRateBp)
          : line.taxable
            ? 'Exempt'
            : 'Non-GST',
      amount: paiseText(line.amountPaise),
      assignee: line.assigneeName,
    })),
    reimbursements: reimbursed.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      rate: paiseText(line.ratePaise),
      amount: paiseText(line.amountPaise),
    })),
    reimbursementTotal: paiseText(sumOf(reimbursed)),
    taxableValue: paiseText(sumOf(services.filter(isTaxedLine))),
    exemptValue: paiseText(sumOf(services.filter((l) => !isTaxedLine(l)))),
    subtotal: paiseText(invoice.subtotalPaise),
    taxes: invoice.taxes.map((tax) => ({
      name: tax.name,
      rate: rateText(tax.rateBp),
      amount: paiseText(tax.amountPaise),
    })),
    roundOff: paiseText(invoice.roundOffPaise),
    total: paiseText(invoice.totalPaise),
    advanceAdjustments: adjusted.map((a) => ({
      voucherNumber: a.row.voucherNumber,
      voucherDate: a.row.voucherDate,
      amount: paiseText(a.amountPaise),
      taxes: a.taxLines.map((t) => ({ name: t.name, amount: paiseText(t.amountPaise) })),
    })),
    creditNotes: settled.creditNotes.map((n) => ({
      number: n.number,
      date: n.date,
      amount: paiseText(n.totalPaise),
    })),
    payments: settled.payments.map((p) => ({
      receiptNumber: p.receiptNumber,
      date: p.date,
      amount: paiseText(p.amountPaise),
      tds: paiseText(p.tdsPaise),
    })),
    balanceDue: paiseText(balancePaise(invoice)),
    amountInWords: amountInWords(invoice.totalPaise),
    // Services of a practice are not notified for reverse charge.
    reverseCharge: 'No',
    bank: hasBank
      ? {
          bankName: supplier.bankName ?? null,
          branchName: supplier.branchName ?? null,
          accountNumber: supplier.accountNumber ?? null,
          ifscCode: supplier.ifscCode ?? null,
        }
      : null,
    terms: invoice.terms,
    notes: invoice.notes,
    logo: image(images?.logo ?? null, images?.logoMime ?? null),
    signature: image(images?.signature ?? null, images?.signatureMime ?? null),
  };
}

/** The practice's logo and signature as the invoice family's documents print them. */
export async function documentImages(db: TenantDb, orgId: string): Promise<Images | null> {
  const [images] = await db
    .select({
      logo: invoiceSettings.logo,
      logoMime: invoiceSettings.logoMime,
      signature: invoiceSettings.signature,
      signatureMime: invoiceSettings.signatureMime,
    })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, orgId));
  return images ?? null;
}

/** The practice's date format (Preferences › Date format), as its documents and mails write dates. */
export async function documentDateFormat(db: TenantDb, orgId: string): Promise<DocumentDateFormat> {
  const [row] = await db
    .select({ dateFormat: preferences.dateFormat })
    .from(preferences)
    .where(eq(preferences.orgId, orgId));
  return (row?.dateFormat as DocumentDateFormat | undefined) ?? DEFAULT_PREFERENCES.dateFormat;
}

/** The document of one invoice of the practice (404 when it is not theirs). */
export async function invoiceDocument(db: TenantDb, orgId: string, id: string) {
  const invoice = await findInvoice(db, orgId, id);
  const [lines, images, adjusted, dateFormat, notes, paid, upi] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.orgId, orgId), eq(invoiceLines.invoiceId, id)))
      .orderBy(asc(invoiceLines.position)),
    documentImages(db, orgId),
    adjustmentsOf(db, { invoiceIds: [id] }),
    documentDateFormat(db, orgId),
    db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orgId, orgId), eq(creditNotes.invoiceId, id)))
      .orderBy(asc(creditNotes.date), asc(creditNotes.sequence)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orgId, orgId), eq(payments.invoiceId, id)))
      .orderBy(asc(payments.date), asc(payments.createdAt)),
    practiceUpi(db),
  ]);
  const settled = { creditNotes: notes, payments: paid };
  const pay = invoiceUpi(upi, invoice);
  return {
    invoice,
    document: {
      ...toInvoiceDocument(invoice, lines, images, adjusted, settled),
      dateFormat,
      upi: pay && { upiId: pay.upiId, amount: pay.amount, uri: pay.uri, qrSvg: pay.qrSvg },
    },
  };
}

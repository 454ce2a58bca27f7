// Reads a period's issued invoices (Sent or Done, dated in it) and its credit notes as the GSTR-1
// builder's documents. A Generated invoice is a draft, not issued (section 31 invoices are issued
// when sent): it is left out until it is sent. A credit note is reported with the lines and taxes
// stored on it (each credited line at its own rate), the same figures its PDF prints.
import {
  type Gstr1Document,
  type Gstr1Line,
  type Gstr1Period,
  type Gstr1RateTax,
  isTaxedLine,
} from '@practice-desk/contracts';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices, type TaxLine } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { creditableInvoice, isInterState, noteLinesOf } from '../credit-notes/creditable';
import { numberedInvoice } from '../invoices/issue';

type InvoiceRecord = typeof invoices.$inferSelect;
type LineRecord = typeof invoiceLines.$inferSelect;
type NoteRecord = typeof creditNotes.$inferSelect;

export interface PeriodDocuments {
  documents: Gstr1Document[];
  /** The client's name per document number, for the sales register. */
  clientOf: Map<string, string>;
}

function placeOf(invoice: InvoiceRecord) {
  const supplierState = invoice.supplier.stateCode ?? invoice.supplier.gstin?.slice(0, 2) ?? '';
  return { pos: invoice.placeOfSupply?.stateCode ?? supplierState, inter: isInterState(invoice) };
}

/** The stored taxes (CGST + SGST at half the rate each, or IGST) per full GST rate. */
function taxesByRate(taxes: readonly TaxLine[], inter: boolean): Gstr1RateTax[] {
  const byRate = new Map<number, Gstr1RateTax & { seen: number }>();
  for (const tax of taxes) {
    const rateBp = inter ? tax.rateBp : tax.rateBp * 2;
    const row = byRate.get(rateBp) ?? { rateBp, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, seen: 0 };
    // Intra-State taxes come in pairs, central first (invoice-tax.ts `taxesOn`).
    if (inter) row.igstPaise += tax.amountPaise;
    else if (row.seen % 2 === 0) row.cgstPaise += tax.amountPaise;
    else row.sgstPaise += tax.amountPaise;
    row.seen += 1;
    byRate.set(rateBp, row);
  }
  return [...byRate.values()].map(({ seen: _, ...row }) => row);
}

const lineRate = (line: LineRecord) => (isTaxedLine(line) ? line.gstRateBp : 0);
/** The part of a number after its series: the sequence, padded to three digits in a yearly series. */
const seriesOf = (number: string, sequence: number, padded: boolean) => {
  const tail = padded ? String(sequence).padStart(3, '0') : String(sequence);
  return number.endsWith(tail) ? number.slice(0, -tail.length) : number;
};

function invoiceDocument(invoice: InvoiceRecord, lines: LineRecord[]): Gstr1Document {
  const { pos, inter } = placeOf(invoice);
  const { invoiceNumber, sequence } = numberedInvoice(invoice);
  return {
    kind: 'invoice',
    number: invoiceNumber,
    series: seriesOf(invoiceNumber, sequence, invoice.financialYear !== null),
    sequence,
    date: invoice.invoiceDate,
    recipientGstin: invoice.billedTo.gstin || null,
    placeOfSupply: pos,
    interState: inter,
    valuePaise: invoice.totalPaise,
    // A reimbursement paid as a pure agent is outside the value of supply (Rule 33): not reported.
    lines: lines
      .filter((l) => l.kind === 'service')
      .map((l) => ({
        sac: l.sac,
        description: l.description,
        quantity: l.quantity,
        amountPaise: l.amountPaise,
        rateBp: lineRate(l),
      })),
    taxes: taxesByRate(invoice.taxes, inter),
  };
}

/** A credit note's lines as stored on it, each at the rate of the invoice line it credits; a
 * reimbursement credited (Rule 33, outside the value of supply) is not reported, as on the invoice. */
function noteLines(note: NoteRecord, invoice: InvoiceRecord, invoiceLinesOf: LineRecord[]): Gstr1Line[] {
  return noteLinesOf(creditableInvoice(invoice, invoiceLinesOf), note.lines)
    .filter((l) => l.kind === 'service')
    .map((l) => ({
      sac: l.sac,
      description: l.description,
      quantity: 1,
      amountPaise: l.amountPaise,
      rateBp: l.rateBp,
    }));
}

export async function periodDocuments(db: TenantDb, period: Gstr1Period): Promise<PeriodDocuments> {
  const issued = await db
    .select()
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, ['Sent', 'Done']),
        gte(invoices.invoiceDate, period.from),
        lte(invoices.invoiceDate, period.to),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.sequence));
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.date, period.from), lte(creditNotes.date, period.to)))
    .orderBy(asc(creditNotes.date), asc(creditNotes.sequence));
  const originalIds = [...new Set(notes.map((n) => n.invoiceId))].filter(
    (id) => !issued.some((i) => i.id === id),
  );
  const originals = originalIds.length
    ? await db.select().from(invoices).where(inArray(invoices.id, originalIds))
    : [];
  const all = [...issued, ...originals];
  const ids = all.map((i) => i.id);
  const lines = ids.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, ids))
        .orderBy(asc(invoiceLines.position))
    : [];
  const linesOf = (id: string) => lines.filter((l) => l.invoiceId === id);
  const clientOf = new Map<string, string>();

  const documents = issued.map((invoice) => {
    clientOf.set(numberedInvoice(invoice).invoiceNumber, invoice.billedTo.name);
    return invoiceDocument(invoice, linesOf(invoice.id));
  });
  for (const note of notes) {
    const invoice = all.find((i) => i.id === note.invoiceId);
    if (!invoice) continue;
    const { pos, inter } = placeOf(invoice);
    clientOf.set(note.number, invoice.billedTo.name);
    documents.push({
      kind: 'creditNote',
      number: note.number,
      series: seriesOf(note.number, note.sequence, true),
      sequence: note.sequence,
      date: note.date,
      recipientGstin: invoice.billedTo.gstin || null,
      placeOfSupply: pos,
      interState: inter,
      valuePaise: note.totalPaise,
      lines: noteLines(note, invoice, linesOf(invoice.id)),
      taxes: taxesByRate(note.taxes, inter),
      original: { valuePaise: invoice.totalPaise, date: invoice.invoiceDate },
    });
  }
  return { documents, clientOf };
}

// An invoice and its credit notes as the credit-note arithmetic (contracts' credit-note-tax) reads
// them: every line at its own rate, every credited paisa on an invoice line. The one reading of a
// note's lines that raising a note, its PDF, GSTR-1 and the sales register share.
import {
  type CreditableInvoice,
  type CreditedLine,
  isTaxedLine,
  linesOfStoredNote,
} from '@practice-desk/contracts';
import type { invoiceLines, invoices } from '../../db/schema';
import type { CreditNoteLine } from '../../db/schema/credit-notes';

type InvoiceRecord = typeof invoices.$inferSelect;
type LineRecord = typeof invoiceLines.$inferSelect;

/** True when the supply crosses states (IGST): the place of supply is not the supplier's state. */
export function isInterState(invoice: Pick<InvoiceRecord, 'supplier' | 'placeOfSupply'>): boolean {
  const supplierState = invoice.supplier.stateCode ?? invoice.supplier.gstin?.slice(0, 2) ?? '';
  return (invoice.placeOfSupply?.stateCode ?? supplierState) !== supplierState;
}

export function creditableInvoice(invoice: InvoiceRecord, lines: readonly LineRecord[]): CreditableInvoice {
  return {
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      description: l.description,
      sac: l.sac,
      amountPaise: l.amountPaise,
      rateBp: isTaxedLine(l) ? l.gstRateBp : 0,
    })),
    taxes: invoice.taxes,
    interState: isInterState(invoice),
    // Without a place of supply no GST applies: the taxes are the practice's own (outside India).
    customTaxes: invoice.placeOfSupply === null && invoice.taxes.length > 0,
    totalPaise: invoice.totalPaise,
  };
}

/** A stored note's lines, each on its invoice line at that line's rate (a note stored by the
 * earlier rule without them is read as spread by value). */
export function noteLinesOf(invoice: CreditableInvoice, stored: readonly CreditNoteLine[]): CreditedLine[] {
  if (stored.every((l) => l.lineId && l.rateBp !== undefined && l.kind))
    return stored.map((l) => ({
      lineId: l.lineId as string,
      kind: l.kind ?? 'service',
      description: l.description,
      sac: l.sac,
      amountPaise: l.amountPaise,
      rateBp: l.rateBp ?? 0,
      spread: l.spread ?? false,
    }));
  return linesOfStoredNote(invoice, stored);
}

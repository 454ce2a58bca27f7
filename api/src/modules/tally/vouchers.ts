// A period's books as Tally vouchers, before any XML: each voucher a list of ledger entries in
// integer paise, credit positive and debit negative (Tally's own sign, see xml.ts), posting exactly
// the figures stored on each document — the invoice's line amounts, taxes and round-off as
// generation computed them (invoice-tax.ts `linesTotals`), a credit note's lines, taxes and
// round-off as raising it stored them — so every voucher sums to 0 by construction.
//   Sales        Dr party (New Ref) | Cr income per SAC and rate, Cr reimbursements, Cr GST, ± round-off
//   Credit Note  Cr party (Agst Ref) | Dr the same ledgers
//   Receipt      Dr bank or cash, Dr TDS receivable | Cr party (Agst Ref the invoice)
//   Receipt      (advance) Dr bank or cash | Cr party (Advance, the receipt voucher's number)
// Each voucher's identity (REMOTEID and GUID) is its document's id, so exporting a period again
// gives the same identities and Tally alters the vouchers it has instead of adding them twice.
import {
  incomeLedgerName,
  isTaxedLine,
  paiseText,
  type TallyLedgers,
  tdsSectionOn,
} from '@practice-desk/contracts';
import type { TaxLine } from '../../db/schema';
import { creditableInvoice, isInterState, noteLinesOf } from '../credit-notes/creditable';
import { numberedInvoice } from '../invoices/issue';
import type { AdvanceRecord, InvoiceRecord, NoteRecord, PaymentRecord, PeriodBooks } from './sources';

export type VoucherKind = 'invoice' | 'credit-note' | 'receipt' | 'advance';
export const VOUCHER_TYPES: Record<VoucherKind, 'Sales' | 'Credit Note' | 'Receipt'> = {
  invoice: 'Sales',
  'credit-note': 'Credit Note',
  receipt: 'Receipt',
  advance: 'Receipt',
};

export interface TallyEntry {
  ledger: string;
  /** Credit positive, debit negative, in paise. */
  paise: number;
  /** A tax ledger (Duties & Taxes in the masters). */
  tax?: boolean;
  /** The party's line carries the bill it raises or settles. */
  bill?: { name: string; type: 'New Ref' | 'Agst Ref' | 'Advance' };
}

export interface TallyVoucher {
  kind: VoucherKind;
  /** REMOTEID and GUID: the document's id and kind, the same on every export. */
  id: string;
  number: string;
  date: string;
  party: string;
  partyGstin: string | null;
  placeOfSupply: string | null;
  reference: string | null;
  narration: string;
  entries: TallyEntry[];
}

/** The ledgers a voucher posts to, each once, in the order first met (the party first). */
class Entries {
  private readonly byLedger = new Map<string, TallyEntry>();
  add(ledger: string, paise: number, more: Pick<TallyEntry, 'bill' | 'tax'> = {}) {
    const entry = this.byLedger.get(ledger);
    if (entry) entry.paise += paise;
    else this.byLedger.set(ledger, { ledger, paise, ...more });
  }
  list(): TallyEntry[] {
    return [...this.byLedger.values()].filter((e) => e.paise !== 0 || e.bill);
  }
}

/** The voucher's entries sum to 0, or the export stops: Tally would refuse it anyway. */
export function checkBalanced(voucher: TallyVoucher): TallyVoucher {
  const sum = voucher.entries.reduce((s, e) => s + e.paise, 0);
  if (sum !== 0) throw new Error(`${voucher.kind} ${voucher.number} is off by ${sum} paise`);
  return voucher;
}

/** The stored taxes per ledger: IGST across states; CGST and SGST within one (in pairs, central
 * first, as invoice-tax.ts `taxesOn` writes them); a practice outside India's own taxes by name. */
function postTaxes(
  into: Entries,
  taxes: readonly TaxLine[],
  invoice: InvoiceRecord,
  names: TallyLedgers,
  sign: number,
) {
  const custom = invoice.placeOfSupply === null && taxes.length > 0;
  const inter = isInterState(invoice);
  taxes.forEach((tax, i) => {
    const ledger = custom ? tax.name : inter ? names.igst : i % 2 === 0 ? names.cgst : names.sgst;
    into.add(ledger, sign * tax.amountPaise, { tax: true });
  });
}

type Line = { kind: 'service' | 'reimbursement'; sac: string; amountPaise: number; rateBp: number };
const lineLedger = (line: Line, names: TallyLedgers) =>
  line.kind === 'reimbursement'
    ? names.reimbursements
    : incomeLedgerName(names.income, line.sac, line.rateBp);

export interface VoucherSources {
  books: PeriodBooks;
  names: TallyLedgers;
}

function partyOf({ books }: VoucherSources, clientId: string, fallback: string) {
  return books.clients.get(clientId)?.name ?? fallback;
}

function invoiceVoucher(src: VoucherSources, invoice: InvoiceRecord): TallyVoucher {
  const { invoiceNumber } = numberedInvoice(invoice);
  const party = partyOf(src, invoice.clientId, invoice.billedTo.name);
  const entries = new Entries();
  entries.add(party, -invoice.totalPaise, { bill: { name: invoiceNumber, type: 'New Ref' } });
  for (const line of src.books.lines.filter((l) => l.invoiceId === invoice.id))
    entries.add(
      lineLedger({ ...line, rateBp: isTaxedLine(line) ? line.gstRateBp : 0 }, src.names),
      line.amountPaise,
    );
  postTaxes(entries, invoice.taxes, invoice, src.names, 1);
  entries.add(src.names.roundOff, invoice.roundOffPaise);
  return checkBalanced({
    kind: 'invoice',
    id: `${invoice.id}-invoice`,
    number: invoiceNumber,
    date: invoice.invoiceDate,
    party,
    partyGstin: invoice.billedTo.gstin || null,
    placeOfSupply: invoice.placeOfSupply?.stateName ?? null,
    reference: invoiceNumber,
    narration: `Invoice ${invoiceNumber}`,
    entries: entries.list(),
  });
}

function creditNoteVoucher(src: VoucherSources, note: NoteRecord): TallyVoucher | null {
  const invoice = src.books.invoices.find((i) => i.id === note.invoiceId);
  if (!invoice) return null;
  const party = partyOf(src, invoice.clientId, invoice.billedTo.name);
  const invoiceLinesOf = src.books.lines.filter((l) => l.invoiceId === invoice.id);
  const entries = new Entries();
  entries.add(party, note.totalPaise, { bill: { name: note.invoiceNumber, type: 'Agst Ref' } });
  for (const line of noteLinesOf(creditableInvoice(invoice, invoiceLinesOf), note.lines))
    entries.add(lineLedger(line, src.names), -line.amountPaise);
  postTaxes(entries, note.taxes, invoice, src.names, -1);
  entries.add(src.names.roundOff, -note.roundOffPaise);
  return checkBalanced({
    kind: 'credit-note',
    id: `${note.id}-credit-note`,
    number: note.number,
    date: note.date,
    party,
    partyGstin: invoice.billedTo.gstin || null,
    placeOfSupply: invoice.placeOfSupply?.stateName ?? null,
    reference: note.invoiceNumber,
    narration: `Credit note ${note.number} against invoice ${note.invoiceNumber} of ${note.invoiceDate}: ${note.reason}`,
    entries: entries.list(),
  });
}

const moneyLedger = (mode: string, names: TallyLedgers) => (mode === 'Cash' ? names.cash : names.bank);
const byMode = (mode: string, reference: string | null) =>
  `by ${mode}${reference ? `, reference ${reference}` : ''}`;

function receiptVoucher(src: VoucherSources, payment: PaymentRecord): TallyVoucher | null {
  const invoice = src.books.invoices.find((i) => i.id === payment.invoiceId);
  if (!invoice) return null;
  const { invoiceNumber } = numberedInvoice(invoice);
  const party = partyOf(src, invoice.clientId, invoice.billedTo.name);
  const entries = new Entries();
  entries.add(party, payment.amountPaise + payment.tdsPaise, {
    bill: { name: invoiceNumber, type: 'Agst Ref' },
  });
  entries.add(moneyLedger(payment.mode, src.names), -payment.amountPaise);
  entries.add(src.names.tdsReceivable, -payment.tdsPaise);
  const tds = payment.tdsPaise
    ? `; TDS ₹${paiseText(payment.tdsPaise)} deducted under ${tdsSectionOn(payment.date).label}`
    : '';
  return checkBalanced({
    kind: 'receipt',
    id: `${payment.id}-receipt`,
    number: payment.receiptNumber,
    date: payment.date,
    party,
    partyGstin: null,
    placeOfSupply: null,
    reference: invoiceNumber,
    narration: `Receipt ${payment.receiptNumber} against invoice ${invoiceNumber} ${byMode(payment.mode, payment.reference)}${tds}`,
    entries: entries.list(),
  });
}

function advanceVoucher(src: VoucherSources, advance: AdvanceRecord): TallyVoucher {
  const party = partyOf(src, advance.clientId, advance.billedTo.name ?? '');
  const entries = new Entries();
  entries.add(party, advance.amountPaise, { bill: { name: advance.number, type: 'Advance' } });
  entries.add(moneyLedger(advance.mode, src.names), -advance.amountPaise);
  const tax = advance.amountPaise - advance.taxablePaise;
  return checkBalanced({
    kind: 'advance',
    id: `${advance.id}-advance`,
    number: advance.number,
    date: advance.date,
    party,
    partyGstin: advance.billedTo.gstin || null,
    placeOfSupply: advance.placeOfSupply?.stateName ?? null,
    reference: advance.number,
    narration: `Advance receipt voucher ${advance.number} ${byMode(advance.mode, advance.reference)}: ${advance.description} (taxable ₹${paiseText(advance.taxablePaise)}, GST ₹${paiseText(tax)})`,
    entries: entries.list(),
  });
}

const ORDER: Record<VoucherKind, number> = { invoice: 0, 'credit-note': 1, advance: 2, receipt: 3 };

/** Every voucher of the period, by date; on a day invoices, credit notes, advances, then receipts. */
export function periodVouchers(src: VoucherSources): TallyVoucher[] {
  const { books } = src;
  const vouchers = [
    ...books.invoices.filter((i) => books.issuedIds.has(i.id)).map((i) => invoiceVoucher(src, i)),
    ...books.notes.map((n) => creditNoteVoucher(src, n)),
    ...books.advances.map((a) => advanceVoucher(src, a)),
    ...books.payments.map((p) => receiptVoucher(src, p)),
  ].filter((v): v is TallyVoucher => v !== null);
  // A stable sort: within a kind and day, the order the queries read (number order).
  return vouchers.sort((a, b) =>
    a.date === b.date ? ORDER[a.kind] - ORDER[b.kind] : a.date < b.date ? -1 : 1,
  );
}

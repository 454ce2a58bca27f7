// A credit note as its PDF shows it: the original invoice's frozen parties (as the invoice's own
// document has them), the note's lines, reversed taxes and total, and the practice's signature.
import {
  amountInWords,
  CREDIT_NOTE_MESSAGES,
  creditNoteLineRate,
  moneyOf,
  paiseText,
  rateText,
} from '@practice-desk/contracts';
import type { TenantDb } from '../../db/scoped';
import { documentDateFormat, documentImages, toInvoiceDocument } from '../invoices/document';
import { findInvoice } from '../invoices/invoice-row';
import type { CreditNoteDocument } from '../invoices/pdf/credit-note-document';
import { type CreditNoteRecord, findCreditNote } from './credit-note-row';

export function toCreditNoteDocument(
  note: CreditNoteRecord,
  invoiceDocument: ReturnType<typeof toInvoiceDocument>,
): CreditNoteDocument {
  return {
    ...invoiceDocument,
    title: 'Credit Note',
    invoiceNumber: note.number,
    invoiceDate: note.date,
    dueDate: note.date,
    creditNote: {
      number: note.number,
      date: note.date,
      reason: note.reason,
      invoiceNumber: note.invoiceNumber,
      invoiceDate: note.invoiceDate,
    },
    lines: note.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: 1,
      rate: paiseText(line.amountPaise),
      // Each line is reversed at the rate of the invoice line it credits.
      taxRate: line.rateBp === undefined ? '' : creditNoteLineRate(line.rateBp),
      amount: paiseText(line.amountPaise),
      assignee: null,
    })),
    subtotal: paiseText(note.taxablePaise),
    taxes: note.taxes.map((tax) => ({
      name: tax.name,
      rate: rateText(tax.rateBp),
      amount: paiseText(tax.amountPaise),
    })),
    roundOff: paiseText(note.roundOffPaise),
    total: paiseText(note.totalPaise),
    amountInWords: amountInWords(note.totalPaise),
    // Nothing is to be paid on a credit note, and the invoice's terms were for the invoice.
    bank: null,
    terms: null,
    notes: spreadRemark(note),
  };
}

/** An amount credited on the whole invoice says so, and how it was spread. */
function spreadRemark(note: CreditNoteRecord): string | null {
  const spread = note.lines.filter((line) => line.spread);
  if (!spread.length) return null;
  return CREDIT_NOTE_MESSAGES.spreadRemark(moneyOf(spread.reduce((sum, line) => sum + line.amountPaise, 0)));
}

/** The document of one credit note of the practice (404 when it is not theirs). */
export async function creditNoteDocument(db: TenantDb, orgId: string, id: string) {
  const note = await findCreditNote(db, orgId, id);
  const [invoice, images, dateFormat] = await Promise.all([
    findInvoice(db, orgId, note.invoiceId),
    documentImages(db, orgId),
    documentDateFormat(db, orgId),
  ]);
  const invoiceDoc = { ...toInvoiceDocument(invoice, [], images), dateFormat };
  return { note, document: toCreditNoteDocument(note, invoiceDoc) };
}

/** Why an issued credit note is signed, as its signature says. */
export const creditNoteSigningReason = (number: string) =>
  `Credit note ${number} (Rule 53(1A), CGST Rules 2017)`;

// What the GSTR-1 builder reads: the period's issued invoices and credit notes, each reduced to
// its recipient, place of supply and figures per GST rate, in integer paise.

export interface Gstr1Line {
  /** The SAC (services) or HSN printed on the line. */
  sac: string;
  description: string;
  quantity: number;
  /** The line's value (quantity × rate − discount); a reimbursement (Rule 33) is never one. */
  amountPaise: number;
  /** Basis points; 0 for an exempt or non-taxable service line. */
  rateBp: number;
}

/** The tax charged at one GST rate (the full rate: 1800 for CGST 9% + SGST 9%). */
export interface Gstr1RateTax {
  rateBp: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface Gstr1Document {
  kind: 'invoice' | 'creditNote';
  number: string;
  /** The series the number belongs to (its prefix and year) and its place in it. */
  series: string;
  sequence: number;
  date: string;
  /** Null: an unregistered recipient (B2C). */
  recipientGstin: string | null;
  /** The place of supply's state code ('27'). */
  placeOfSupply: string;
  interState: boolean;
  /** The document's value as issued (with reimbursements and round-off). */
  valuePaise: number;
  lines: Gstr1Line[];
  taxes: Gstr1RateTax[];
  /** A credit note's original invoice: its value and date decide whether it was B2CL. */
  original?: { valuePaise: number; date: string };
}

/** Tax paid on an advance, or set off by its adjustment, at one place of supply and GST rate. */
export interface Gstr1AdvanceFigures {
  placeOfSupply: string;
  interState: boolean;
  /** The advance's taxable value (the amount received less the GST in it). */
  taxablePaise: number;
  taxes: Gstr1RateTax[];
}

/** A receipt voucher issued in the period (Rule 50), counted in Table 13; its figures, reported in
 * Table 11A, are what of it was not yet invoiced by the period's end. */
export interface Gstr1ReceiptVoucher extends Gstr1AdvanceFigures {
  number: string;
  series: string;
  sequence: number;
  date: string;
}

/** The period's advances: received (11A) and, of earlier periods, adjusted against the period's
 * issued invoices (11B). */
export interface Gstr1Advances {
  received: Gstr1ReceiptVoucher[];
  adjusted: Gstr1AdvanceFigures[];
}

// How much tax a credit note reverses: the invoice's own taxes (CGST + SGST, or IGST), each in
// proportion to the taxable value credited so far, in integer paise. Each tax is computed on the
// running total of credited value and the earlier notes' share subtracted, so the notes of an
// invoice never drift from its taxes by rounding and the last one reverses exactly what is left
// (with the invoice's round-off).
import { rateText, type TaxAmount } from './invoice-tax';

export interface CreditableInvoice {
  subtotalPaise: number;
  taxes: readonly TaxAmount[];
  totalPaise: number;
}

/** What the invoice's earlier credit notes already reversed. */
export interface CreditedSoFar {
  taxablePaise: number;
  /** Tax amounts per tax name. */
  taxPaise: Readonly<Record<string, number>>;
  totalPaise: number;
}

export interface CreditNoteAmounts {
  taxablePaise: number;
  taxes: TaxAmount[];
  roundOffPaise: number;
  totalPaise: number;
}

export type CreditNoteOutcome = { ok: true; amounts: CreditNoteAmounts } | { ok: false; leftPaise: number };

/** a × b / c rounded half up, exact for any amounts (BigInt: a × b can pass 2^53). */
function share(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/** The amounts of a credit note of `taxablePaise`, or how much may still be credited (total). */
export function creditNoteAmounts(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  taxablePaise: number,
): CreditNoteOutcome {
  const leftPaise = invoice.totalPaise - credited.totalPaise;
  const cumulative = credited.taxablePaise + taxablePaise;
  if (taxablePaise <= 0 || cumulative > invoice.subtotalPaise) return { ok: false, leftPaise };
  const last = cumulative === invoice.subtotalPaise;
  const taxes = invoice.taxes.map((tax) => {
    const upToNow = last ? tax.amountPaise : share(tax.amountPaise, cumulative, invoice.subtotalPaise);
    return { name: tax.name, rateBp: tax.rateBp, amountPaise: upToNow - (credited.taxPaise[tax.name] ?? 0) };
  });
  const exact = taxablePaise + taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  const totalPaise = last ? leftPaise : exact;
  if (totalPaise > leftPaise) return { ok: false, leftPaise };
  return { ok: true, amounts: { taxablePaise, taxes, roundOffPaise: totalPaise - exact, totalPaise } };
}

/** The tax rate a credit note's line is shown with: the invoice's split added up (CGST 9% + SGST
 * 9% is 18%; IGST 18% is 18%), '—' when nothing was taxed, and blank when the note reverses
 * taxes of several rates (its lines carry none of their own). */
export function creditNoteLineRate(taxes: readonly Pick<TaxAmount, 'name' | 'rateBp'>[]): string {
  if (taxes.length === 0) return '—';
  const rateOf = new Map<string, number>();
  for (const tax of taxes) {
    const seen = rateOf.get(tax.name);
    if (seen !== undefined && seen !== tax.rateBp) return '';
    rateOf.set(tax.name, tax.rateBp);
  }
  let totalBp = 0;
  for (const rateBp of rateOf.values()) totalBp += rateBp;
  return rateText(totalBp);
}

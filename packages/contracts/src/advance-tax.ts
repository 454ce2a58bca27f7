// GST on an advance received for services, and how an advance is set off against invoices.
// Section 13(2) of the CGST Act makes the time of supply of services the earlier of the invoice
// and the receipt of payment, so tax is due on an advance when it is received; Rule 50 of the
// CGST Rules, 2017 has a receipt voucher issued for it. The amount received is tax-inclusive:
//   taxable value = amount × 100 / (100 + rate), rounded half up to the paisa;
//   each tax = the invoices' own split of that taxable value (`taxesOn`: CGST + SGST at half the
//   rate each, or IGST), each rounded to the paisa;
//   then the taxable value is the amount less those taxes, so taxable + taxes = amount exactly
//   (a paisa of rounding lands on the taxable value, never on a tax).
import { type TaxAmount, type TaxRegime, taxesOn } from './invoice-tax';

export interface AdvanceAmounts {
  amountPaise: number;
  taxablePaise: number;
  taxes: TaxAmount[];
}

/** a × b / c rounded half up, exact for any amounts (BigInt: a × b can pass 2^53). */
function share(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/** The split of an advance of `amountPaise` (tax included) under the regime the invoices use. */
export function advanceAmounts(amountPaise: number, regime: TaxRegime): AdvanceAmounts {
  // The combined rate: the practice's GST rate, or its own taxes' sum outside India.
  const probe = taxesOn(1_000_000, regime);
  const rateBp = probe.reduce((sum, tax) => sum + tax.rateBp, 0);
  if (rateBp <= 0) return { amountPaise, taxablePaise: amountPaise, taxes: [] };
  const first = share(amountPaise, 10_000, 10_000 + rateBp);
  const taxes = taxesOn(first, regime);
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  return { amountPaise, taxablePaise: amountPaise - taxPaise, taxes };
}

/** What earlier adjustments already set off of one advance. */
export interface AdjustedSoFar {
  amountPaise: number;
  /** Tax per tax name. */
  taxPaise: Readonly<Record<string, number>>;
}

export type AdjustmentOutcome =
  | { ok: true; amounts: AdvanceAmounts }
  | { ok: false; reason: 'advance' | 'invoice'; leftPaise: number };

/**
 * One adjustment of `amountPaise` of an advance against an invoice whose balance is
 * `invoiceBalancePaise`: never more than the advance has left, nor than the invoice's balance.
 * Its tax is the advance's tax in proportion to the running total adjusted (earlier adjustments'
 * share subtracted), so all adjustments of an advance set off exactly the tax paid on it, and the
 * one that uses up the advance takes exactly what is left; the taxable value is the rest.
 */
export function advanceAdjustment(
  advance: AdvanceAmounts,
  soFar: AdjustedSoFar,
  amountPaise: number,
  invoiceBalancePaise: number,
): AdjustmentOutcome {
  const advanceLeft = advance.amountPaise - soFar.amountPaise;
  if (amountPaise > advanceLeft) return { ok: false, reason: 'advance', leftPaise: advanceLeft };
  if (amountPaise > invoiceBalancePaise)
    return { ok: false, reason: 'invoice', leftPaise: Math.max(0, invoiceBalancePaise) };
  if (amountPaise <= 0) return { ok: false, reason: 'advance', leftPaise: advanceLeft };
  const cumulative = soFar.amountPaise + amountPaise;
  const last = cumulative === advance.amountPaise;
  const taxes = advance.taxes.map((tax) => {
    const upToNow = last ? tax.amountPaise : share(tax.amountPaise, cumulative, advance.amountPaise);
    return { name: tax.name, rateBp: tax.rateBp, amountPaise: upToNow - (soFar.taxPaise[tax.name] ?? 0) };
  });
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  return { ok: true, amounts: { amountPaise, taxablePaise: amountPaise - taxPaise, taxes } };
}

/** The most that can be adjusted now: the smaller of the advance's unadjusted amount and the
 * invoice's balance (never below 0). */
export function adjustableNow(advanceLeftPaise: number, invoiceBalancePaise: number): number {
  return Math.max(0, Math.min(advanceLeftPaise, invoiceBalancePaise));
}

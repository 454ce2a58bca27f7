// The tax on an invoice (DESIGN.md §3 "Quotation → invoice"): GST split by place of supply, or
// the practice's own tax columns when its country is not India; each tax rounded to the paisa,
// the total rounded to the rupee with a round-off line.
import type { COUNTRIES } from './config-forms';

export interface TaxAmount {
  /** 'CGST', 'SGST', 'IGST' (or the labels chosen in preferences), or a custom tax's name. */
  name: string;
  /** Basis points: 900 = 9%. */
  rateBp: number;
  amountPaise: number;
}

export interface TaxRegime {
  /** The practice's GSTIN; without one an Indian practice charges no GST. */
  supplierGstin: string | null;
  /** The practice's state code (or its GSTIN's first two digits). */
  supplierStateCode: string | null;
  /** The client's state: its GSTIN's first two digits, or the state chosen for an unregistered client. */
  recipientStateCode: string | null;
  gstRateBp: number;
  country: (typeof COUNTRIES)[number];
  /** Labels of the central, state and integrated tax columns (preferences), in that order. */
  taxLabels: readonly string[];
  customTaxes: readonly { name: string; percentage: number }[];
}

export interface InvoiceTotals {
  subtotalPaise: number;
  taxes: TaxAmount[];
  taxPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

const percentOf = (paise: number, rateBp: number) => Math.round((paise * rateBp) / 10_000);

/** True when the supply is within one state (CGST + SGST), false when across states (IGST). */
export function isIntraState(
  regime: Pick<TaxRegime, 'supplierStateCode' | 'supplierGstin' | 'recipientStateCode'>,
) {
  const supplierState = regime.supplierStateCode ?? regime.supplierGstin?.slice(0, 2) ?? null;
  return supplierState !== null && supplierState === regime.recipientStateCode;
}

export function taxesOn(subtotalPaise: number, regime: TaxRegime): TaxAmount[] {
  if (regime.country === 'Other') {
    return regime.customTaxes
      .map((tax) => ({ name: tax.name, rateBp: Math.round(tax.percentage * 100) }))
      .filter((tax) => tax.rateBp > 0)
      .map((tax) => ({ ...tax, amountPaise: percentOf(subtotalPaise, tax.rateBp) }));
  }
  if (!regime.supplierGstin || regime.gstRateBp <= 0) return [];
  const [central = 'CGST', state = 'SGST', integrated = 'IGST'] = regime.taxLabels;
  if (isIntraState(regime)) {
    const halfBp = regime.gstRateBp / 2;
    const half = percentOf(subtotalPaise, halfBp);
    return [
      { name: central, rateBp: halfBp, amountPaise: half },
      { name: state, rateBp: halfBp, amountPaise: half },
    ];
  }
  return [
    { name: integrated, rateBp: regime.gstRateBp, amountPaise: percentOf(subtotalPaise, regime.gstRateBp) },
  ];
}

/** Totals of an invoice whose lines come to these amounts (paise). */
export function invoiceTotals(linePaise: readonly number[], regime: TaxRegime): InvoiceTotals {
  const subtotalPaise = linePaise.reduce((sum, paise) => sum + paise, 0);
  const taxes = taxesOn(subtotalPaise, regime);
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  const exact = subtotalPaise + taxPaise;
  const totalPaise = Math.round(exact / 100) * 100;
  return { subtotalPaise, taxes, taxPaise, roundOffPaise: totalPaise - exact, totalPaise };
}

/** 900 → '9%', 1250 → '12.5%'. */
export function rateText(rateBp: number): string {
  return `${rateBp / 100}%`;
}

// ---------------------------------------------------------------------------------------------
// Invoices with several lines (issue 18): each line has a quantity, a rate, a discount, whether
// it is taxable and its own GST rate; reimbursements are outside the taxable value.

/** 'service': a supply of the practice. 'reimbursement': paid on the client's behalf as a pure
 * agent (government fees, challans). Rule 33 of the CGST Rules, 2017 excludes such expenditure
 * from the value of supply, so it bears no GST and is totalled and printed apart. */
export const LINE_KINDS = ['service', 'reimbursement'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** What a reimbursement line reads where a service line shows its GST rate. Expenses paid as a
 * pure agent are excluded from the value of supply (Rule 33 of the CGST Rules 2017), so the line
 * is outside the taxable value altogether, not an exempt (0%) supply. */
export const REIMBURSEMENT_TAX_LABEL = 'Reimbursement (not taxable, Rule 33)';

export interface LineFigures {
  kind: LineKind;
  quantity: number;
  ratePaise: number;
  discountPaise: number;
  taxable: boolean;
  /** Basis points: 1800 = 18%, 0 = exempt. */
  gstRateBp: number;
}

/** The line's value: quantity × rate − discount, in integer paise. */
export function lineAmountPaise(line: Pick<LineFigures, 'quantity' | 'ratePaise' | 'discountPaise'>): number {
  return line.quantity * line.ratePaise - line.discountPaise;
}

/** GST is charged on a service line that is taxable at a rate above 0% (Rule 33: never on a reimbursement). */
export function isTaxedLine(line: Pick<LineFigures, 'kind' | 'taxable' | 'gstRateBp'>): boolean {
  return line.kind === 'service' && line.taxable && line.gstRateBp > 0;
}

export interface LineTotals extends InvoiceTotals {
  /** The taxable value: the taxed service lines. */
  taxablePaise: number;
  /** Service lines that bear no GST (exempt at 0%, or not taxable). */
  exemptPaise: number;
  /** Pure-agent reimbursements (Rule 33), outside the value of supply. */
  reimbursementPaise: number;
}

/** Adds one tax into a list, merging with a tax of the same name and rate. */
function addTax(into: TaxAmount[], tax: TaxAmount) {
  const same = into.find((t) => t.name === tax.name && t.rateBp === tax.rateBp);
  if (same) same.amountPaise += tax.amountPaise;
  else into.push({ ...tax });
}

/**
 * Totals of an invoice from its lines. The taxed lines are grouped by GST rate and each group is
 * taxed as a whole exactly as `taxesOn` does today (CGST and SGST at half the rate each, rounded
 * once per group, or IGST), so an invoice of same-rate lines keeps today's totals to the paisa.
 * subtotal = taxable + exempt service value; total = subtotal + tax + reimbursements, rounded
 * to the rupee with a round-off as today.
 */
export function linesTotals(lines: readonly LineFigures[], regime: TaxRegime): LineTotals {
  let taxablePaise = 0;
  let exemptPaise = 0;
  let reimbursementPaise = 0;
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const amount = lineAmountPaise(line);
    if (line.kind === 'reimbursement') reimbursementPaise += amount;
    else if (!isTaxedLine(line)) exemptPaise += amount;
    else {
      taxablePaise += amount;
      byRate.set(line.gstRateBp, (byRate.get(line.gstRateBp) ?? 0) + amount);
    }
  }
  const taxes: TaxAmount[] = [];
  if (regime.country === 'Other') {
    for (const tax of taxesOn(taxablePaise, regime)) addTax(taxes, tax);
  } else {
    const rates = [...byRate.keys()].sort((a, b) => b - a);
    for (const rateBp of rates)
      for (const tax of taxesOn(byRate.get(rateBp) ?? 0, { ...regime, gstRateBp: rateBp }))
        addTax(taxes, tax);
  }
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  const subtotalPaise = taxablePaise + exemptPaise;
  const exact = subtotalPaise + taxPaise + reimbursementPaise;
  const totalPaise = Math.round(exact / 100) * 100;
  return {
    subtotalPaise,
    taxablePaise,
    exemptPaise,
    reimbursementPaise,
    taxes,
    taxPaise,
    roundOffPaise: totalPaise - exact,
    totalPaise,
  };
}

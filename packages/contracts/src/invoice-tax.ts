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

// A line of a draft invoice as typed in the lines editor (amounts as text), and the invoice's
// totals from those lines with the contracts' own `linesTotals`, so the screen and the API agree.
import {
  type InvoiceItem,
  type InvoiceLineBody,
  type InvoiceRow,
  isMoneyInput,
  LINE_LIMITS,
  type LineFigures,
  type LineKind,
  type LineTotals,
  lineAmountPaise,
  linesTotals,
  type Preferences,
  paiseOf,
} from '@practice-desk/contracts';

export interface LineDraft {
  /** The saved line's id; a new line has none until saved. */
  id: string | null;
  key: string;
  taskId: string | null;
  kind: LineKind;
  description: string;
  sac: string;
  quantity: string;
  rate: string;
  discount: string;
  taxable: boolean;
  gstRateBp: number;
}

export function draftOf(item: InvoiceItem): LineDraft {
  return {
    id: item.id,
    key: item.id,
    taskId: item.taskId,
    kind: item.kind,
    description: item.description,
    sac: item.sac,
    quantity: String(item.quantity),
    rate: item.rate,
    discount: item.discount,
    taxable: item.taxable,
    gstRateBp: item.gstRateBp,
  };
}

let fresh = 0;
/** A new free-text line: the SAC and GST rate of the invoice's first service line. */
export function newDraft(invoice: InvoiceRow): LineDraft {
  const first = invoice.items.find((i) => i.kind === 'service');
  fresh += 1;
  return {
    id: null,
    key: `new-${fresh}`,
    taskId: null,
    kind: 'service',
    description: '',
    sac: first?.sac ?? '',
    quantity: '1',
    rate: '',
    discount: '0',
    taxable: true,
    gstRateBp: first?.gstRateBp ?? 1800,
  };
}

/** The line's figures when every amount is well formed, else null. */
export function figuresOf(draft: LineDraft): LineFigures | null {
  const quantity = Number(draft.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > LINE_LIMITS.quantityMax) return null;
  if (!isMoneyInput(draft.rate) || !isMoneyInput(draft.discount || '0')) return null;
  const figures = {
    kind: draft.kind,
    quantity,
    ratePaise: paiseOf(draft.rate),
    discountPaise: paiseOf(draft.discount || '0'),
    taxable: draft.kind === 'service' && draft.taxable,
    gstRateBp: draft.kind === 'service' ? draft.gstRateBp : 0,
  };
  return lineAmountPaise(figures) < 0 ? null : figures;
}

export function bodyOf(draft: LineDraft): InvoiceLineBody {
  const service = draft.kind === 'service';
  return {
    kind: draft.kind,
    description: draft.description.trim(),
    ...(draft.sac.trim() ? { sac: draft.sac.trim() } : {}),
    quantity: Number(draft.quantity),
    rate: draft.rate.trim(),
    discount: draft.discount.trim() || '0',
    taxable: service && draft.taxable,
    gstRateBp: service ? draft.gstRateBp : 0,
  };
}

export function sameDraft(a: LineDraft, b: LineDraft): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

/** The totals the invoice will have once these lines are saved (lines not yet valid are left out). */
export function draftTotals(drafts: LineDraft[], invoice: InvoiceRow, preferences: Preferences): LineTotals {
  const figures = drafts.map(figuresOf).filter((f): f is LineFigures => f !== null);
  return linesTotals(figures, {
    supplierGstin: invoice.supplier.gstin,
    supplierStateCode: invoice.supplier.stateCode,
    recipientStateCode: invoice.billedTo.stateCode,
    gstRateBp: 0,
    country: preferences.country,
    taxLabels: preferences.taxColumns,
    customTaxes: preferences.customTaxes,
  });
}

// What a credit note being typed would come to, and the invoice's balance after it, worked out with
// the same rule the API applies (contracts' creditNoteAmounts: each credited line at its own rate)
// on integer paise.
import {
  type CreditableInvoice,
  type CreditNoteRow,
  type CreditRequest,
  creditNoteAmounts,
  type InvoiceRow,
  isMoneyInput,
  isTaxedLine,
  linesOfStoredNote,
  paiseOf,
} from '@practice-desk/contracts';

export interface CreditPreview {
  totalPaise: number;
  balanceAfterPaise: number;
}

type PreviewInvoice = Pick<InvoiceRow, 'items' | 'taxes' | 'totalAmount' | 'balance' | 'placeOfSupply'> & {
  supplier: Pick<InvoiceRow['supplier'], 'stateCode' | 'gstin'>;
};

function creditableOf(invoice: PreviewInvoice): CreditableInvoice {
  const supplierState = invoice.supplier.stateCode ?? invoice.supplier.gstin?.slice(0, 2) ?? '';
  return {
    lines: invoice.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      description: item.description,
      sac: item.sac,
      amountPaise: paiseOf(item.amount),
      rateBp: isTaxedLine(item) ? item.gstRateBp : 0,
    })),
    taxes: invoice.taxes.map((t) => ({
      name: t.name,
      rateBp: Math.round(t.rate * 100),
      amountPaise: paiseOf(t.amount),
    })),
    interState: (invoice.placeOfSupply?.stateCode ?? supplierState) !== supplierState,
    customTaxes: invoice.placeOfSupply === null && invoice.taxes.length > 0,
    totalPaise: paiseOf(invoice.totalAmount),
  };
}

/** What is typed: an amount on the whole invoice, or an amount per line (by line id). */
export type TypedCredit = { amount: string } | { lines: Record<string, string> };

function requestOf(typed: TypedCredit): CreditRequest | null {
  const entries = 'amount' in typed ? [['', typed.amount] as const] : Object.entries(typed.lines);
  const filled = entries.map(([id, text]) => [id, text.trim()] as const).filter(([, text]) => text);
  if (filled.length === 0 || !filled.every(([, text]) => isMoneyInput(text))) return null;
  if ('amount' in typed) return { amountPaise: paiseOf(filled[0]?.[1] ?? '0') };
  return { lines: filled.map(([lineId, text]) => ({ lineId, amountPaise: paiseOf(text) })) };
}

/** The note's total and the balance after it, or null while the amount is not a valid credit. */
export function creditPreview(
  invoice: PreviewInvoice,
  notes: Pick<CreditNoteRow, 'lines' | 'taxes' | 'totalAmount'>[],
  typed: TypedCredit,
): CreditPreview | null {
  const request = requestOf(typed);
  if (!request) return null;
  const creditable = creditableOf(invoice);
  const outcome = creditNoteAmounts(
    creditable,
    {
      lines: notes.flatMap((n) =>
        linesOfStoredNote(
          creditable,
          n.lines.map((l) => ({ ...l, amountPaise: paiseOf(l.amount) })),
        ),
      ),
      taxes: notes.flatMap((n) =>
        n.taxes.map((t) => ({
          name: t.name,
          rateBp: Math.round(t.rate * 100),
          amountPaise: paiseOf(t.amount),
        })),
      ),
      totalPaise: notes.reduce((sum, n) => sum + paiseOf(n.totalAmount), 0),
    },
    request,
  );
  if (!outcome.ok) return null;
  const { totalPaise } = outcome.amounts;
  return { totalPaise, balanceAfterPaise: paiseOf(invoice.balance) - totalPaise };
}

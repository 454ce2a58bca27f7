// What a credit note being typed would come to, and the invoice's balance after it, worked out with
// the same rule the API applies (contracts' creditNoteAmounts) on integer paise.
import {
  type CreditNoteRow,
  creditNoteAmounts,
  type InvoiceRow,
  isMoneyInput,
  paiseOf,
} from '@practice-desk/contracts';

export interface CreditPreview {
  totalPaise: number;
  balanceAfterPaise: number;
}

/** The note's total and the balance after it, or null while the amount is not a valid credit. */
export function creditPreview(
  invoice: Pick<InvoiceRow, 'subtotal' | 'taxes' | 'totalAmount' | 'balance'>,
  notes: Pick<CreditNoteRow, 'taxableAmount' | 'taxes' | 'totalAmount'>[],
  typed: string[],
): CreditPreview | null {
  const amounts = typed.map((t) => t.trim()).filter(Boolean);
  if (amounts.length === 0 || !amounts.every(isMoneyInput)) return null;
  const taxablePaise = amounts.reduce((sum, t) => sum + paiseOf(t), 0);
  const taxPaise: Record<string, number> = {};
  for (const tax of notes.flatMap((n) => n.taxes))
    taxPaise[tax.name] = (taxPaise[tax.name] ?? 0) + paiseOf(tax.amount);
  const outcome = creditNoteAmounts(
    {
      subtotalPaise: paiseOf(invoice.subtotal),
      taxes: invoice.taxes.map((t) => ({ name: t.name, rateBp: 0, amountPaise: paiseOf(t.amount) })),
      totalPaise: paiseOf(invoice.totalAmount),
    },
    {
      taxablePaise: notes.reduce((sum, n) => sum + paiseOf(n.taxableAmount), 0),
      taxPaise,
      totalPaise: notes.reduce((sum, n) => sum + paiseOf(n.totalAmount), 0),
    },
    taxablePaise,
  );
  if (!outcome.ok) return null;
  const { totalPaise } = outcome.amounts;
  return { totalPaise, balanceAfterPaise: paiseOf(invoice.balance) - totalPaise };
}

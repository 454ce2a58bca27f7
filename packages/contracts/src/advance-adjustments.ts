// An advance set off against an invoice, as both the advance and the invoice show it (its own file:
// invoices and advances both read it).
import * as v from 'valibot';
import { MoneySchema } from './money';

export const TaxRowSchema = v.object({ name: v.string(), rate: v.number(), amount: MoneySchema });
export type TaxRow = v.InferOutput<typeof TaxRowSchema>;

export const AdvanceAdjustmentRowSchema = v.object({
  id: v.string(),
  advanceId: v.string(),
  voucherNumber: v.string(),
  voucherDate: v.string(),
  invoiceId: v.string(),
  /** Null while the draft it is set against waits to be issued. */
  invoiceNumber: v.nullable(v.string()),
  amount: MoneySchema,
  taxableAmount: MoneySchema,
  taxes: v.array(TaxRowSchema),
});
export type AdvanceAdjustmentRow = v.InferOutput<typeof AdvanceAdjustmentRowSchema>;

// An invoice's totals from its lines (contracts' `linesTotals`), taxed by the parties frozen on
// the invoice (supplier GSTIN and state, client's state) and the practice's tax columns.
import {
  ADVANCE_MESSAGES,
  type LineFigures,
  linesTotals,
  moneyOf,
  type TaxRegime,
} from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { invoiceLines, invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict } from '../../lib/errors';
import { readPreferences } from '../config/preferences';
import type { InvoiceRecord } from './invoice-row';

/** Recomputes and stores the invoice's totals; `ctx.db` must be the transaction holding its lock. */
export async function storeTotals(ctx: ServiceContext, invoice: InvoiceRecord): Promise<void> {
  const preferences = await readPreferences(ctx);
  const lines: LineFigures[] = await ctx.db
    .select({
      kind: invoiceLines.kind,
      quantity: invoiceLines.quantity,
      ratePaise: invoiceLines.ratePaise,
      discountPaise: invoiceLines.discountPaise,
      taxable: invoiceLines.taxable,
      gstRateBp: invoiceLines.gstRateBp,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id));
  const regime: TaxRegime = {
    supplierGstin: invoice.supplier.gstin ?? null,
    supplierStateCode: invoice.supplier.stateCode ?? null,
    recipientStateCode: invoice.billedTo.stateCode ?? null,
    // Each line carries its own rate; this one is not used for lines.
    gstRateBp: 0,
    country: preferences.country,
    taxLabels: preferences.taxColumns,
    customTaxes: preferences.customTaxes,
  };
  const totals = linesTotals(lines, regime);
  // Advances already set off against the draft stay within it: take them off before lowering it.
  if (
    totals.totalPaise <
    invoice.advanceAdjustedPaise + invoice.paidPaise + invoice.tdsPaise + invoice.creditedPaise
  )
    throw new Conflict(ADVANCE_MESSAGES.belowAdjusted(moneyOf(invoice.advanceAdjustedPaise)));
  await ctx.db
    .update(invoices)
    .set({
      taxes: totals.taxes,
      subtotalPaise: totals.subtotalPaise,
      taxPaise: totals.taxPaise,
      roundOffPaise: totals.roundOffPaise,
      totalPaise: totals.totalPaise,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoice.id)));
}

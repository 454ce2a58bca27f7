// One client's invoices open for payment, oldest first, each with the TDS a client usually
// deducts on it (10% of the fees, as the payment form suggests): what a credit is split over.
import { moneyOf } from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { loadOpenInvoices } from './load';
import { tdsVariants } from './score';

export async function openInvoicesOf(ctx: ServiceContext, clientId: string) {
  const open = await loadOpenInvoices(ctx.db, { clientId });
  return open
    .sort((a, b) => a.date.localeCompare(b.date) || a.invoiceNumber.localeCompare(b.invoiceNumber))
    .map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      date: invoice.date,
      balance: moneyOf(invoice.balancePaise),
      suggestedTds: moneyOf(tdsVariants(invoice, 1000)[0] ?? 0),
    }));
}

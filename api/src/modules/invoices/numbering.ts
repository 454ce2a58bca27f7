// Invoice numbers (Rule 46(b)): prefix + the practice's sequence, or one series per financial year.
// Each number is taken by a single statement that locks the counter's row until the transaction
// ends, so concurrent generations get distinct, consecutive numbers, and a rolled-back one gives
// its number back.
import {
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  isValidInvoiceNumber,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { invoiceSequences, invoiceSettings, invoices } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Conflict, Invalid } from '../../lib/errors';
import { takeFromYearlySeries } from './yearly-series';

export interface InvoiceNumber {
  invoiceNumber: string;
  sequence: number;
  /** Set for a yearly-series number. */
  financialYear: string | null;
}

async function nextContinuous(tx: TenantDb, orgId: string) {
  const [row] = await tx
    .update(invoiceSettings)
    .set({ nextNumber: sql`${invoiceSettings.nextNumber} + 1` })
    .where(eq(invoiceSettings.orgId, orgId))
    .returning({ taken: sql<number>`${invoiceSettings.nextNumber} - 1`, prefix: invoiceSettings.prefix });
  if (!row) throw new Error(`practice ${orgId} has no invoice settings`);
  return { sequence: Number(row.taken), prefix: row.prefix };
}

/** Takes the next number for an invoice dated `invoiceDate`; call inside the generating transaction. */
export async function takeInvoiceNumber(
  tx: TenantDb,
  orgId: string,
  settings: { prefix: string; yearlyNumbering: boolean },
  invoiceDate: string,
): Promise<InvoiceNumber> {
  let number: InvoiceNumber;
  if (settings.yearlyNumbering) {
    const financialYear = financialYearOf(invoiceDate);
    const sequence = await takeFromYearlySeries(tx, invoiceSequences, orgId, financialYear);
    number = {
      invoiceNumber: formatInvoiceNumber(settings.prefix, sequence, financialYear),
      sequence,
      financialYear,
    };
  } else {
    const { sequence, prefix } = await nextContinuous(tx, orgId);
    number = { invoiceNumber: formatInvoiceNumber(prefix, sequence, null), sequence, financialYear: null };
  }
  if (!isValidInvoiceNumber(number.invoiceNumber)) {
    const message = INVOICE_MESSAGES.numberTooLong(number.invoiceNumber);
    throw new Invalid(message, [{ field: 'invoicePrefix', message }]);
  }
  // Only a prefix changed back and forth between the two series could repeat a number.
  const [taken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.invoiceNumber, number.invoiceNumber)));
  if (taken) throw new Conflict(INVOICE_MESSAGES.numberTaken(number.invoiceNumber));
  return number;
}

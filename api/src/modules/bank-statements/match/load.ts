// What the matcher reads from the practice's books: its open invoices (issued, something left to
// settle) with the fees TDS is taken of, its clients' names, PANs and GSTINs, and the aliases
// learnt from accepted lines. One query each, whatever the number of lines.
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { bankAliases, clients, invoices } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { OpenInvoice } from './score';

const balance = sql<number>`(${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.tdsPaise} - ${invoices.creditedPaise} - ${invoices.advanceAdjustedPaise})`;

/** (A column inside a subquery is written unqualified by Drizzle: the invoice's id is named in full.)
 * Fees without GST (every line but reimbursements) less the fees credit notes reversed: the
 * base a client takes TDS on (contracts' tdsOnReceipt reads the same two figures). */
const invoiceId = sql`${sql.identifier('invoices')}.${sql.identifier('id')}`;
const tdsBase = sql<string>`greatest(
  coalesce((select sum(l.amount_paise) from invoice_lines l
    where l.invoice_id = ${invoiceId} and l.kind <> 'reimbursement'), 0)
  - coalesce((select sum(n.taxable_paise) from credit_notes n where n.invoice_id = ${invoiceId}), 0), 0)`;

/** The practice's invoices a payment can be recorded against (issued, not Done, balance left);
 * only these ids, or this client's, when given. */
export async function loadOpenInvoices(
  db: TenantDb,
  { ids, clientId }: { ids?: string[]; clientId?: string } = {},
): Promise<OpenInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      date: invoices.invoiceDate,
      balancePaise: balance,
      tdsBasePaise: tdsBase,
      deductedPaise: invoices.tdsPaise,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'Sent'),
        gt(balance, 0),
        clientId ? eq(invoices.clientId, clientId) : undefined,
        ids ? inArray(invoices.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ) as SQL,
    );
  return rows.map((row) => ({
    ...row,
    invoiceNumber: row.invoiceNumber ?? '',
    balancePaise: Number(row.balancePaise),
    tdsBasePaise: Number(row.tdsBasePaise),
    deductedPaise: Number(row.deductedPaise),
  }));
}

export function loadClients(db: TenantDb) {
  return db
    .select({ id: clients.id, name: clients.name, pan: clients.pan, gstin: clients.gstin })
    .from(clients);
}

export function loadAliases(db: TenantDb) {
  return db.select({ clientId: bankAliases.clientId, words: bankAliases.words }).from(bankAliases);
}

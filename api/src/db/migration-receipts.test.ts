// The receipts migration numbers the payments recorded before it: per practice and financial year
// of the payment date, in date order, and the receipt series goes on after the last of each year.
// Runs the SQL files on a bare PGlite: those before it, old rows, then it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';

const files = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
};

describe('migration: receipt numbers and TDS on payments', () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  afterAll(() => db.close());

  it('numbers existing payments per practice and financial year in date order', async () => {
    const receiptsFile = files.find((f) => f.endsWith('_receipts.sql'));
    if (!receiptsFile) throw new Error('no receipts migration');
    for (const file of files.filter((f) => f < receiptsFile)) await run(db, file);
    const one = async <T>(query: string, params: unknown[] = []) =>
      (await db.query<T>(query, params)).rows[0] as T;
    const practice = async (name: string) => {
      const { id: org } = await one<{ id: string }>(
        `INSERT INTO organisations (name) VALUES ($1) RETURNING id`,
        [name],
      );
      const { id: client } = await one<{ id: string }>(
        `INSERT INTO clients (org_id, name) VALUES ($1, 'C') RETURNING id`,
        [org],
      );
      const { id: invoice } = await one<{ id: string }>(
        `INSERT INTO invoices (org_id, client_id, invoice_number, sequence, invoice_date, due_date, supplier,
           billed_to, subtotal_paise, tax_paise, total_paise, paid_paise)
         VALUES ($1, $2, 'INV-1', 1, '2025-04-01', '2025-04-15', '{}', '{}', 100000, 18000, 118000, 6000)
         RETURNING id`,
        [org, client],
      );
      return { org, invoice };
    };
    const a = await practice('A');
    const b = await practice('B');
    // Recorded out of date order; two on one day keep the order they were recorded in.
    const payments: [typeof a, string, string, string][] = [
      [a, '2026-04-02', '2026-04-02T10:00:00Z', 'a-2026-1'],
      [a, '2025-06-01', '2026-04-02T10:01:00Z', 'a-2025-1'],
      [a, '2026-03-31', '2026-04-02T10:02:00Z', 'a-2025-3'],
      [a, '2025-12-01', '2026-04-02T10:03:00Z', 'a-2025-2'],
      [a, '2026-04-02', '2026-04-02T11:00:00Z', 'a-2026-2'],
      [b, '2025-09-09', '2026-04-02T10:00:00Z', 'b-2025-1'],
    ];
    for (const [{ org, invoice }, date, createdAt, reference] of payments)
      await db.query(
        `INSERT INTO payments (org_id, invoice_id, date, amount_paise, mode, reference, created_at)
         VALUES ($1, $2, $3, 1000, 'UPI', $4, $5)`,
        [org, invoice, date, reference, createdAt],
      );
    await run(db, receiptsFile);

    const numbered = await db.query<{ reference: string; receipt_number: string; tds_paise: string }>(
      'SELECT reference, receipt_number, tds_paise FROM payments ORDER BY reference',
    );
    expect(numbered.rows.map((r) => [r.reference, r.receipt_number, Number(r.tds_paise)])).toEqual([
      ['a-2025-1', 'RCT/25-26/001', 0],
      ['a-2025-2', 'RCT/25-26/002', 0],
      ['a-2025-3', 'RCT/25-26/003', 0],
      ['a-2026-1', 'RCT/26-27/001', 0],
      ['a-2026-2', 'RCT/26-27/002', 0],
      ['b-2025-1', 'RCT/25-26/001', 0],
    ]);
    const series = await db.query<{ org_id: string; financial_year: string; next_number: number }>(
      'SELECT org_id, financial_year, next_number FROM receipt_sequences ORDER BY org_id = $1 DESC, financial_year',
      [a.org],
    );
    expect(series.rows.map((r) => [r.org_id, r.financial_year, r.next_number])).toEqual([
      [a.org, '25-26', 4],
      [a.org, '26-27', 3],
      [b.org, '25-26', 2],
    ]);
    // A receipt number is the practice's once; paid + TDS never passes the total.
    await expect(
      db.query(`UPDATE payments SET receipt_number = 'RCT/25-26/001' WHERE reference = 'a-2025-2'`),
    ).rejects.toThrow(/payments_org_receipt_unique/);
    await expect(
      db.query(`UPDATE invoices SET tds_paise = 112001 WHERE id = $1`, [a.invoice]),
    ).rejects.toThrow(/invoices_settled_within_total/);
    await expect(
      db.query(`UPDATE payments SET amount_paise = 0 WHERE reference = 'a-2025-2'`),
    ).rejects.toThrow(/payments_amounts_check/);
  }, 120_000);
});

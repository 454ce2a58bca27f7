// The invoice-lines migration keeps existing invoices as they were: each old line becomes a
// taxable service without discount at the rate its invoice was taxed at, so recomputing from the
// lines gives the stored totals. Runs the SQL files on a bare PGlite: those before it, old rows, then it.
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

describe('migration: invoice lines with discount, taxable, GST rate and kind', () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  afterAll(() => db.close());

  it('gives each existing line its invoice’s rate (CGST + SGST, or IGST), else the practice’s', async () => {
    const linesFile = files.find((f) => f.includes('invoice-lines'));
    if (!linesFile) throw new Error('no invoice-lines migration');
    for (const file of files.filter((f) => f < linesFile)) await run(db, file);
    const org = (await db.query<{ id: string }>(`INSERT INTO organisations (name) VALUES ('P') RETURNING id`))
      .rows[0]?.id;
    await db.query(`INSERT INTO invoice_settings (org_id, gst_rate_bp) VALUES ($1, 1200)`, [org]);
    const client = (
      await db.query<{ id: string }>(`INSERT INTO clients (org_id, name) VALUES ($1, 'C') RETURNING id`, [
        org,
      ])
    ).rows[0]?.id;
    const invoice = async (number: string, taxes: object[]) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO invoices (org_id, client_id, invoice_number, sequence, invoice_date, due_date, supplier,
             billed_to, taxes, subtotal_paise, tax_paise, total_paise)
           VALUES ($1, $2, $3, 1, '2026-04-01', '2026-04-15', '{}', '{}', $4, 100000, 18000, 118000) RETURNING id`,
          [org, client, number, JSON.stringify(taxes)],
        )
      ).rows[0]?.id;
    const intra = await invoice('A', [
      { name: 'CGST', rateBp: 900, amountPaise: 9000 },
      { name: 'SGST', rateBp: 900, amountPaise: 9000 },
    ]);
    const inter = await invoice('B', [{ name: 'IGST', rateBp: 500, amountPaise: 5000 }]);
    const untaxed = await invoice('C', []);
    for (const id of [intra, inter, untaxed])
      await db.query(
        `INSERT INTO invoice_lines (org_id, invoice_id, position, description, sac, rate_paise, amount_paise)
         VALUES ($1, $2, 0, 'Audit', '998221', 100000, 100000)`,
        [org, id],
      );
    await run(db, linesFile);
    const lines = await db.query<{
      invoice_id: string;
      gst_rate_bp: number;
      kind: string;
      taxable: boolean;
      discount_paise: string;
    }>('SELECT invoice_id, gst_rate_bp, kind, taxable, discount_paise FROM invoice_lines');
    const rateOf = (id?: string) => lines.rows.find((l) => l.invoice_id === id)?.gst_rate_bp;
    expect([rateOf(intra), rateOf(inter), rateOf(untaxed)]).toEqual([1800, 500, 1200]);
    expect(lines.rows.every((l) => l.kind === 'service' && l.taxable && Number(l.discount_paise) === 0)).toBe(
      true,
    );
    await expect(
      db.query(`UPDATE invoice_lines SET quantity = 0 WHERE invoice_id = $1`, [intra]),
    ).rejects.toThrow(/invoice_lines_quantity_check/);
    await expect(
      db.query(`UPDATE invoice_lines SET discount_paise = -1 WHERE invoice_id = $1`, [intra]),
    ).rejects.toThrow(/invoice_lines_amounts_check/);
  }, 120_000);
});

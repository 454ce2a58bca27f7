// Commit of a previewed statement into one bank account: its lines read under the mapping chosen
// (the preview's own when none), those without an error written in one transaction with the import
// that brought them; a line the account already has (same date, amount, reference and balance) is
// left as it is and counted (insert … on conflict do nothing). Then the matcher scores the new lines
// and matches the strong ones (bank-statements/match).
import {
  BANK_MESSAGES,
  type StatementCommitBody,
  type StatementCommitResult,
} from '@practice-desk/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { bankStatementImports, bankStatementLines } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { bankAccountOf } from './accounts';
import { matchLines } from './match';
import type { StatementLine } from './parse/statement';
import { claimPendingStatement, dropPendingStatement, loadPendingStatement } from './pending';
import { readOrRefuse } from './preview';

/** Lines a statement: each chunk travels as one JSON parameter expanded by jsonb_to_recordset (as
 * the task import writes its rows, tasks/import/insert.ts), not 14 bound parameters a line. */
const LINES_PER_INSERT = 1_000;

/** The rows of a raw statement's answer, whichever engine gave it (PGlite: { rows }; postgres.js: an array). */
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Writes lines the account does not have yet (its dedupe keys are unique); answers those written.
 * Raw SQL is not scoped: the practice is named here. */
async function insertLines(
  tx: TenantDb,
  orgId: string,
  bankAccountId: string,
  importId: string,
  lines: { line: StatementLine; position: number }[],
): Promise<{ id: string; balance_mismatch: boolean }[]> {
  const rows = lines.map(({ line, position }) => ({
    date: line.date,
    value_date: line.valueDate,
    narration: line.narration,
    reference: line.reference,
    debit_paise: line.debitPaise,
    credit_paise: line.creditPaise,
    balance_paise: line.balancePaise,
    balance_mismatch: line.balanceMismatch,
    dedupe_key: line.dedupeKey,
    position,
  }));
  return rowsOf<{ id: string; balance_mismatch: boolean }>(
    await tx.execute(sql`
      insert into bank_statement_lines (org_id, bank_account_id, import_id, date, value_date, narration,
        reference, debit_paise, credit_paise, balance_paise, balance_mismatch, dedupe_key, position)
      select ${orgId}::uuid, ${bankAccountId}::uuid, ${importId}::uuid, x.date, x.value_date, x.narration,
        x.reference, x.debit_paise, x.credit_paise, x.balance_paise, x.balance_mismatch, x.dedupe_key, x.position
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(date date, value_date date, narration text,
        reference text, debit_paise bigint, credit_paise bigint, balance_paise bigint, balance_mismatch boolean,
        dedupe_key text, position integer)
      on conflict (org_id, bank_account_id, dedupe_key) do nothing
      returning id, balance_mismatch`),
  );
}

export async function commitStatement(
  ctx: ServiceContext,
  body: StatementCommitBody,
): Promise<StatementCommitResult> {
  const account = await bankAccountOf(ctx.db, body.bankAccountId);
  if (account.archived)
    throw new Invalid(BANK_MESSAGES.accountArchivedNoImport, [
      { field: 'bankAccountId', message: BANK_MESSAGES.accountArchivedNoImport },
    ]);
  const pending = await loadPendingStatement(ctx, body.previewId);
  const statement = readOrRefuse(pending.grid, body.mapping);
  const wrong = statement.problems.filter((problem) => problem.row === null && problem.kind === 'error');
  if (wrong.length)
    throw new Invalid(
      (wrong[0] as { message: string }).message,
      wrong.map((problem) => ({ field: 'mapping', message: problem.message })),
    );
  const last = statement.lines.length - 1;
  const valid = statement.lines
    .map((line, i) => ({ line, position: statement.newestFirst ? last - i : i }))
    .filter(({ line }) => !line.error);
  if (valid.length === 0) throw new Invalid(BANK_MESSAGES.nothingToImport);
  const dates = valid.map(({ line }) => line.date as string).sort();

  const { importId, lineIds } = await ctx.db.transaction(async (tx) => {
    await claimPendingStatement(tx, body.previewId);
    const [made] = await tx
      .insert(bankStatementImports)
      .values({
        orgId: ctx.orgId,
        bankAccountId: account.id,
        fileName: pending.filename,
        layout: statement.layout,
        rows: statement.lines.length,
        imported: 0,
        duplicates: 0,
        fromDate: dates[0] ?? null,
        toDate: dates.at(-1) ?? null,
        createdBy: ctx.user.id,
      })
      .returning({ id: bankStatementImports.id });
    if (!made) throw new Error('statement import insert returned nothing');
    const lineIds: string[] = [];
    let mismatches = 0;
    for (let start = 0; start < valid.length; start += LINES_PER_INSERT) {
      const written = await insertLines(
        tx,
        ctx.orgId,
        account.id,
        made.id,
        valid.slice(start, start + LINES_PER_INSERT),
      );
      for (const line of written) {
        lineIds.push(line.id);
        if (line.balance_mismatch) mismatches += 1;
      }
    }
    await tx
      .update(bankStatementImports)
      .set({
        imported: lineIds.length,
        duplicates: valid.length - lineIds.length,
        balanceMismatches: mismatches,
      })
      .where(eq(bankStatementImports.id, made.id));
    await dropPendingStatement(tx, body.previewId);
    return { importId: made.id, lineIds };
  });

  // The new lines are stored whatever the matcher does; matching is a suggestion on top of them.
  const matched = lineIds.length ? await matchLines(ctx, lineIds) : { accepted: 0 };
  const [suggested] = await ctx.db
    .select({ n: count() })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.importId, importId), eq(bankStatementLines.status, 'suggested')));
  const [stored] = await ctx.db
    .select({ balanceMismatches: bankStatementImports.balanceMismatches })
    .from(bankStatementImports)
    .where(eq(bankStatementImports.id, importId));
  return {
    importId,
    imported: lineIds.length,
    duplicates: valid.length - lineIds.length,
    skipped: statement.lines.length - valid.length,
    balanceMismatches: stored?.balanceMismatches ?? 0,
    matched: matched.accepted,
    suggested: suggested?.n ?? 0,
  };
}

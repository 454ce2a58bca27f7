// Preview of a bank statement: the file read, its header and layout found, its lines read under
// the mapping and checked (dates, amounts, the running balance), the lines already imported into
// the chosen account counted; the sheet kept for the commit. Writes no statement line.
import {
  BANK_LABELS,
  BANK_LIMITS,
  BANK_MESSAGES,
  type BankAccount,
  moneyOf,
  STATEMENT_LAYOUT_LABELS,
  type StatementMapping,
  type StatementPreview,
  type StatementProblem,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bankStatementLines } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { readSheetGrid } from '../../lib/spreadsheet';
import { bankAccountOf } from './accounts';
import { type ReadStatement, readStatement } from './parse/statement';
import { textGrid } from './parse/values';
import { loadPendingStatement, type PendingStatement, savePendingStatement } from './pending';

/** Of these dedupe keys, those the account already has: one query, the keys as one JSON
 * parameter (a statement's 5,000 keys as 5,000 parameters cost the embedded database more than
 * the lookup itself). */
export async function importedKeys(
  db: TenantDb,
  bankAccountId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: bankStatementLines.dedupeKey })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.bankAccountId, bankAccountId),
        sql`${bankStatementLines.dedupeKey} in (select value from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/** The statement read, or why it cannot be: no header row, or no line under it. */
export function readOrRefuse(grid: string[][], mapping?: StatementMapping): ReadStatement {
  const statement = readStatement(grid, { mapping });
  if (!statement) throw new Invalid(BANK_MESSAGES.noHeader);
  return statement;
}

/** Warnings about the statement as a whole against the account chosen: another account's number
 * in the banner, or another bank's layout. */
function accountProblems(statement: ReadStatement, account: BankAccount | null): StatementProblem[] {
  if (!account) return [];
  const problems: StatementProblem[] = [];
  if (statement.accountLast4 && statement.accountLast4 !== account.last4)
    problems.push({
      row: null,
      kind: 'warning',
      message: BANK_MESSAGES.otherAccount(statement.accountLast4, account.last4),
    });
  const layout = statement.header.layout;
  if (layout !== 'custom' && account.bank !== 'OTHER' && layout !== account.bank)
    problems.push({
      row: null,
      kind: 'warning',
      message: BANK_MESSAGES.otherBank(STATEMENT_LAYOUT_LABELS[layout], BANK_LABELS[account.bank]),
    });
  return problems;
}

async function answer(
  ctx: ServiceContext,
  previewId: string,
  pending: PendingStatement,
  statement: ReadStatement,
  bankAccountId: string | null | undefined,
): Promise<StatementPreview> {
  const account = bankAccountId ? await bankAccountOf(ctx.db, bankAccountId) : null;
  const valid = statement.lines.filter((line) => !line.error);
  const imported = account
    ? await importedKeys(
        ctx.db,
        account.id,
        valid.map((line) => line.dedupeKey),
      )
    : new Set<string>();
  const problems = [...accountProblems(statement, account), ...statement.problems];
  let creditTotal = 0;
  let debitTotal = 0;
  let credits = 0;
  let debits = 0;
  let from: string | null = null;
  let to: string | null = null;
  for (const line of valid) {
    if (line.creditPaise > 0) {
      credits += 1;
      creditTotal += line.creditPaise;
    } else {
      debits += 1;
      debitTotal += line.debitPaise;
    }
    const date = line.date as string;
    if (!from || date < from) from = date;
    if (!to || date > to) to = date;
  }
  const optionalMoney = (paise: number | null) => (paise === null || paise === 0 ? null : moneyOf(paise));
  return {
    previewId,
    filename: pending.filename,
    layout: statement.layout,
    columns: statement.header.columns,
    headerRow: statement.header.index + 1,
    mapping: statement.mapping,
    rows: statement.lines.slice(0, BANK_LIMITS.previewRows).map((line) => ({
      row: line.row,
      date: line.date,
      valueDate: line.valueDate,
      narration: line.narration,
      reference: line.reference,
      debit: optionalMoney(line.debitPaise),
      credit: optionalMoney(line.creditPaise),
      balance: line.balancePaise === null ? null : moneyOf(line.balancePaise),
      duplicate: !line.error && imported.has(line.dedupeKey),
      balanceMismatch: line.balanceMismatch,
      error: line.error,
    })),
    problems: problems.slice(0, BANK_LIMITS.problems),
    problemCount: problems.length,
    newestFirst: statement.newestFirst,
    accountLast4: statement.accountLast4,
    summary: {
      lines: statement.lines.length,
      valid: valid.length,
      errors: statement.lines.length - valid.length,
      duplicates: imported.size,
      balanceMismatches: valid.filter((line) => line.balanceMismatch).length,
      credits,
      debits,
      creditTotal: moneyOf(creditTotal),
      debitTotal: moneyOf(debitTotal),
      from,
      to,
    },
  };
}

export async function previewStatement(
  ctx: ServiceContext,
  filename: string,
  data: Buffer,
  bankAccountId: string | null | undefined,
): Promise<StatementPreview> {
  const grid = textGrid(await readSheetGrid(filename, data));
  const statement = readOrRefuse(grid);
  if (statement.lines.length === 0 && statement.problems.length === 0)
    throw new Invalid(BANK_MESSAGES.noLines);
  const pending: PendingStatement = {
    filename,
    layout: statement.header.layout,
    columns: statement.header.columns,
    grid,
  };
  const previewId = await savePendingStatement(ctx, pending);
  return answer(ctx, previewId, pending, statement, bankAccountId);
}

/** The same statement read again under the columns the person chose. */
export async function remapStatement(
  ctx: ServiceContext,
  body: { previewId: string; mapping: StatementMapping; bankAccountId?: string | null },
): Promise<StatementPreview> {
  const pending = await loadPendingStatement(ctx, body.previewId);
  return answer(ctx, body.previewId, pending, readOrRefuse(pending.grid, body.mapping), body.bankAccountId);
}

// The statements imported, newest first (of one account, or all): the file, its layout, its period,
// how many lines it brought, how many were there already and how many balances did not add up.
import { BANK_LIMITS, type StatementImportRow, type StatementImportsQuery } from '@practice-desk/contracts';
import { desc, eq } from 'drizzle-orm';
import { bankAccounts, bankStatementImports, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';

export async function listStatementImports(
  ctx: ServiceContext,
  query: StatementImportsQuery,
): Promise<StatementImportRow[]> {
  const rows = await ctx.db
    .select({
      id: bankStatementImports.id,
      bankAccountId: bankStatementImports.bankAccountId,
      bankAccountName: bankAccounts.name,
      fileName: bankStatementImports.fileName,
      layout: bankStatementImports.layout,
      rows: bankStatementImports.rows,
      imported: bankStatementImports.imported,
      duplicates: bankStatementImports.duplicates,
      balanceMismatches: bankStatementImports.balanceMismatches,
      from: bankStatementImports.fromDate,
      to: bankStatementImports.toDate,
      createdBy: users.name,
      createdAt: bankStatementImports.createdAt,
    })
    .from(bankStatementImports)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementImports.bankAccountId))
    .leftJoin(users, eq(users.id, bankStatementImports.createdBy))
    .where(query.bankAccountId ? eq(bankStatementImports.bankAccountId, query.bankAccountId) : undefined)
    .orderBy(desc(bankStatementImports.createdAt), desc(bankStatementImports.id))
    .limit(BANK_LIMITS.history);
  return rows.map((row) => ({
    ...row,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

// The practice's bank accounts (Configurations › Invoice settings › Bank accounts): a name the
// practice calls it by, the bank and the account number's last 4 digits. An account that has
// statement lines is archived when deleted, never removed, so its lines keep their account.
import {
  BANK_LIMITS,
  type BankAccount,
  type BankAccountBody,
  BANK_MESSAGES as MESSAGES,
} from '@practice-desk/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { bankAccounts, bankStatementImports, bankStatementLines } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';

const nameTaken = () =>
  new Conflict(MESSAGES.nameTaken, { errors: [{ field: 'name', message: MESSAGES.nameTaken }] });

async function accountRows(db: TenantDb, id?: string): Promise<BankAccount[]> {
  const lines = db
    .select({ accountId: bankStatementLines.bankAccountId, lines: count().as('lines') })
    .from(bankStatementLines)
    // One account's lines only, when one is asked for (a preview or commit reads its account).
    .where(id ? eq(bankStatementLines.bankAccountId, id) : undefined)
    .groupBy(bankStatementLines.bankAccountId)
    .as('account_lines');
  const rows = await db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      bank: bankAccounts.bank,
      last4: bankAccounts.last4,
      archived: bankAccounts.archived,
      createdAt: bankAccounts.createdAt,
      lines: sql<number>`coalesce(${lines.lines}, 0)`.mapWith(Number),
    })
    .from(bankAccounts)
    .leftJoin(lines, eq(lines.accountId, bankAccounts.id))
    .where(id ? eq(bankAccounts.id, id) : undefined)
    .orderBy(asc(bankAccounts.archived), asc(bankAccounts.name))
    .limit(BANK_LIMITS.accounts);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export const listBankAccounts = (ctx: ServiceContext) => accountRows(ctx.db);

export async function bankAccountOf(db: TenantDb, id: string): Promise<BankAccount> {
  const [account] = await accountRows(db, id);
  if (!account) throw new NotFound(MESSAGES.accountNotFound);
  return account;
}

/** Another account of the practice already has this name (compared without case). */
async function assertNameFree(db: TenantDb, name: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        sql`lower(${bankAccounts.name}) = ${name.toLowerCase()}`,
        except ? ne(bankAccounts.id, except) : undefined,
      ),
    );
  if (taken) throw nameTaken();
}

export async function createBankAccount(ctx: ServiceContext, body: BankAccountBody): Promise<BankAccount> {
  await assertNameFree(ctx.db, body.name);
  const [held] = await ctx.db.select({ n: count() }).from(bankAccounts);
  if ((held?.n ?? 0) >= BANK_LIMITS.accounts) throw new Invalid(MESSAGES.tooManyAccounts);
  const [made] = await ctx.db
    .insert(bankAccounts)
    .values({
      orgId: ctx.orgId,
      name: body.name,
      bank: body.bank,
      last4: body.last4,
      archived: body.archived,
    })
    .returning({ id: bankAccounts.id });
  if (!made) throw new Error('bank account insert returned nothing');
  return bankAccountOf(ctx.db, made.id);
}

export async function updateBankAccount(
  ctx: ServiceContext,
  id: string,
  body: BankAccountBody,
): Promise<BankAccount> {
  await bankAccountOf(ctx.db, id);
  await assertNameFree(ctx.db, body.name, id);
  await ctx.db
    .update(bankAccounts)
    .set({ name: body.name, bank: body.bank, last4: body.last4, archived: body.archived })
    .where(eq(bankAccounts.id, id));
  return bankAccountOf(ctx.db, id);
}

/** Deletes an account nothing was imported into; archives one that has statements. */
export async function deleteBankAccount(
  ctx: ServiceContext,
  id: string,
): Promise<{ deleted: boolean; archived: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await bankAccountOf(tx, id);
    const [used] = await tx
      .select({ id: bankStatementImports.id })
      .from(bankStatementImports)
      .where(eq(bankStatementImports.bankAccountId, id))
      .limit(1);
    if (used) {
      await tx.update(bankAccounts).set({ archived: true }).where(eq(bankAccounts.id, id));
      return { deleted: false, archived: true };
    }
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
    return { deleted: true, archived: false };
  });
}

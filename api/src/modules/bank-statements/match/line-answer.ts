// A statement line as the review shows it (BankLine): shaped in one place for the list and for
// the answer of a decision made on it.
import { type BankCandidate, type BankLine, type BankLineMatch, moneyOf } from '@practice-desk/contracts';
import type { bankStatementLines } from '../../../db/schema';

/** The line with its candidates and what deciding it made. */
export function bankLineOf(
  line: typeof bankStatementLines.$inferSelect,
  accountName: string,
  candidates: BankCandidate[],
  matches: BankLineMatch[],
): BankLine {
  return {
    id: line.id,
    bankAccountId: line.bankAccountId,
    bankAccountName: accountName,
    date: line.date,
    narration: line.narration,
    reference: line.reference,
    debit: moneyOf(line.debitPaise),
    credit: moneyOf(line.creditPaise),
    balance: line.balancePaise === null ? null : moneyOf(line.balancePaise),
    balanceMismatch: line.balanceMismatch,
    status: line.status,
    ignoreReason: line.ignoreReason,
    candidates,
    matches,
  };
}

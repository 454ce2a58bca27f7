// The rules files by financial year, and which file governs a date. A year's file is the calendar
// of what falls due in that year (April to March): the 2026-27 file holds the ITR for FY 2025-26
// due in 2026 as well as GSTR-3B for February 2027 due in March 2027. A form's shown name follows
// the period's own year instead (`earlierName`): 26Q for Q4 2025-26, due May 2026, keeps its old
// name. Adding a year is one more import in FILES below.
import * as v from 'valibot';
import { financialYearRange } from '../practice-usage';
import type { ComplianceRule, RulesFile } from './rule-schema';
import { RulesFileSchema } from './rule-schema';
import rules2026 from './rules-2026-27.json' with { type: 'json' };

const FILES: RulesFile[] = [rules2026]
  .map((file) => v.parse(RulesFileSchema, file))
  .sort((a, b) => a.financialYear.localeCompare(b.financialYear));

/** The financial years that have a rules file, oldest first. */
export const RULE_YEARS: readonly string[] = FILES.map((file) => file.financialYear);

/**
 * The rules for a financial year ('YYYY-YY'): its own file, else the latest file before it (due
 * dates rarely change, and generation three months ahead must not stop at a year boundary before
 * next year's file is added), else the earliest file.
 */
export function rulesForYear(financialYear: string): RulesFile {
  const earlier = FILES.filter((file) => file.financialYear <= financialYear);
  return (earlier.at(-1) ?? FILES[0]) as RulesFile;
}

/** The financial year whose file governs a due date 'YYYY-MM-DD' (see rulesForYear). */
export function rulesYearFor(date: string): string {
  return rulesForYear(financialYearRange(date).label).financialYear;
}

/** The rules of a code in a year's file; GSTR-1, GSTR-3B and ADVANCE-TAX have two each. */
export function rulesOfCode(code: string, financialYear: string): ComplianceRule[] {
  return rulesForYear(financialYear).rules.filter((rule) => rule.code === code);
}

/** Every form code of the rules files, once each, in the files' order (pickers of a form). */
export function complianceFormCodes(): string[] {
  return [...new Set(FILES.flatMap((file) => file.rules.map((rule) => rule.code)))];
}

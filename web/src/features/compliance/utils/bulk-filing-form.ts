// The bulk filing dialog's values and checks: each chosen item with its own acknowledgement and
// filing date (or one date for all), checked by the single filing dialog's rules.
import type { BulkFilingBody } from '@practice-desk/contracts';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { filingProblems } from './filing-form';

export interface BulkRow {
  arn: string;
  filedOn: string;
}

export interface BulkValues {
  sameDate: boolean;
  /** The date of every row while sameDate is on. */
  filedOn: string;
  rows: BulkRow[];
}

export const emptyBulk = (count: number, today: string): BulkValues => ({
  sameDate: true,
  filedOn: today,
  rows: Array.from({ length: count }, () => ({ arn: '', filedOn: today })),
});

/** The filings to send, in the targets' order. */
export function bulkFilings(targets: FilingTarget[], values: BulkValues): BulkFilingBody['filings'] {
  return targets.map((target, i) => ({
    itemId: target.itemId,
    arn: (values.rows[i]?.arn ?? '').trim(),
    filedOn: values.sameDate ? values.filedOn : (values.rows[i]?.filedOn ?? ''),
  }));
}

/**
 * The server's keys ('filings.2.arn') as the form's fields ('rows.2.arn'), so a field's problem
 * goes as it is corrected; with one date for all, a row's date problem is the shared date's.
 */
export function onFields(problems: Record<string, string>, sameDate: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) {
    const row = /^filings\.(\d+)\.(\w+)$/.exec(key);
    if (!row) fields[key] = message;
    else if (sameDate && row[2] === 'filedOn') fields.filedOn ??= message;
    else fields[`rows.${row[1]}.${row[2]}`] = message;
  }
  return fields;
}

/** Each row checked as the single filing dialog checks one, keyed by the form's fields. */
export function bulkProblems(
  targets: FilingTarget[],
  values: BulkValues,
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  bulkFilings(targets, values).forEach((filing, i) => {
    const found = filingProblems(targets[i]?.code ?? '', { ...filing, file: null }, today);
    for (const [field, message] of Object.entries(found)) problems[`filings.${i}.${field}`] = message;
  });
  return onFields(problems, values.sameDate);
}

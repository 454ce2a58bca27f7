// The Generate dialog's dates: from today to three months ahead unless changed (a past 'Due from'
// back-fills: what is past due is generated overdue), and what is wrong with a range before it is sent.
import dayjs from 'dayjs';

export const GENERATE_MONTHS_AHEAD = 3;

export function defaultGenerateRange(today: string): { from: string; to: string } {
  return { from: today, to: dayjs(today).add(GENERATE_MONTHS_AHEAD, 'month').format('YYYY-MM-DD') };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The message for each date that is missing or out of order; empty when the range can be sent. */
export function generateRangeProblems(range: { from: string; to: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!DATE.test(range.from)) problems.from = 'Choose the first due date';
  if (!DATE.test(range.to)) problems.to = 'Choose the last due date';
  else if (DATE.test(range.from) && range.to < range.from)
    problems.to = 'The last date must be on or after the first';
  return problems;
}

/** '12 created, 30 already there', and ', 5 of them overdue' when a past 'Due from' back-filled. */
export function generatedText(result: { created: number; existing: number; overdue?: number }): string {
  const overdue = result.overdue ? `, ${result.overdue} of them overdue` : '';
  return `${result.created} created${overdue}, ${result.existing} already there`;
}

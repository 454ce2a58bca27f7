// A task's estimate (ET) is its budget: the people on it hear once when the time taken (TT) reaches
// four fifths of it and once when it reaches all of it, and the grid draws TT against ET as a bar.
import { minutesAsHm } from './duration-input';

/** The thresholds, in per cent of the estimate, that tell the team leader and the person once. */
export const BUDGET_THRESHOLDS = [80, 100] as const;
export type BudgetLevel = 0 | (typeof BUDGET_THRESHOLDS)[number];

/** The highest threshold TT has reached: 100 at or past ET, 80 at four fifths of it, else 0. A task
 * with no estimate has no budget to reach. Integer arithmetic, so 80% of 7 minutes is exact. */
export function budgetLevel(tt: number, et: number): BudgetLevel {
  if (et <= 0) return 0;
  if (tt >= et) return 100;
  return tt * 5 >= et * 4 ? 80 : 0;
}

/** TT as a whole per cent of ET (rounded down), or null without an estimate. */
export const budgetUsed = (tt: number, et: number): number | null =>
  et > 0 ? Math.floor((Math.max(tt, 0) * 100) / et) : null;

export const BUDGET_MESSAGES = {
  title: (level: Exclude<BudgetLevel, 0>) =>
    level === 100 ? 'Task has used its whole estimate' : 'Task at 80% of its estimate',
  message: (task: string, tt: number, et: number) =>
    `${task} has taken ${minutesAsHm(tt)} of its ${minutesAsHm(et)} estimate (${budgetUsed(tt, et)}%)`,
  /** The grid's bar, for a screen reader and as its tooltip. */
  bar: (tt: number, et: number) => `Time taken is ${budgetUsed(tt, et)}% of the estimate`,
} as const;

import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, budgetLevel, budgetUsed } from './task-budget';

describe('a task’s budget', () => {
  // [TT, ET, level, per cent used], worked by hand: 80% of 7 minutes is 5.6, so 5 is short and 6 is past.
  it.each([
    [0, 0, 0, null],
    [500, 0, 0, null],
    [0, 100, 0, 0],
    [79, 100, 0, 79],
    [80, 100, 80, 80],
    [99, 100, 80, 99],
    [100, 100, 100, 100],
    [250, 100, 100, 250],
    [5, 7, 0, 71],
    [6, 7, 80, 85],
    [7, 7, 100, 100],
    [-5, 100, 0, 0],
  ])('TT %i of ET %i reaches %i (%s%% used)', (tt, et, level, used) => {
    expect(budgetLevel(tt, et)).toBe(level);
    expect(budgetUsed(tt, et)).toBe(used);
  });

  it('says what was taken of what in hours and minutes', () => {
    expect(BUDGET_MESSAGES.message('Tax Audit for Budget Traders', 96, 120)).toBe(
      'Tax Audit for Budget Traders has taken 1:36 of its 2:00 estimate (80%)',
    );
    expect(BUDGET_MESSAGES.bar(45, 60)).toBe('Time taken is 75% of the estimate');
  });
});

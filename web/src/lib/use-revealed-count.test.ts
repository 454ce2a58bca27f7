import { describe, expect, it } from 'vitest';
import { revealedCount } from './use-revealed-count';

const groups = (...sizes: number[]) => sizes.map((rows) => ({ rows }));
const rowsOf = (g: { rows: number }) => g.rows;

describe('revealedCount', () => {
  it('draws the groups that hold the budget of rows, and more as the budget grows', () => {
    const list = groups(50, 50, 50, 50, 50, 50);
    expect(revealedCount(list, rowsOf, 100)).toBe(2);
    expect(revealedCount(list, rowsOf, 101)).toBe(3);
    expect(revealedCount(list, rowsOf, 300)).toBe(6);
    expect(revealedCount(list, rowsOf, 10_000)).toBe(6);
  });

  it('always draws one group, however large, and nothing of an empty list', () => {
    expect(revealedCount(groups(900, 5), rowsOf, 100)).toBe(1);
    expect(revealedCount(groups(0, 0, 0), rowsOf, 0)).toBe(1);
    expect(revealedCount([], rowsOf, 100)).toBe(0);
  });
});

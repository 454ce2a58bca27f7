import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

const rows = [
  { name: 'sharma Traders', minutes: 30 },
  { name: 'Client 10', minutes: 120 },
  { name: 'Client 9', minutes: 30 },
  { name: 'Patel & Co', minutes: -15 },
];

describe('sortRows', () => {
  it('orders names alphabetically, ignoring case and reading numbers as numbers', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'Client 9',
      'Client 10',
      'Patel & Co',
      'sharma Traders',
    ]);
  });

  it('orders numbers numerically and keeps ties in the order they came', () => {
    expect(sortRows(rows, (r) => r.minutes, 'desc').map((r) => r.name)).toEqual([
      'Client 10',
      'sharma Traders',
      'Client 9',
      'Patel & Co',
    ]);
  });

  it('flips the direction of the same column, starts numbers largest first', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name', false)).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'actual', true)).toEqual({
      key: 'actual',
      direction: 'desc',
    });
  });
});

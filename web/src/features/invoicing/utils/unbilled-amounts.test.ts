import type { UnbilledTask } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { changedAmounts, rowsWithoutAmount, selectedTotalPaise } from './unbilled-amounts';

const task = (id: string, suggestedAmount: string | null): UnbilledTask => ({
  id,
  task: 'Audit',
  subTask: '',
  et: 0,
  tt: 0,
  completedAt: null,
  ageDays: 0,
  overdue: false,
  suggestedAmount,
  basis: suggestedAmount ? 'hourlyRate' : 'none',
  teamLeader: null,
});

describe('the unbilled amounts', () => {
  const tasks = [task('a', '1000.00'), task('b', null), task('c', '0.10')];
  it('sends only typed amounts that change the suggestion', () => {
    expect(changedAmounts(tasks, ['a', 'b', 'c'], { a: '1000.00', b: '250.5', c: '0.2' })).toEqual({
      b: '250.5',
      c: '0.2',
    });
  });
  it('totals the selection exactly in paise and finds rows with no amount', () => {
    expect(selectedTotalPaise(tasks, ['a', 'c'], { c: '0.20' })).toBe(100020);
    expect(rowsWithoutAmount(tasks, ['a', 'b'], {}).map((t) => t.id)).toEqual(['b']);
    expect(rowsWithoutAmount(tasks, ['a'], { a: '12.345' }).map((t) => t.id)).toEqual(['a']);
  });
});

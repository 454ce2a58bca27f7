import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('day label', () => {
  it('names the person and the day with its weekday', () => {
    expect(dayLabel({ user: { name: 'Asha Rao' }, date: '2026-02-02' })).toBe('Asha Rao, Mon 2 Feb 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed';

describe('elapsed time of a running timer', () => {
  it('reads h:mm:ss from the start', () => {
    const start = '2026-03-10T06:30:00.000Z';
    expect(elapsedText(start, Date.parse(start) + 3_725_000)).toBe('1:02:05');
    expect(elapsedText(start, Date.parse(start) - 5_000)).toBe('0:00:00');
  });
});

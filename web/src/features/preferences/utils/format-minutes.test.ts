import { describe, expect, it } from 'vitest';
import { formatMinutes } from './format-minutes';

describe('formatMinutes', () => {
  it('shows minutes as they are', () => {
    expect(formatMinutes(90, 'Minutes')).toBe('90 min');
    expect(formatMinutes(0, 'Minutes')).toBe('0 min');
  });

  it('shows hours with at most two decimals', () => {
    expect(formatMinutes(60, 'Hours')).toBe('1 h');
    expect(formatMinutes(90, 'Hours')).toBe('1.5 h');
    expect(formatMinutes(135, 'Hours')).toBe('2.25 h');
    expect(formatMinutes(20, 'Hours')).toBe('0.33 h');
  });

  it('counts days as eight-hour working days', () => {
    expect(formatMinutes(480, 'Days')).toBe('1 d');
    expect(formatMinutes(720, 'Days')).toBe('1.5 d');
    expect(formatMinutes(90, 'Days')).toBe('0.19 d');
  });

  it('keeps the sign of a correction and shows nothing odd for bad input', () => {
    expect(formatMinutes(-30, 'Hours')).toBe('-0.5 h');
    expect(formatMinutes(-1, 'Days')).toBe('0 d');
    expect(formatMinutes(Number.NaN, 'Minutes')).toBe('0 min');
  });
});

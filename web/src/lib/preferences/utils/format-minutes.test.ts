import { describe, expect, it } from 'vitest';
import { formatCellMinutes, formatMinutes, minutesWithHm } from './format-minutes';

describe('formatMinutes', () => {
  it('shows minutes as they are', () => {
    expect(formatMinutes(90, 'Minutes')).toBe('90 min');
    expect(formatMinutes(0, 'Minutes')).toBe('0 min');
  });

  it('shows hours as h:mm', () => {
    expect(formatMinutes(60, 'Hours')).toBe('1:00');
    expect(formatMinutes(90, 'Hours')).toBe('1:30');
    expect(formatMinutes(135, 'Hours')).toBe('2:15');
    expect(formatMinutes(20, 'Hours')).toBe('0:20');
    expect(formatMinutes(Number.NaN, 'Hours')).toBe('0:00');
  });

  it('counts days as eight-hour working days', () => {
    expect(formatMinutes(480, 'Days')).toBe('1 d');
    expect(formatMinutes(720, 'Days')).toBe('1.5 d');
    expect(formatMinutes(90, 'Days')).toBe('0.19 d');
  });

  it('keeps the sign of a correction and shows nothing odd for bad input', () => {
    expect(formatMinutes(-30, 'Hours')).toBe('-0:30');
    expect(formatMinutes(-1, 'Days')).toBe('0 d');
    expect(formatMinutes(Number.NaN, 'Minutes')).toBe('0 min');
  });
});

describe('minutes in cells and totals', () => {
  it('shows a cell as bare minutes, or h:mm for Hours', () => {
    expect(formatCellMinutes(90, 'Minutes')).toBe('90');
    expect(formatCellMinutes(90, 'Hours')).toBe('1:30');
    expect(formatCellMinutes(720, 'Days')).toBe('1.5');
  });
  it('adds the h:mm reading to a total, alone for Hours', () => {
    expect(minutesWithHm(135, 'Minutes')).toBe('135 min (2:15)');
    expect(minutesWithHm(135, 'Hours')).toBe('2:15');
    expect(minutesWithHm(Number.NaN, 'Minutes')).toBe('0 min (0:00)');
  });
});

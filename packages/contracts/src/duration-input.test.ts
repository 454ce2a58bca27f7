import { describe, expect, it } from 'vitest';
import {
  DURATION_INPUT_MESSAGE,
  durationLimitMessage,
  MAX_DURATION_MINUTES,
  MINUTES_PER_DAY,
  minutesAsHm,
  parseDurationInput,
} from './duration-input';

describe('minutes typed into ET and TT', () => {
  it('takes whole minutes and h:mm', () => {
    expect(parseDurationInput('90')).toEqual({ ok: true, minutes: 90 });
    expect(parseDurationInput('1:30')).toEqual({ ok: true, minutes: 90 });
    expect(parseDurationInput(' 0:05 ')).toEqual({ ok: true, minutes: 5 });
    expect(parseDurationInput('12:00')).toEqual({ ok: true, minutes: 720 });
    expect(parseDurationInput(45)).toEqual({ ok: true, minutes: 45 });
  });
  it('reads blank as 0', () => {
    expect(parseDurationInput('')).toEqual({ ok: true, minutes: 0 });
    expect(parseDurationInput(null)).toEqual({ ok: true, minutes: 0 });
  });
  it('refuses letters, negatives, fractions and minutes past 59', () => {
    for (const bad of ['abc', '-5', '1.5', '1,5', '1:75', '1:3', ':30', '90m', -5, 1.5]) {
      expect(parseDurationInput(bad)).toEqual({ ok: false, message: DURATION_INPUT_MESSAGE });
    }
  });
});

describe("a field's largest duration", () => {
  it('takes up to the limit the field sets, in either form', () => {
    expect(parseDurationInput('24:00', MINUTES_PER_DAY)).toEqual({ ok: true, minutes: 1440 });
    expect(parseDurationInput('1440', MINUTES_PER_DAY)).toEqual({ ok: true, minutes: 1440 });
  });
  it('refuses more than the limit, saying what the limit is', () => {
    const tooMuch = { ok: false, message: 'At most 24:00 (1440 minutes)' };
    expect(parseDurationInput('24:01', MINUTES_PER_DAY)).toEqual(tooMuch);
    expect(parseDurationInput('1441', MINUTES_PER_DAY)).toEqual(tooMuch);
    expect(durationLimitMessage(MINUTES_PER_DAY)).toBe(tooMuch.message);
  });
  it("refuses more than a task's ET or TT can hold when the field sets no limit", () => {
    expect(parseDurationInput(String(MAX_DURATION_MINUTES))).toEqual({ ok: true, minutes: 1_000_000 });
    expect(parseDurationInput('1000001').ok).toBe(false);
    expect(parseDurationInput('99999999999999999999')).toEqual({
      ok: false,
      message: DURATION_INPUT_MESSAGE,
    });
  });
  it("refuses '0:75' and negatives in h:mm", () => {
    for (const bad of ['0:75', '-1:30', '1:60']) {
      expect(parseDurationInput(bad)).toEqual({ ok: false, message: DURATION_INPUT_MESSAGE });
    }
  });
});

describe('minutes as h:mm', () => {
  it('writes hours and two-digit minutes', () => {
    expect(minutesAsHm(135)).toBe('2:15');
    expect(minutesAsHm(5)).toBe('0:05');
    expect(minutesAsHm(0)).toBe('0:00');
    expect(minutesAsHm(-90)).toBe('-1:30');
    expect(minutesAsHm(Number.NaN)).toBe('0:00');
  });
});

import { TIME_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { timeEntryBody, timeEntryErrors } from './time-entry-form';

const today = '2026-03-12';

describe('Time entry form', () => {
  it('accepts whole minutes from 1 to 1440 on today or earlier', () => {
    expect(timeEntryErrors({ minutes: 1, date: today, note: '' }, today)).toEqual({});
    expect(timeEntryErrors({ minutes: 1440, date: '2026-03-01', note: '' }, today)).toEqual({});
  });

  it('refuses blank, fractional, zero or too many minutes', () => {
    for (const minutes of ['', 0, 1.5, 1441, -5]) {
      expect(timeEntryErrors({ minutes, date: today, note: '' }, today)).toEqual({
        minutes: TIME_MESSAGES.minutesWhole,
      });
    }
  });

  it('refuses a future date', () => {
    expect(timeEntryErrors({ minutes: 30, date: '2026-03-13', note: '' }, today)).toEqual({
      date: TIME_MESSAGES.futureDate,
    });
  });

  it('sends the note only when it is not blank', () => {
    expect(timeEntryBody({ minutes: 30, date: today, note: '  ' })).toEqual({ minutes: 30, date: today });
    expect(timeEntryBody({ minutes: 30, date: '', note: ' GSTR-1 filed ' })).toEqual({
      minutes: 30,
      note: 'GSTR-1 filed',
    });
  });
});

import type { TimesheetWeek } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { dayNoteText, isDayLocked, weekDayNote } from './day-notes';

const week = {
  today: '2026-11-18',
  submitted: [
    { date: '2026-11-16', totalMinutes: 60, status: 'approved', comment: null },
    { date: '2026-11-17', totalMinutes: 30, status: 'returned', comment: 'Add the client call' },
    { date: '2026-11-18', totalMinutes: 45, status: 'submitted', comment: null },
  ],
} as TimesheetWeek;

describe('day notes of the timesheet', () => {
  it('says where each submitted day stands, and Today', () => {
    expect(dayNoteText(weekDayNote(week, '2026-11-16'))).toBe('Approved');
    expect(dayNoteText(weekDayNote(week, '2026-11-17'))).toBe('Returned');
    expect(dayNoteText(weekDayNote(week, '2026-11-18'))).toBe('Today · Submitted');
    expect(dayNoteText(weekDayNote(week, '2026-11-19'))).toBe('');
  });
  it('carries the leader’s comment of a returned day', () => {
    expect(weekDayNote(week, '2026-11-17').comment).toBe('Add the client call');
    expect(weekDayNote(week, '2026-11-16').comment).toBeNull();
  });
  it('locks only approved days', () => {
    expect(isDayLocked(week, '2026-11-16')).toBe(true);
    expect(isDayLocked(week, '2026-11-17')).toBe(false);
    expect(isDayLocked(week, '2026-11-18')).toBe(false);
  });
});

import type { DayEndMonth } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { dayMark, monthOf } from './day-marks';

const month: DayEndMonth = {
  month: '2026-03',
  today: '2026-03-12',
  submitted: [
    {
      date: '2026-03-10',
      totalMinutes: 420,
      submittedAt: '2026-03-10T18:00:00.000Z',
      status: 'submitted',
      comment: null,
    },
    {
      date: '2026-03-06',
      totalMinutes: 300,
      submittedAt: '2026-03-06T18:00:00.000Z',
      status: 'approved',
      comment: null,
    },
    {
      date: '2026-03-05',
      totalMinutes: 200,
      submittedAt: '2026-03-05T18:00:00.000Z',
      status: 'returned',
      comment: 'Add the audit visit',
    },
  ],
  pending: ['2026-03-09', '2026-03-11'],
  todayMinutes: 90,
};

describe('End Day calendar marks', () => {
  it('marks a submitted day green with its minutes, not submittable again', () => {
    expect(dayMark(month, '2026-03-10')).toEqual({
      isToday: false,
      state: 'submitted',
      submittedMinutes: 420,
      comment: null,
      canSubmit: false,
    });
  });

  it('marks an approved day as approved and locked against submitting again', () => {
    expect(dayMark(month, '2026-03-06')).toMatchObject({ state: 'approved', canSubmit: false });
  });

  it('marks a returned day with the leader’s comment, to be submitted again', () => {
    expect(dayMark(month, '2026-03-05')).toMatchObject({
      state: 'returned',
      comment: 'Add the audit visit',
      canSubmit: true,
    });
  });

  it('marks a past working day not yet submitted as pending and submittable', () => {
    expect(dayMark(month, '2026-03-11')).toMatchObject({ state: 'pending', canSubmit: true });
  });

  it('lets today be submitted and marks it as today', () => {
    expect(dayMark(month, '2026-03-12')).toMatchObject({ isToday: true, state: null, canSubmit: true });
  });

  it('refuses a future day or a Sunday with no mark', () => {
    expect(dayMark(month, '2026-03-13')).toMatchObject({ state: null, canSubmit: false });
    expect(dayMark(month, '2026-03-08')).toMatchObject({ state: null, canSubmit: false });
  });

  it('marks a submitted today as submitted and lets it be submitted again to update its minutes', () => {
    const done: DayEndMonth = {
      ...month,
      submitted: [
        { date: '2026-03-12', totalMinutes: 60, submittedAt: '', status: 'submitted', comment: null },
      ],
    };
    expect(dayMark(done, '2026-03-12')).toMatchObject({
      isToday: true,
      state: 'submitted',
      canSubmit: true,
    });
  });

  it('has no marks before the month is loaded', () => {
    expect(dayMark(null, '2026-03-12')).toMatchObject({ isToday: false, state: null, canSubmit: false });
  });

  it('reads the month of a date', () => {
    expect(monthOf('2026-03-12')).toBe('2026-03');
  });
});

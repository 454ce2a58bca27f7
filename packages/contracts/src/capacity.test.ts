// The capacity arithmetic against a hand-worked table. The practice works Monday to Saturday,
// 8 hours (480 minutes) a day; the range is Wednesday 2 December 2026 to Tuesday 15 December 2026.
// Week of 30 Nov (clipped to Wed 2 – Sun 6): Wed Thu Fri Sat = 4 × 480 = 1,920.
// Week of 7 Dec: Mon–Sat = 2,880, less a holiday on Tue 8 (480), a day's leave on Thu 10 (480) and
// a half day on Fri 11 (240) = 1,680.
// Week of 14 Dec (clipped to Mon 14 – Tue 15): 2 × 480 = 960.
import { describe, expect, it } from 'vitest';
import {
  availableMinutes,
  capacityWeeks,
  DEFAULT_WORKING_WEEK,
  hoursLabel,
  type LeaveKind,
  loadLevel,
  placeTask,
} from './capacity';

const holidays = new Set(['2026-12-08']);
const leave = new Map<string, LeaveKind>([
  ['2026-12-10', 'full'],
  ['2026-12-11', 'half'],
]);

describe('capacityWeeks', () => {
  it('clips the weeks at either end of the range to it', () => {
    expect(capacityWeeks('2026-12-02', '2026-12-15')).toEqual([
      { start: '2026-11-30', from: '2026-12-02', to: '2026-12-06' },
      { start: '2026-12-07', from: '2026-12-07', to: '2026-12-13' },
      { start: '2026-12-14', from: '2026-12-14', to: '2026-12-15' },
    ]);
  });
  it('gives one week for a range inside one', () => {
    expect(capacityWeeks('2026-12-09', '2026-12-09')).toEqual([
      { start: '2026-12-07', from: '2026-12-09', to: '2026-12-09' },
    ]);
  });
});

describe('availableMinutes', () => {
  const weeks = capacityWeeks('2026-12-02', '2026-12-15');
  it('counts only the days of a part week inside the range', () => {
    expect(availableMinutes(weeks[0] as never, DEFAULT_WORKING_WEEK, holidays, leave)).toBe(1920);
    expect(availableMinutes(weeks[2] as never, DEFAULT_WORKING_WEEK, holidays, leave)).toBe(960);
  });
  it('takes out holidays, days of leave and half of a half day', () => {
    expect(availableMinutes(weeks[1] as never, DEFAULT_WORKING_WEEK, holidays, leave)).toBe(1680);
  });
  it('takes nothing twice: leave on a holiday, or on a day off', () => {
    const both = new Map<string, LeaveKind>([
      ['2026-12-08', 'full'],
      ['2026-12-13', 'half'],
    ]);
    expect(availableMinutes(weeks[1] as never, DEFAULT_WORKING_WEEK, holidays, both)).toBe(2400);
  });
  it("follows the person's own week: a part-timer's Monday to Wednesday", () => {
    const partTime = [300, 300, 300, 0, 0, 0, 0];
    expect(availableMinutes(weeks[1] as never, partTime, holidays, leave)).toBe(600);
  });
});

describe('placeTask', () => {
  const today = '2026-12-02';
  it('counts ET − TT in the week of the due date', () => {
    expect(placeTask({ dueDate: '2026-12-09', et: 600, tt: 150, templateEstimate: 60 }, today)).toEqual({
      week: '2026-12-07',
      minutes: 450,
      unestimated: false,
    });
  });
  it('never counts below 0 when TT ran past ET', () => {
    expect(placeTask({ dueDate: '2026-12-09', et: 60, tt: 90, templateEstimate: null }, today).minutes).toBe(
      0,
    );
  });
  it('puts overdue work in the current week', () => {
    expect(placeTask({ dueDate: '2026-11-20', et: 120, tt: 0, templateEstimate: null }, today)).toEqual({
      week: '2026-11-30',
      minutes: 120,
      unestimated: false,
    });
  });
  it("counts a task with no estimate at its template's default, and flags it", () => {
    expect(placeTask({ dueDate: '2026-12-14', et: 0, tt: 30, templateEstimate: 300 }, today)).toEqual({
      week: '2026-12-14',
      minutes: 270,
      unestimated: true,
    });
    expect(placeTask({ dueDate: '2026-12-14', et: 0, tt: 0, templateEstimate: null }, today)).toEqual({
      week: '2026-12-14',
      minutes: 0,
      unestimated: true,
    });
  });
  it('places a task with no due date in no week', () => {
    expect(placeTask({ dueDate: null, et: 90, tt: 0, templateEstimate: null }, today).week).toBeNull();
  });
});

describe('loadLevel and hoursLabel', () => {
  it('colours at 80% and at 100%', () => {
    expect(loadLevel(2303, 2880)).toBe('ok');
    expect(loadLevel(2304, 2880)).toBe('high');
    expect(loadLevel(2880, 2880)).toBe('over');
    expect(loadLevel(60, 0)).toBe('over');
    expect(loadLevel(0, 0)).toBe('ok');
  });
  it('shows hours to one decimal', () => {
    expect(hoursLabel(2250)).toBe('37.5 h');
    expect(hoursLabel(2400)).toBe('40 h');
    expect(hoursLabel(0)).toBe('0 h');
  });
});

import type { CalendarItem, ComplianceStatus } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayBadges,
  itemsByDay,
  monthBounds,
  monthGrid,
  monthTitle,
  movedDay,
  shiftMonth,
} from './month-grid';

const item = (code: string, dueDate: string, status: ComplianceStatus): CalendarItem => ({
  id: `${code}-${dueDate}-${status}-${Math.random()}`,
  taskId: null,
  waitingOnClient: null,
  clientId: 'c1',
  clientName: 'Sahyadri Agro Foods Pvt Ltd',
  code,
  title: `${code} – Oct 2026`,
  period: '2026-10',
  periodLabel: 'Oct 2026',
  dueDate,
  originalDueDate: dueDate,
  extensionNote: null,
  status,
  filedOn: null,
  arn: null,
  hasAcknowledgement: false,
  assigneeId: null,
  assigneeName: null,
});

describe('the month calendar', () => {
  it('lays November 2026 out in whole weeks from Monday 26 October to Sunday 6 December', () => {
    const weeks = monthGrid('2026-11', '2026-11-25');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false, isToday: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true, isToday: false });
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2026-12-06');
    expect(
      weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.date),
    ).toEqual(['2026-11-25']);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for a February that starts on a Monday', () => {
    const weeks = monthGrid('2027-02', '2026-11-25');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe('2027-02-01');
    expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
  });

  it('asks for a month from its first to its last day', () => {
    expect(monthBounds('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('moves between months across the year end and names them', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-11')).toBe('November 2026');
  });

  it('moves the keyboard focus by a day, a week, to the week ends and by a month', () => {
    expect(movedDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedDay('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(movedDay('2026-11-25', 'ArrowUp')).toBe('2026-11-18');
    expect(movedDay('2026-11-25', 'ArrowDown')).toBe('2026-12-02');
    expect(movedDay('2026-11-25', 'Home')).toBe('2026-11-23');
    expect(movedDay('2026-11-25', 'End')).toBe('2026-11-29');
    expect(movedDay('2026-11-29', 'Home')).toBe('2026-11-23');
    expect(movedDay('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedDay('2026-11-25', 'PageUp')).toBe('2026-10-25');
    expect(movedDay('2026-11-25', 'Enter')).toBeNull();
  });

  it('groups items by due date', () => {
    const days = itemsByDay([
      item('GSTR-3B', '2026-11-20', 'open'),
      item('GSTR-1', '2026-11-11', 'filed'),
      item('GSTR-3B', '2026-11-20', 'overdue'),
    ]);
    expect([...days.keys()]).toEqual(['2026-11-20', '2026-11-11']);
    expect(days.get('2026-11-20')).toHaveLength(2);
  });

  it('folds a day into one badge per form and status, overdue first', () => {
    const badges = dayBadges([
      item('GSTR-3B', '2026-11-20', 'filed'),
      item('GSTR-3B', '2026-11-20', 'open'),
      item('PMT-06', '2026-11-20', 'open'),
      item('GSTR-3B', '2026-11-20', 'open'),
      item('GSTR-3B', '2026-11-20', 'overdue'),
      item('GSTR-3B', '2026-11-20', 'filed-late'),
    ]);
    expect(badges).toEqual([
      { code: 'GSTR-3B', status: 'overdue', count: 1 },
      { code: 'GSTR-3B', status: 'open', count: 2 },
      { code: 'PMT-06', status: 'open', count: 1 },
      { code: 'GSTR-3B', status: 'filed-late', count: 1 },
      { code: 'GSTR-3B', status: 'filed', count: 1 },
    ]);
  });
});

import { TaskListQuery } from '@practice-desk/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type CountGroup, tallyCounts } from './counts';

const lookups = {
  statuses: [
    { id: 's-todo', name: 'To Do', systemKey: 'TODO' },
    { id: 's-review', name: 'In Review', systemKey: 'IN_REVIEW' },
    { id: 's-done', name: 'Completed', systemKey: 'COMPLETED' },
  ],
  priorities: [
    { id: 'p-low', name: 'Low' },
    { id: 'p-high', name: 'High' },
  ],
};
const today = '2026-11-18'; // a Wednesday
const group = (g: Partial<CountGroup>): CountGroup => ({
  statusId: 's-todo',
  priorityId: 'p-low',
  leads: false,
  helps: false,
  dueOffset: 0,
  count: 1,
  et: 10,
  tt: 5,
  ...g,
});
const query = (q: Record<string, string> = {}) => v.parse(TaskListQuery, q);

describe('task counts', () => {
  const groups = [
    group({ count: 2, et: 30, dueOffset: -2 }), // overdue, open
    group({ statusId: 's-done', dueOffset: -100000 }), // long past but finished: not overdue
    group({ statusId: 's-review', leads: true, priorityId: 'p-high', dueOffset: 1 }), // my review, tomorrow
    group({ statusId: 's-review', dueOffset: 100000 }), // review by others, far ahead
    group({ dueOffset: null }),
  ];

  it('counts every chip as a view for this person', () => {
    const { filterCounts } = tallyCounts(groups, query(), lookups, today);
    expect(filterCounts.status.TODO).toEqual({ count: 3, minutes: 40 });
    expect(filterCounts.status.MY_REVIEW?.count).toBe(1);
    expect(filterCounts.status.REVIEW_BY_OTHERS?.count).toBe(1);
    expect(filterCounts.status.COMPLETED?.count).toBe(1);
  });

  it('counts quick tabs from days-to-due, overdue only for open work', () => {
    const { filterCounts } = tallyCounts(groups, query(), lookups, today);
    expect(filterCounts.due).toMatchObject({
      all: 6,
      overdue: 2,
      today: 0,
      tomorrow: 1,
      thisWeek: 3,
      next15Days: 1,
    });
  });

  it('narrows stats by every choice but keeps chip counts when a chip is chosen', () => {
    const { stats, filterCounts } = tallyCounts(
      groups,
      query({ status: 'TODO', due: 'overdue' }),
      lookups,
      today,
    );
    expect(stats).toEqual({ count: 2, totalEt: 30, totalTt: 5 });
    expect(filterCounts.status.MY_REVIEW?.count).toBe(0);
    expect(filterCounts.due.overdue).toBe(2);
    expect(filterCounts.due.all).toBe(3);
  });

  it('filters stats by priority name', () => {
    expect(tallyCounts(groups, query({ priority: 'high' }), lookups, today).stats.count).toBe(1);
  });
});

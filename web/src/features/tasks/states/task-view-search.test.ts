import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, type TaskView } from './task-view';
import { hasViewParams, searchToView, validateTaskViewSearch, viewToSearch } from './task-view-search';
import { activeFilterCount, clearFilters } from './view-filters';

const view: TaskView = {
  ...DEFAULT_VIEW,
  chip: 'TODO',
  due: 'overdue',
  search: 'gst',
  sortBy: 'et',
  sortOrder: 'asc',
  columnFilters: { statusIn: ['To Do', 'In Process'], client: [] },
  hiddenColumns: ['tt'],
};

describe('task view in the address', () => {
  it('writes only what differs from the default view and reads it back', () => {
    const search = viewToSearch(view);
    expect(search).toEqual({
      tab: 'overdue',
      chip: 'TODO',
      q: 'gst',
      sort: 'et',
      order: 'asc',
      statusIn: ['To Do', 'In Process'],
    });
    expect(viewToSearch(DEFAULT_VIEW)).toEqual({});
    expect(hasViewParams(viewToSearch(DEFAULT_VIEW))).toBe(false);
    const back = searchToView(search, { ...DEFAULT_VIEW, hiddenColumns: ['tt'] });
    expect(back).toEqual({ ...view, columnFilters: { statusIn: ['To Do', 'In Process'] } });
  });

  it('keeps a client group filter in the address, counted and cleared with the others', () => {
    const grouped: TaskView = { ...DEFAULT_VIEW, columnFilters: { clientGroup: ['Shah Group'] } };
    expect(viewToSearch(grouped)).toEqual({ clientGroup: ['Shah Group'] });
    const read = validateTaskViewSearch({ clientGroup: ['Shah Group'] });
    expect(searchToView(read, DEFAULT_VIEW).columnFilters).toEqual({ clientGroup: ['Shah Group'] });
    expect(activeFilterCount(grouped)).toBe(1);
    expect(clearFilters(grouped).columnFilters).toEqual({});
  });

  it('drops what a link cannot mean instead of failing', () => {
    const search = validateTaskViewSearch({ chip: 'NOPE', tab: 'someday', sort: 'et', order: 'up', q: 42 });
    expect(search).toEqual({ sort: 'et', q: '42' });
  });

  it('counts the active filters and clears them, keeping sort and columns', () => {
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
    expect(activeFilterCount(view)).toBe(4);
    const cleared = clearFilters(view);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ sortBy: 'et', sortOrder: 'asc', hiddenColumns: ['tt'] });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, readStoredView, taskQuery, toggleChip, togglePriority } from './task-view';

describe('task view', () => {
  it('builds the list query with repeated keys and no short search', () => {
    const view = {
      ...DEFAULT_VIEW,
      chip: 'TODO' as const,
      due: 'overdue' as const,
      search: 'a',
      columnFilters: { statusIn: ['To Do', 'In Process'] },
    };
    const query = taskQuery('team', view, { page: 2, limit: 100 });
    expect(query.get('scope')).toBe('team');
    expect(query.get('status')).toBe('TODO');
    expect(query.get('due')).toBe('overdue');
    expect(query.has('search')).toBe(false);
    expect(query.getAll('statusIn')).toEqual(['To Do', 'In Process']);
    expect(query.get('page')).toBe('2');
    expect(taskQuery('my', { ...view, search: ' gs ' }).get('search')).toBe('gs');
  });

  it('lets a chip and a priority exclude each other, and a second click clear', () => {
    const withChip = toggleChip(DEFAULT_VIEW, 'TODO');
    expect(withChip.chip).toBe('TODO');
    const withPriority = togglePriority(withChip, 'High');
    expect(withPriority).toMatchObject({ chip: null, priority: 'High' });
    expect(togglePriority(withPriority, 'High').priority).toBeNull();
    expect(toggleChip(withChip, 'TODO').chip).toBeNull();
  });

  it('reads a stored view and falls back on anything odd', () => {
    expect(readStoredView(null)).toEqual(DEFAULT_VIEW);
    expect(readStoredView('{broken')).toEqual(DEFAULT_VIEW);
    const stored = readStoredView(JSON.stringify({ sortBy: 'et', sortOrder: 'asc', hiddenColumns: ['tt'] }));
    expect(stored).toMatchObject({ sortBy: 'et', sortOrder: 'asc', hiddenColumns: ['tt'], search: '' });
  });
});

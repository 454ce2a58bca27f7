import { beforeEach, describe, expect, it } from 'vitest';
import { viewFilter } from '../api/view-filter';
import { useSelectionStore } from './selection-store';

const store = () => useSelectionStore.getState();

describe('the selection of the task screen', () => {
  beforeEach(() => store().clear());

  it('offers the whole view only after the loaded rows were ticked from the header', () => {
    store().toggle('a');
    expect(store().pageTicked).toBe(false);
    store().tickPage(['a', 'b', 'c'], true);
    expect(store().pageTicked).toBe(true);
    expect([...store().ids]).toEqual(['a', 'b', 'c']);
    store().selectAllInView();
    expect(store().allInView).toBe(true);
  });

  it('takes single rows again once one row is toggled, and forgets everything on clear', () => {
    store().tickPage(['a', 'b'], true);
    store().selectAllInView();
    store().toggle('b');
    expect(store().allInView).toBe(false);
    expect([...store().ids]).toEqual(['a']);
    store().clear();
    expect(store().ids.size).toBe(0);
    expect(store().pageTicked).toBe(false);
  });
});

describe('a view sent as JSON', () => {
  it('keeps single filters as text and repeated ones as lists', () => {
    const query = new URLSearchParams('scope=all&status=TODO&statusIn=To Do&statusIn=Completed&search=gst');
    expect(viewFilter(query)).toEqual({
      scope: 'all',
      status: 'TODO',
      statusIn: ['To Do', 'Completed'],
      search: 'gst',
    });
  });
});

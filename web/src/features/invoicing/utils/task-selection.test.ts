import { describe, expect, it } from 'vitest';
import { keepListed, selectionState, toggleAllTasks, toggleTask } from './task-selection';

describe('ticking pending tasks', () => {
  it('ticks and unticks one task', () => {
    expect(toggleTask([], 'a')).toEqual(['a']);
    expect(toggleTask(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('ticks every listed task, and clears them when all were ticked', () => {
    expect(toggleAllTasks(['a'], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(toggleAllTasks(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(toggleAllTasks([], [])).toEqual([]);
  });
  it('shows the header box empty, indeterminate or ticked', () => {
    expect(selectionState([], ['a', 'b'])).toBe('none');
    expect(selectionState(['a'], ['a', 'b'])).toBe('some');
    expect(selectionState(['b', 'a'], ['a', 'b'])).toBe('all');
    expect(selectionState([], [])).toBe('none');
  });
  it('forgets ticks on tasks that left the list', () => {
    expect(keepListed(['a', 'gone'], ['a', 'b'])).toEqual(['a']);
  });
});

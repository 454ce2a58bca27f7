// Ticking pending tasks: one at a time, all of the list at once, and what the header box shows.

export function toggleTask(selected: string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** The header box: ticks every listed task, or clears them when all are already ticked. */
export function toggleAllTasks(selected: string[], listed: string[]): string[] {
  return listed.length > 0 && listed.every((id) => selected.includes(id)) ? [] : [...listed];
}

export function selectionState(selected: string[], listed: string[]): 'none' | 'some' | 'all' {
  const ticked = listed.filter((id) => selected.includes(id)).length;
  if (ticked === 0) return 'none';
  return ticked === listed.length ? 'all' : 'some';
}

/** After a reload: forget ticks on tasks that left the list (invoiced or closed). */
export function keepListed(selected: string[], listed: string[]): string[] {
  return selected.filter((id) => listed.includes(id));
}

// 'Add a task row': search the person's open tasks the caller may write time on, and add one to
// the week (it stays once a minute is written on it).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TimesheetTask } from '@practice-desk/contracts';
import { useState } from 'react';
import { useResource } from '../../../lib/use-resource';
import { timesheetApi } from '../api/timesheet-api';

const labelOf = (t: TimesheetTask) =>
  [t.client, t.task, t.subTask].filter(Boolean).join(' – ') || 'Untitled task';

export function AddTaskRow({
  userId,
  shown,
  onAdd,
}: {
  userId?: string;
  shown: Set<string>;
  onAdd(task: TimesheetTask): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data } = useResource(
    () => timesheetApi.tasks(debounced, userId),
    [debounced, userId],
    'Failed to fetch tasks',
  );
  const options = (data ?? []).filter((t) => !shown.has(t.taskId));
  return (
    <Select
      aria-label="Add a task row"
      placeholder="Add a task row..."
      searchable
      clearable
      w={280}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="No tasks found"
      data={options.map((t) => ({ value: t.taskId, label: labelOf(t) }))}
      onChange={(value) => {
        const task = options.find((t) => t.taskId === value);
        if (task) onAdd(task);
        setSearch('');
      }}
    />
  );
}

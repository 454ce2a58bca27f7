// The search box of the task screen: what is typed reaches the view after a pause, and a search
// set from elsewhere (a notification opening its task) shows in the box too.
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@practice-desk/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTaskViewStore } from '../states/task-view-store';

export function TaskSearch({ width }: { width: number }) {
  const search = useTaskViewStore((s) => s.view.search);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, LIMITS.debounce.clientSearchMs);
  useEffect(() => setTyped(search), [search]);
  // Only what the person types is sent back: on opening, the view (from the address) comes first.
  const typedOnce = useRef(false);
  useEffect(() => {
    if (!typedOnce.current) {
      typedOnce.current = true;
      return;
    }
    useTaskViewStore
      .getState()
      .update((view) => (view.search === debounced ? view : { ...view, search: debounced }));
  }, [debounced]);

  return (
    <TextInput
      size="xs"
      w={width}
      leftSection={<IconSearch size={14} />}
      placeholder="Search client, task, sub-task..."
      aria-label="Search tasks"
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
    />
  );
}
